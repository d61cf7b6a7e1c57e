// The demo store's Customer Privacy API and consent banner (server/store/pages/consent.ts), run in
// happy-dom as a storefront page runs it.
import { CONSENT_HEAD, CONSENT_COOKIE, REGION_COOKIE } from '../../../server/store/pages/consent';
import { getByRole, queryByRole } from '@testing-library/preact';

interface Privacy {
  analyticsProcessingAllowed(): boolean;
  preferencesProcessingAllowed(): boolean;
  marketingAllowed(): boolean;
  currentVisitorConsent(): Record<string, string>;
}
type W = Window & { Shopify?: { customerPrivacy?: Privacy; loadFeatures?(f: unknown[], cb: (e: unknown) => void): void } };

const script = CONSENT_HEAD.match(/<script>([\s\S]*)<\/script>/)![1];
/** Loads a page at `search` and runs the store's head script. */
function page(search: string): Privacy | undefined {
  history.replaceState(null, '', '/products/canvas-tote' + search);
  delete (window as W).Shopify;
  document.body.innerHTML = '';
  new Function(script)();
  return (window as W).Shopify?.customerPrivacy;
}
const clearCookies = () => {
  for (const name of [REGION_COOKIE, CONSENT_COOKIE]) document.cookie = `${name}=;path=/;max-age=0`;
};

beforeEach(clearCookies);
afterEach(clearCookies);

test('a visitor outside the EU sees no banner and has given consent', () => {
  const privacy = page('')!;
  expect(queryByRole(document.body, 'region', { name: 'Cookie consent' })).toBeNull();
  expect(privacy.analyticsProcessingAllowed()).toBe(true);
  expect(privacy.preferencesProcessingAllowed()).toBe(true);
});

test("a ?region=eu visitor sees the banner on every page and nothing is allowed until they decide; Accept fires visitorConsentCollected with Shopify's detail", async () => {
  let privacy = page('?region=eu')!;
  expect(privacy.analyticsProcessingAllowed()).toBe(false);
  expect(privacy.currentVisitorConsent()).toEqual({ analytics: '', marketing: '', preferences: '', sale_of_data: '' });
  privacy = page('')!; // the region is remembered
  const banner = getByRole(document.body, 'region', { name: 'Cookie consent' });
  const heard = new Promise<CustomEvent>((resolve) => document.addEventListener('visitorConsentCollected', (e) => resolve(e as CustomEvent), { once: true }));
  getByRole(banner, 'button', { name: 'Accept' }).click();
  expect((await heard).detail).toEqual({
    analyticsAllowed: true, firstPartyMarketingAllowed: true, marketingAllowed: true, preferencesAllowed: true, saleOfDataAllowed: true, thirdPartyMarketingAllowed: true,
  });
  expect(privacy.analyticsProcessingAllowed()).toBe(true);
  expect(privacy.preferencesProcessingAllowed()).toBe(true);
  expect(queryByRole(document.body, 'region', { name: 'Cookie consent' })).toBeNull();
  page('');
  expect(queryByRole(document.body, 'region', { name: 'Cookie consent' })).toBeNull(); // decided: no banner again
});

test('Decline keeps everything off and is remembered', async () => {
  page('?region=eu');
  const heard = new Promise<CustomEvent>((resolve) => document.addEventListener('visitorConsentCollected', (e) => resolve(e as CustomEvent), { once: true }));
  getByRole(document.body, 'button', { name: 'Decline' }).click();
  expect((await heard).detail.analyticsAllowed).toBe(false);
  const privacy = page('')!;
  expect(privacy.analyticsProcessingAllowed()).toBe(false);
  expect(privacy.currentVisitorConsent().analytics).toBe('no');
});

test('with ?privacy-api=lazy only loadFeatures is there, and it loads consent-tracking-api', async () => {
  expect(page('?privacy-api=lazy')).toBeUndefined();
  const shopify = (window as W).Shopify!;
  await new Promise((resolve) => shopify.loadFeatures!([{ name: 'consent-tracking-api', version: '0.1' }], resolve));
  expect(shopify.customerPrivacy!.analyticsProcessingAllowed()).toBe(true);
});

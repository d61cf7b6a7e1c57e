// The store's consent: what tracking/consent.ts allows with and without Shopify's Customer Privacy API.
import { consentAllows, loadConsent, onConsent } from '../../src/tracking/consent';
import { installPrivacy, removePrivacy } from '../lib/fake-privacy';

afterEach(removePrivacy);

test('a store without the Customer Privacy API allows analytics and preferences', () => {
  expect(consentAllows('analytics')).toBe(true);
  expect(consentAllows('preferences')).toBe(true);
  (window as { Shopify?: unknown }).Shopify = { shop: 'demo.myshopify.com' };
  expect(consentAllows('analytics')).toBe(true);
});

test("a store with the API loaded gets its answers, kind by kind", () => {
  installPrivacy({ analytics: true, preferences: false });
  expect(consentAllows('analytics')).toBe(true);
  expect(consentAllows('preferences')).toBe(false);
});

test('a store that has the API but has not loaded it allows nothing, and nothing is loaded by asking', () => {
  const { shopify } = installPrivacy({ loaded: false, analytics: true, preferences: true });
  expect(consentAllows('analytics')).toBe(false);
  expect(consentAllows('preferences')).toBe(false);
  expect(shopify.loadFeatures).not.toHaveBeenCalled();
});

test('an API that throws allows nothing and does not throw into the page', () => {
  (window as { Shopify?: unknown }).Shopify = { customerPrivacy: { analyticsProcessingAllowed: () => { throw new Error('boom'); } } };
  expect(consentAllows('analytics')).toBe(false);
  expect(consentAllows('preferences')).toBe(false); // a missing function is no consent
});

test("loadConsent loads Shopify's consent-tracking-api 0.1 when the store has not, then tells onConsent listeners", async () => {
  const { shopify } = installPrivacy({ loaded: false, analytics: true });
  const heard = vi.fn();
  const stop = onConsent(heard);
  await loadConsent();
  expect(shopify.loadFeatures).toHaveBeenCalledWith([{ name: 'consent-tracking-api', version: '0.1' }], expect.any(Function));
  expect(consentAllows('analytics')).toBe(true);
  expect(heard).toHaveBeenCalledTimes(1);
  stop();
});

test('loadConsent loads nothing when the API is already there or the store has none', async () => {
  const { shopify } = installPrivacy({ loaded: true });
  await loadConsent();
  expect(shopify.loadFeatures).not.toHaveBeenCalled();
  removePrivacy();
  await expect(loadConsent()).resolves.toBeUndefined();
});

test("onConsent hears the shopper's decision (visitorConsentCollected on document) until stopped", () => {
  const fake = installPrivacy();
  const heard = vi.fn();
  const stop = onConsent(heard);
  fake.decide(true);
  expect(heard).toHaveBeenCalledTimes(1);
  stop();
  fake.decide(false);
  expect(heard).toHaveBeenCalledTimes(1);
});

// For you's greeting (docs/product.md#routes: headings with customer fields and fallback text) and the
// 'Heads up!' notice on store share-preview URLs (docs/product.md#routes), through For you's section chunk.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { render, screen, cleanup } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);

import ForYouSections from '../../../../src/features/for-you/components/for-you-sections';
import { takeIdentity } from '../../../../src/session/session';
import { signedIn } from '../../../../src/session/session-change';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { setLanguage } from '../../../../src/i18n';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { member } from '../../../panel/fixtures';
import { customerApi, customerRecord } from '../../../fixtures/profile-fixtures';
import { SHARE_PREVIEW_HELP_URL } from '../../../../src/features/for-you/components/preview-notice';

const signIn = () => signedIn(member, '7001', 'otp');

beforeEach(() => {
  freshSession();
  settingsAre({});
  clearRequestCache();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
  await setLanguage('en', {}); // no merchant wording from an earlier test
});

test("a signed-in shopper sees 'Hi {firstName}' at the top of For you", async () => {
  customerApi(customerRecord({ firstName: 'Sam' }));
  signIn();
  render(<ForYouSections part="upper" />);
  expect(await screen.findByRole('heading', { name: 'Hi Sam' })).toBeTruthy();
});

test("a shopper without a first name sees the fallback 'Hi there', never 'Hi ' or a placeholder", async () => {
  customerApi(customerRecord({ firstName: '' }));
  signIn();
  render(<ForYouSections part="upper" />);
  expect(await screen.findByRole('heading', { name: 'Hi there' })).toBeTruthy();
  expect(screen.queryByText(/\{firstName\}/)).toBeNull();
});

test("a merchant's greeting with customer fields is filled in as plain text, never as HTML", async () => {
  customerApi(customerRecord({ firstName: '<b>Sam</b>' }));
  await setLanguage('en', { 'forYou.greeting': 'Welcome back, {firstName}!' });
  signIn();
  const { container } = render(<ForYouSections part="upper" />);
  expect(await screen.findByRole('heading', { name: 'Welcome back, <b>Sam</b>!' })).toBeTruthy();
  expect(container.querySelector('b')).toBeNull();
});

test('a German shopper is greeted in German', async () => {
  customerApi(customerRecord({ firstName: 'Sam' }));
  await setLanguage('de');
  signIn();
  render(<ForYouSections part="upper" />);
  expect(await screen.findByRole('heading', { name: 'Hallo Sam' })).toBeTruthy();
});

test('guests get no greeting', async () => {
  takeIdentity({ uid: 'anon-1', email: null, isAnonymous: true });
  render(<ForYouSections part="upper" />);
  await vi.dynamicImportSettled(); // the greeting would be a lazy section
  expect(screen.queryByRole('heading', { name: /^Hi/ })).toBeNull();
});

test("on a theme share-preview URL For you starts with the 'Heads up!' notice and a help-centre link", async () => {
  takeIdentity({ uid: 'anon-1', email: null, isAnonymous: true });
  history.replaceState(null, '', '/?preview_theme_id=1234');
  render(<ForYouSections part="upper" />);
  const heading = await screen.findByRole('heading', { name: 'Heads up!' });
  expect(heading.closest('section')!.textContent).toContain("doesn't work in a theme preview or share link");
  const help = screen.getByRole('link', { name: 'Learn more in the help centre' });
  expect(help.getAttribute('href')).toBe(SHARE_PREVIEW_HELP_URL);
  expect(help.getAttribute('target')).toBe('_blank');
});

test("the store's own address shows no 'Heads up!' notice", async () => {
  takeIdentity({ uid: 'anon-1', email: null, isAnonymous: true });
  history.replaceState(null, '', '/products/canvas-tote?variant=1');
  render(<ForYouSections part="upper" />);
  await vi.dynamicImportSettled(); // the notice would be a lazy section
  expect(screen.queryByRole('heading', { name: 'Heads up!' })).toBeNull();
});

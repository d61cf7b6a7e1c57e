// Firebase's popup/redirect resolver (the google-popup chunk, ~16 KB) loads when the Google button
// is pressed, not when it is hovered or focused: a shopper who only looks pays nothing.
const loaded = vi.hoisted(() => ({ popupChunk: false }));
vi.mock('../../src/auth/identity', async () => (await import('./identity-mock')).identityMock);
vi.mock('../../src/auth/google-popup', () => {
  loaded.popupChunk = true;
  return { popup: vi.fn(async () => ({ uid: 'g-1', email: 'g@example.com', isAnonymous: false })), redirect: vi.fn(), redirectResult: vi.fn() };
});
import { preloadGoogle } from '../../src/features/sign-in/state/sign-in';
import { signInWithGooglePopup } from '../../src/auth/google';
import { setPageConfig } from '../../src/settings/config';
import { identityMock } from './identity-mock';
import { pageConfig } from './fixtures';

test("hovering 'Continue with Google' does not load Firebase's popup code; pressing it does", async () => {
  setPageConfig(pageConfig);
  preloadGoogle();
  await vi.waitFor(() => expect(identityMock.start).toHaveBeenCalled()); // identity and the flows are warm
  await vi.dynamicImportSettled(); // every chunk the hover asked for has loaded
  expect(loaded.popupChunk).toBe(false);
  await signInWithGooglePopup();
  expect(loaded.popupChunk).toBe(true);
});

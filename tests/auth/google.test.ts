// Popup first, redirect when the popup is blocked (docs/product.md#error-messages); Firebase's part is mocked.
import { beforeEach, describe, expect, test, vi } from 'vitest';

const fb = vi.hoisted(() => ({ popup: vi.fn(), redirect: vi.fn(), redirectResult: vi.fn() }));
vi.mock('../../src/auth/google-popup', () => fb);
import { signInWithGooglePopup, googleRedirectResult } from '../../src/auth/google';

const googleUser = { uid: 'g-1', email: 'g@example.com', isAnonymous: false };
const fbError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  sessionStorage.clear();
  for (const fn of Object.values(fb)) fn.mockReset();
});

describe('Google sign-in', () => {
  test('a popup sign-in resolves to the Google user', async () => {
    fb.popup.mockResolvedValue(googleUser);
    await expect(signInWithGooglePopup()).resolves.toEqual(googleUser);
    expect(fb.redirect).not.toHaveBeenCalled();
  });

  test.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request'])('%s shows nothing', async (code) => {
    fb.popup.mockRejectedValue(fbError(code));
    await expect(signInWithGooglePopup()).resolves.toBeNull();
  });

  test('a blocked popup sets the redirect flag and signs in by redirect, coming back to an address that opens the panel', async () => {
    history.replaceState(null, '', '/products/tee');
    fb.popup.mockRejectedValue(fbError('auth/popup-blocked'));
    fb.redirect.mockImplementation(async () => {
      expect(sessionStorage.getItem('status:auth-redirect')).toBe('1');
      expect(location.hash).toBe('#status');
    });
    await expect(signInWithGooglePopup()).resolves.toBeNull();
    expect(fb.redirect).toHaveBeenCalledTimes(1);
  });

  test("a redirect from an open panel comes back to the panel's own route", async () => {
    history.replaceState(null, '', '/products/tee#status-profile');
    fb.popup.mockRejectedValue(fbError('auth/popup-blocked'));
    fb.redirect.mockImplementation(async () => expect(location.hash).toBe('#status-profile'));
    await expect(signInWithGooglePopup()).resolves.toBeNull();
  });

  test("a failed redirect after a blocked popup asks for an e-mail instead, and clears the flag", async () => {
    fb.popup.mockRejectedValue(fbError('auth/popup-blocked'));
    fb.redirect.mockRejectedValue(fbError('auth/network-request-failed'));
    history.replaceState(null, '', '/products/tee?x=1');
    await expect(signInWithGooglePopup()).rejects.toMatchObject({ name: 'SignInError', key: 'error.googleUseEmail' });
    expect(sessionStorage.getItem('status:auth-redirect')).toBeNull();
    expect(location.pathname + location.search + location.hash).toBe('/products/tee?x=1');
  });

  test("any other failure is 'Unable to sign in with Google. Please try again later.'", async () => {
    fb.popup.mockRejectedValue(fbError('auth/internal-error'));
    await expect(signInWithGooglePopup()).rejects.toMatchObject({ name: 'SignInError', key: 'error.googleFailed' });
  });

  test('the next page finishes the redirect sign-in and clears the flag', async () => {
    sessionStorage.setItem('status:auth-redirect', '1');
    fb.redirectResult.mockResolvedValue(googleUser);
    await expect(googleRedirectResult()).resolves.toEqual(googleUser);
    expect(sessionStorage.getItem('status:auth-redirect')).toBeNull();
  });

  test('a failed redirect sign-in asks for an e-mail instead', async () => {
    fb.redirectResult.mockRejectedValue(fbError('auth/internal-error'));
    await expect(googleRedirectResult()).rejects.toMatchObject({ name: 'SignInError', key: 'error.googleUseEmail' });
  });
});

/**
 * The sign-in flows (SPEC.md 2 'Login flow', 4 'Auth', 7, 8): a lazy chunk behind the actions of
 * src/state/auth.ts, loaded on the first submit, so the panel ships only the e-mail form.
 *
 * Every method ends in `upgrade`: the new Firebase user, then POST /member/check-customer with
 * the previous anonymous uid (`anonUserId`, so nothing a guest saved is lost) and the marketing
 * choice, then the signed-in state, then after-login (never awaited). Every failure becomes a
 * translated error signal; nothing here rejects.
 */
import { batch, type Signal } from '@preact/signals';
import { ApiError } from '../api/client';
import { createMagicLink, createOtc, validateMagicLink, validateOtc } from '../api/auth';
import { checkCustomer, saveUnverifiedEmail } from '../api/member';
import { clearRequestCache } from '../state/request-cache';
import {
  acceptsTerms, announcement, codeError, customerId, emailError, googleError, hasLoggedIn, internals, isInitialLoginSession,
  loginEmail, loginMethod, loginStep, loginType, marketingChecked, saveEmailError, user,
  type FlowError, type LoginType,
} from '../state/auth';
import type { IdentityUser } from './identity';
import { addTexts } from '../i18n';
import signInEn from '../i18n/en/sign-in';

// The live region's text after a link is sent (the panel's table does not carry it).
addTexts({ ...signInEn, 'auth.linkSent': 'Link sent to {email}' });

type Identity = typeof import('./identity');

function codeOf(error: unknown): { status: number; code: number | string; message: string } {
  return error instanceof ApiError
    ? { status: error.status, code: error.code, message: error.message }
    : { status: 0, code: 'unknown', message: '' };
}

/**
 * SPEC.md 8 for create-otc and create-magic-link: 100/102 invalid e-mail, 101 format error with
 * the address; otherwise 'We weren't able to email you a login code' (code) or the generic
 * login error (link).
 */
export function sendErrorFor(error: unknown, email: string, method: 'otp' | 'magicLink'): FlowError {
  const code = Number(codeOf(error).code);
  if (code === 100 || code === 102) return { key: 'error.emailInvalid' };
  if (code === 101) return { key: 'error.emailFormat', vars: { emailAddress: email } };
  return { key: method === 'otp' ? 'error.codeEmailFailed' : 'error.loginGeneric' };
}

/** SPEC.md 8: 'Too many attempts.' (429) the attempts text, 400 incorrect code, else generic. */
function verifyErrorFor(error: unknown): FlowError {
  const { status, code, message } = codeOf(error);
  if (status === 429 || code === 'too-many-attempts' || message === 'Too many attempts.') return { key: 'error.codeTooManyTries' };
  if (status === 400) return { key: 'error.codeIncorrect' };
  return { key: 'error.verifyGeneric' };
}

/** The page to come back to from a magic link: this address without its #fragment. */
const returnUrl = (): string => location.href.split('#')[0];

/**
 * POST /member/unverified for a guest's address. Not awaited by the flow: a server error shows
 * 'Unable to save email address. Try again later.' beside it and the code or link still goes out.
 */
function saveUnverified(email: string): void {
  saveEmailError.value = null;
  saveUnverifiedEmail(email).catch((error: unknown) => {
    if (codeOf(error).status >= 500) saveEmailError.value = { key: 'error.saveEmail' };
  });
}

/** Sends a code or a link (by `authMethod`) to `email` with the current uid as statusId. */
async function request(email: string, method: 'otp' | 'magicLink', first: boolean): Promise<void> {
  const me = await (await internals.loadIdentity()).ensureUser();
  if (first && me.isAnonymous) saveUnverified(email);
  const { codes } = internals;
  if (method === 'magicLink') {
    await createMagicLink({ email, statusId: me.uid, returnUrl: returnUrl() });
    return;
  }
  const { codeId } = await createOtc({ email, statusId: me.uid });
  if (codes.email !== email) codes.ids = [];
  codes.email = email;
  codes.ids = [...codes.ids, codeId];
}

function announceSent(email: string, method: 'otp' | 'magicLink'): void {
  announcement.value = { key: method === 'otp' ? 'auth.codeSent' : 'auth.linkSent', vars: { email } };
}

/** The e-mail form's submit (already checked): sends, then shows the code form or the waiting view. */
export async function send(email: string): Promise<boolean> {
  const method = loginMethod();
  try {
    await request(email, method, true);
    batch(() => {
      loginStep.value = method === 'otp' ? 'code' : 'magicLink';
      announceSent(email, method);
    });
    return true;
  } catch (error) {
    emailError.value = sendErrorFor(error, email, method);
    return false;
  }
}

/** 'Resend code' / 'Resend link' from the code form or the waiting view. */
export async function resend(email: string): Promise<boolean> {
  const method = loginStep.value === 'magicLink' ? 'magicLink' : 'otp';
  try {
    await request(email, method, false);
    announceSent(email, method);
    return true;
  } catch {
    codeError.value = { key: 'error.loginGeneric' };
    return false;
  }
}

/**
 * The upgrade shared by every method: `signIn` makes the new Firebase user (null = the shopper
 * cancelled), then check-customer, then the signed-in state and after-login.
 * @throws whatever `signIn` or check-customer throw (callers map it to their error)
 */
async function upgrade(signIn: (id: Identity) => Promise<IdentityUser | null>, type: LoginType, emailHint: string): Promise<boolean> {
  const c = internals.config();
  if (!c) return false;
  const id = await internals.loadIdentity();
  const before = user.value ?? (await id.ensureUser());
  const anonUserId = before.isAnonymous ? before.uid : null;
  internals.hold();
  try {
    const signedIn = await signIn(id);
    if (!signedIn) return false;
    const email = signedIn.email ?? emailHint;
    const customer = await checkCustomer({
      shopId: c.shopId,
      customerEmail: email,
      statusId: signedIn.uid,
      anonUserId,
      acceptsMarketing: marketingChecked.value,
      countryCode: c.locale.countryCode,
    });
    const member = { ...signedIn, email: signedIn.email ?? customer.email ?? email };
    internals.remember({ uid: member.uid, customerId: customer.customerId, email: member.email });
    batch(() => {
      clearRequestCache();
      customerId.value = customer.customerId;
      user.value = member;
      loginType.value = type;
      isInitialLoginSession.value = true;
      hasLoggedIn.value = true;
      loginStep.value = 'email';
      emailError.value = null;
      codeError.value = null;
      googleError.value = null;
      announcement.value = null;
      acceptsTerms.value = null;
    });
    internals.codes.ids = [];
    internals.afterLogin({ email: member.email ?? email, customerId: customer.customerId, loginType: type });
    return true;
  } finally {
    internals.release();
  }
}

/** Checks a 4-digit code against every code id sent for this address, then signs in. */
export async function verifyCode(code: string): Promise<boolean> {
  let token: string;
  try {
    ({ token } = await validateOtc({ otp: Number(code), ids: internals.codes.ids }));
  } catch (error) {
    codeError.value = verifyErrorFor(error);
    return false;
  }
  return fail(upgrade((id) => id.signInWithToken(token), 'otp', internals.codes.email), codeError, 'error.loginGeneric');
}

/** Validates a magic link and signs in; false (nothing else) for a bad, expired or used link. */
export async function openMagicLink(codeId: string, token: string): Promise<boolean> {
  try {
    const { token: customToken } = await validateMagicLink({ codeId, token });
    return await upgrade((id) => id.signInWithToken(customToken), 'magicLink', loginEmail.value.trim());
  } catch {
    return false;
  }
}

const loadGoogle = () => import('./google');

/** Starts loading the Google chunks (google.ts, then Firebase's popup code). Never throws. */
export function preloadGoogle(): void {
  // Only the small flow chunk: Firebase's popup/redirect resolver loads when the button is pressed (issue 4).
  loadGoogle().catch(() => {});
}

/** Google by popup (redirect when the popup is blocked), then the upgrade. */
export async function google(): Promise<boolean> {
  try {
    const g = await loadGoogle();
    return await upgrade(() => g.signInWithGooglePopup(), 'google', '');
  } catch (error) {
    googleError.value = { key: (error as { key?: string }).key ?? 'error.googleFailed' };
    return false;
  }
}

/** Finishes a Google redirect sign-in when the panel starts after one (the flag is cleared first). */
export async function completeGoogleRedirect(): Promise<boolean> {
  try {
    const g = await loadGoogle();
    return await upgrade(() => g.googleRedirectResult(), 'google', '');
  } catch {
    googleError.value = { key: 'error.googleUseEmail' };
    return false;
  }
}

/** Resolves `p`; a rejection sets `on` to `key` and resolves false. */
async function fail(p: Promise<boolean>, on: Signal<FlowError | null>, key: string): Promise<boolean> {
  try {
    return await p;
  } catch {
    on.value = { key };
    return false;
  }
}

/**
 * The auth store (SPEC.md 4 'Auth', 5, 8; DESIGN.md 1 'identity', 4): who the shopper is, and the
 * emailed-code sign-in flow.
 *
 * Firebase lives in the identity chunk (src/auth/identity.ts), imported here and only here with
 * `import()`: on intent (`preloadIdentity`) or on first need (`idToken`, a sign-in). The anonymous
 * session is created on first need, never on page load. Nothing here throws into the page: flow
 * actions turn every failure into a translated error signal.
 */
import { signal, computed, batch, type Signal, type ReadonlySignal } from '@preact/signals';
import type { PageConfig } from '../config/types';
import type { IdentityUser } from '../auth/identity';
import { ApiError } from '../api/client';
import { createOtc, validateOtc } from '../api/auth';
import { checkCustomer } from '../api/member';
import { clearRequestCache } from './request-cache';
import { validateEmail } from '../lib/email';
import type { Vars } from '../i18n';

/** The Firebase user as the widget sees it. */
export interface AuthUser { uid: string; email: string | null; isAnonymous: boolean }

/** null until the identity chunk has reported (and while nobody is signed in). */
export const user: Signal<AuthUser | null> = signal<AuthUser | null>(null);
/**
 * Shopify customer id: config.customerId, then check-customer's answer (remembered in
 * localStorage for the same Firebase uid, so a persisted member stays signed in after a reload).
 */
export const customerId: Signal<string | null> = signal<string | null>(null);
/** A non-anonymous user with a customer id (SPEC.md 4 'Login visibility'). */
export const isSignedIn: ReadonlySignal<boolean> = computed(
  () => !!user.value && !user.value.isAnonymous && !!customerId.value,
);

/** A shopper-facing error: a translation key and its placeholders. */
export interface FlowError { key: string; vars?: Vars }
/** Which form the login section shows. */
export type LoginStep = 'email' | 'code';

/** 'email' (the e-mail form) or 'code' (the 4-digit code form). */
export const loginStep = signal<LoginStep>('email');
/** What the shopper typed in 'Email'; kept on every error and on Back. */
export const loginEmail = signal('');
/** The error under the e-mail form (invalid address, mail failed), or null. */
export const emailError = signal<FlowError | null>(null);
/** The error under the code form (incorrect code, too many tries, resend failed), or null. */
export const codeError = signal<FlowError | null>(null);
/** True while a code is being sent or checked. */
export const busy = signal(false);
/** Text for the polite live region, e.g. 'Code sent to {email}' (as key + vars). */
export const announcement = signal<FlowError | null>(null);

type Identity = typeof import('../auth/identity');

let config: PageConfig | null = null;
let identity: Promise<Identity> | null = null;
/** codeIds of every code sent to `codeEmail` (all of them are valid at validate-otc). */
let codeIds: string[] = [];
let codeEmail = '';
/** While an upgrade is under way, identity reports wait here so isSignedIn flips once, at the end. */
let holding = false;
let held: AuthUser | null | undefined;

/** localStorage key of the last member's `{uid, customerId, email}`, so a reload stays signed in. */
const MEMBER_KEY = 'status:member';
interface Remembered { uid: string; customerId: string; email: string | null }

function remember(value: Remembered | null): void {
  try {
    if (value) localStorage.setItem(MEMBER_KEY, JSON.stringify(value));
    else localStorage.removeItem(MEMBER_KEY);
  } catch {
    /* storage blocked: this page's memory is enough */
  }
}

function recall(uid: string): Remembered | null {
  try {
    const v = JSON.parse(localStorage.getItem(MEMBER_KEY) || 'null') as Remembered | null;
    return v && v.uid === uid && typeof v.customerId === 'string' ? v : null;
  } catch {
    return null;
  }
}

function report(u: IdentityUser | null): void {
  const prev = user.value;
  const saved = u && !u.isAnonymous ? recall(u.uid) : null;
  // custom-token users carry no e-mail in Firebase: keep the one we learned for the same uid
  const next = u && { ...u, email: u.email ?? (prev && prev.uid === u.uid ? prev.email : saved?.email ?? null) };
  if (holding) held = next;
  else
    batch(() => {
      user.value = next;
      if (saved && !customerId.value) customerId.value = saved.customerId;
    });
}

/**
 * Remembers the page config (shop, locale, Firebase config, emulator URL) and takes its
 * `customerId`. Loads nothing and makes no request.
 */
export function initAuth(pageConfig: PageConfig): void {
  config = pageConfig;
  customerId.value = pageConfig.customerId;
}

/** The config given to `initAuth`, or null before it. */
export function pageConfig(): PageConfig | null {
  return config;
}

/** Loads and starts the identity chunk once; a failed load is retried on the next call. */
function loadIdentity(): Promise<Identity> {
  if (!config) return Promise.reject(new Error('initAuth was not called'));
  const c = config;
  identity ??= import('../auth/identity').then(
    (m) => {
      m.start(c, report);
      return m;
    },
    (error) => {
      identity = null;
      throw error;
    },
  );
  return identity;
}

/**
 * Starts loading the identity chunk (on intent: pointerenter, focus, touchstart). Restores a
 * persisted user but creates no session. Never throws; failures are logged once.
 */
export function preloadIdentity(): void {
  loadIdentity().catch((error) => console.error('[status] identity', error));
}

/**
 * A fresh Firebase ID token (JWT) for the API's bearer header. Loads the identity chunk and
 * creates the anonymous session on first need.
 * @throws when the identity chunk or service is unreachable (apiCall turns that into ApiError)
 */
export async function idToken(): Promise<string> {
  return (await loadIdentity()).token();
}

function codeOf(error: unknown): { status: number; code: number | string; message: string } {
  return error instanceof ApiError
    ? { status: error.status, code: error.code, message: error.message }
    : { status: 0, code: 'unknown', message: '' };
}

/** SPEC.md 8: create-otc codes 100/102 invalid e-mail, 101 format error with the address, else mail failed. */
function sendErrorFor(error: unknown, email: string): FlowError {
  const code = Number(codeOf(error).code);
  if (code === 100 || code === 102) return { key: 'error.emailInvalid' };
  if (code === 101) return { key: 'error.emailFormat', vars: { emailAddress: email } };
  return { key: 'error.codeEmailFailed' };
}

/** SPEC.md 8: 400 incorrect code, 'Too many attempts.' (429) the attempts text, else generic. */
function verifyErrorFor(error: unknown): FlowError {
  const { status, code, message } = codeOf(error);
  if (status === 429 || code === 'too-many-attempts' || message === 'Too many attempts.') return { key: 'error.codeTooManyTries' };
  if (status === 400) return { key: 'error.codeIncorrect' };
  return { key: 'error.verifyGeneric' };
}

async function requestCode(email: string): Promise<void> {
  const me = await (await loadIdentity()).ensureUser();
  const { codeId } = await createOtc({ email, statusId: me.uid });
  if (codeEmail !== email) codeIds = [];
  codeEmail = email;
  codeIds = [...codeIds, codeId];
}

function announceSent(email: string): void {
  announcement.value = { key: 'auth.codeSent', vars: { email } };
}

/**
 * Step 1 (SPEC.md 2 'Login flow'): checks `email` (default: what was typed), then
 * `POST /authentication/create-otc` with `{email, statusId: current uid}` and moves to the code
 * form. Resolves to true when a code was sent; on failure sets `emailError` and keeps the text.
 */
export async function sendLoginCode(email: string = loginEmail.value): Promise<boolean> {
  if (busy.value) return false;
  const address = email.trim();
  const invalid = validateEmail(address);
  batch(() => {
    loginEmail.value = email;
    emailError.value = invalid && { key: invalid };
    codeError.value = null;
  });
  if (invalid) return false;
  busy.value = true;
  try {
    await requestCode(address);
    batch(() => {
      loginStep.value = 'code';
      announceSent(address);
    });
    return true;
  } catch (error) {
    emailError.value = sendErrorFor(error, address);
    return false;
  } finally {
    busy.value = false;
  }
}

/** 'Resend code': sends another code to the same address; on failure the generic login error (SPEC.md 8). */
export async function resendLoginCode(): Promise<boolean> {
  if (busy.value) return false;
  const address = loginEmail.value.trim();
  batch(() => {
    busy.value = true;
    codeError.value = null;
    announcement.value = null; // so the same text is announced again
  });
  try {
    await requestCode(address);
    announceSent(address);
    return true;
  } catch {
    codeError.value = { key: 'error.loginGeneric' };
    return false;
  } finally {
    busy.value = false;
  }
}

/** 'Back': returns to the e-mail form with the address kept. */
export function backToEmail(): void {
  batch(() => {
    loginStep.value = 'email';
    codeError.value = null;
    emailError.value = null;
    announcement.value = null;
  });
}

/** Forgets the whole flow: typed address, codes sent, errors; back to the e-mail form. */
export function resetLoginFlow(): void {
  codeIds = [];
  codeEmail = '';
  batch(() => {
    backToEmail();
    loginEmail.value = '';
    busy.value = false;
  });
}

/**
 * Step 2: `POST /authentication/validate-otc` with `{otp: Number(code), ids: codeIds}`, then
 * signInWithCustomToken(token), then `POST /member/check-customer` (statusId = new uid,
 * anonUserId = the previous anonymous uid, acceptsMarketing true, countryCode from the config).
 * On success sets `customerId`, clears the request cache and resets the flow, so `isSignedIn`
 * turns true. `code` is the 4-digit string. Resolves to true on success; on failure sets
 * `codeError` (SPEC.md 8) and resolves to false.
 */
export async function signInWithEmailCode(code: string): Promise<boolean> {
  if (busy.value || !config) return false;
  const c = config;
  batch(() => {
    busy.value = true;
    codeError.value = null;
  });
  try {
    let token: string;
    try {
      ({ token } = await validateOtc({ otp: Number(code), ids: codeIds }));
    } catch (error) {
      codeError.value = verifyErrorFor(error);
      return false;
    }
    try {
      const id = await loadIdentity();
      const before = user.value ?? (await id.ensureUser());
      const anonUserId = before.isAnonymous ? before.uid : null;
      holding = true;
      held = undefined;
      const signedIn = await id.signInWithToken(token);
      const email = signedIn.email ?? codeEmail;
      const customer = await checkCustomer({
        shopId: c.shopId,
        customerEmail: email,
        statusId: signedIn.uid,
        anonUserId,
        acceptsMarketing: true,
        countryCode: c.locale.countryCode,
      });
      const member = { ...signedIn, email: signedIn.email ?? customer.email ?? email };
      remember({ uid: member.uid, customerId: customer.customerId, email: member.email });
      batch(() => {
        clearRequestCache();
        customerId.value = customer.customerId;
        user.value = member;
        loginStep.value = 'email';
        emailError.value = null;
        announcement.value = null;
      });
      codeIds = [];
      return true;
    } catch {
      codeError.value = { key: 'error.loginGeneric' };
      return false;
    } finally {
      if (holding) {
        holding = false;
        if (held !== undefined && held?.uid !== user.value?.uid) report(held);
      }
    }
  } finally {
    busy.value = false;
  }
}

/**
 * Signs the shopper out of the widget: Firebase sign-out, customer id and request cache cleared
 * (SPEC.md 4 'Sign-out'; going to the store logout address is the caller's job). Never throws.
 */
export async function signOut(): Promise<void> {
  try {
    if (identity) await (await identity).signOutUser();
  } catch (error) {
    console.error('[status] sign-out', error);
  }
  remember(null);
  batch(() => {
    clearRequestCache();
    customerId.value = null;
    user.value = null;
    resetLoginFlow();
  });
}

/**
 * The sign-in store (docs/product.md#screens-and-parts 'Login flow', #sign-in-and-session, #validation,
 * #error-messages): the e-mail form, then a code form or a 'waiting for magic link' view, or Google. It keeps the
 * form's signals (step, address, errors, busy, consent choices). The flows themselves (src/auth/sign-in.ts, a lazy
 * chunk loaded on the first submit) return results or throw typed errors; this store turns them
 * into signals, so nothing here rejects or throws into the page. Its signals are exported
 * read-only; the actions below are the only writers.
 */
import { signal, computed, batch, type ReadonlySignal, type Signal } from '@preact/signals';
import { flowError, SignInError, type FlowError } from '../../../auth/errors';
import type { IdentityUser } from '../../../auth/identity';
import { isActive, setting } from '../../../settings/settings';
import { settingsReady } from '../../../settings/settings-ready';
import { pageConfig } from '../../../settings/config';
import { holdReports, isSignedIn, loadIdentity, user, type LoginType } from '../../../session/session';
import { signedIn } from '../../../session/session-change';
import { validateEmail } from '../../../lib/email';
import { loadOnce } from '../../../lib/load-once';
import { setRedirectPending } from '../../../auth/redirect-flag';
import { report } from '../../../lib/report';
import { fetchStoreSession } from '../../../auth/store-session';
import { route } from '../../../panel/router';

export type { FlowError };
/** Which view the login section shows: the e-mail form, the code form, or 'check your email'. */
export type LoginStep = 'email' | 'code' | 'magicLink';

const step = signal<LoginStep>('email');
export const loginStep: ReadonlySignal<LoginStep> = step;
/** What the shopper typed; null until they type (the box then shows the store customer's address). */
const typed = signal<string | null>(null);
/** The text in 'Email': what the shopper typed, kept on every error and on Back; else the store customer's address. */
export const loginEmail = computed(() => typed.value ?? pageConfig.value?.customerEmail ?? '');
const emailErr = signal<FlowError | null>(null);
/** The error under the e-mail form (invalid address, mail failed), or null. */
export const emailError: ReadonlySignal<FlowError | null> = emailErr;
const codeErr = signal<FlowError | null>(null);
/** The error under the code form or the waiting view (incorrect code, resend failed), or null. */
export const codeError: ReadonlySignal<FlowError | null> = codeErr;
const googleErr = signal<FlowError | null>(null);
/** The error under 'Continue with Google', or null. */
export const googleError: ReadonlySignal<FlowError | null> = googleErr;
const saveEmailErr = signal<FlowError | null>(null);
/** 'Unable to save email address. Try again later.' when POST /member/unverified failed; never blocks the flow. */
export const saveEmailError: ReadonlySignal<FlowError | null> = saveEmailErr;
const working = signal<boolean>(false);
/** True while the merchant's settings are awaited, a code or link is sent or checked, or Google signs in. */
export const busy: ReadonlySignal<boolean> = working;
const announce = signal<FlowError | null>(null);
/** Text for the polite live region, e.g. 'Code sent to {email}' (as key + vars). */
export const announcement: ReadonlySignal<FlowError | null> = announce;
const marketing = signal<boolean | null>(null);
/** The marketing checkbox as the shopper set it; null = the setting's default. */
export const acceptsMarketing: ReadonlySignal<boolean | null> = marketing;
const terms = signal<boolean | null>(null);
/** The terms checkbox as the shopper set it; null = the setting's default. */
export const acceptsTerms: ReadonlySignal<boolean | null> = terms;

/**
 * The marketing checkbox: default on unless `acceptsMarketingToggle.enabledByDefault` is false
 * (docs/product.md#validation).
 */
export const marketingChecked = computed(() => acceptsMarketing.value ?? setting('acceptsMarketingToggle').enabledByDefault !== false);
/** The terms checkbox: default from `acceptsTermsToggle.enabledByDefault` (docs/product.md#validation). */
export const termsChecked = computed(() => acceptsTerms.value ?? setting('acceptsTermsToggle').enabledByDefault === true);
/**
 * docs/product.md#validation: Continue is disabled while a required marketing box or a shown terms box is unchecked.
 */
export const submitBlocked = computed(
  () =>
    (isActive('acceptsMarketingToggle') && setting('acceptsMarketingToggle').required === true && !marketingChecked.value) ||
    (isActive('acceptsTermsToggle') && !termsChecked.value),
);

/** 'magicLink' when `authMethod.method` says so, else 'otp' (the spec default). */
export const loginMethod = (): 'otp' | 'magicLink' => (setting('authMethod').method === 'magicLink' ? 'magicLink' : 'otp');

/** True when settings offer Google sign-in (`signInMethods`: active, google flag); the browser check is the button's. */
export const googleOffered = (): boolean => isActive('signInMethods') && !!setting('signInMethods').google;

/** codeIds of every code sent to `email` (all of them are valid at validate-otc). */
let codes = { email: '', ids: [] as string[] };

const flows = loadOnce(() => import('../../../auth/sign-in'));
const google = loadOnce(() => import('../../../auth/google'));

/** Starts loading the sign-in flows (e.g. when the e-mail box gets focus). Never throws. */
export function preloadSignIn(): void {
  flows().catch(() => {});
}

/**
 * Loads identity, the flows and the Google flow (pointerenter/focus of the Google button), so the
 * popup opens within the press; Firebase's popup code waits for the press. Loading identity
 * restores a persisted user but creates no session. Never throws; failures are logged.
 */
export function preloadGoogle(): void {
  loadIdentity().catch((error) => report(error, 'identity'));
  preloadSignIn();
  google().catch(() => {});
}

/**
 * Runs `action` while `busy`; any failure shows its docs/product.md#error-messages message (or `fallback`, the
 * generic login error by default) in `on`. Resolves to the action's result, false on failure or when busy already.
 */
async function run(action: () => Promise<boolean>, on: Signal<FlowError | null>, guard = true, fallback = 'error.loginGeneric'): Promise<boolean> {
  if (guard && busy.value) return false;
  working.value = true;
  try {
    return await action();
  } catch (error) {
    on.value = flowError(error, fallback);
    return false;
  } finally {
    working.value = false;
  }
}

/** The page to come back to from a magic link: this address without its #fragment. */
const returnUrl = (): string => location.href.split('#')[0];

/** Sends a code or a link to `email` with the current uid as statusId; remembers the code id. */
async function send(email: string, method: 'otp' | 'magicLink', first: boolean): Promise<void> {
  const [f, id] = await Promise.all([flows(), loadIdentity()]);
  const me = await id.ensureUser();
  if (first && me.isAnonymous) {
    saveEmailErr.value = null;
    void f.saveUnverified(email).then((ok) => {
      if (!ok) saveEmailErr.value = { key: 'error.saveEmail' };
    });
  }
  const codeId = await f.sendCode(email, me.uid, method, returnUrl());
  if (method === 'otp') codes = { email, ids: codes.email === email ? [...codes.ids, codeId] : [codeId] };
  announce.value = { key: method === 'otp' ? 'auth.codeSent' : 'auth.linkSent', vars: { email } };
}

/**
 * Continue (docs/product.md#screens-and-parts 'Login flow'): checks `email` (default: what was typed), waits for the
 * merchant's settings (busy meanwhile; at most SETTINGS_WAIT_MS, then the spec default), then
 * sends a 4-digit code (`authMethod` 'otp') or a magic link ('magicLink'), with
 * `{email, statusId: current uid}`. A guest's address is also saved with POST /member/unverified.
 * Resolves to true when sent (the code form or the waiting view shows); on failure sets
 * `emailError` (docs/product.md#error-messages) and keeps the text. Does nothing while Continue is disabled.
 */
export async function sendLoginCode(email: string = loginEmail.value): Promise<boolean> {
  if (busy.value || submitBlocked.value) return false;
  const address = email.trim();
  const invalid = validateEmail(address);
  batch(() => {
    typed.value = email;
    emailErr.value = invalid && { key: invalid };
    codeErr.value = null;
    googleErr.value = null;
  });
  if (invalid) return false;
  return run(async () => {
    await settingsReady(); // never decide the method before the merchant's settings arrive
    if (submitBlocked.value) return false; // the settings asked for a box to be checked
    const method = loginMethod();
    await send(address, method, true);
    step.value = method === 'otp' ? 'code' : 'magicLink';
    return true;
  }, emailErr);
}

/** Typing in 'Email': keeps the text and clears an error about the previous text. */
export function editEmail(text: string): void {
  batch(() => {
    typed.value = text;
    emailErr.value = null;
  });
}

/**
 * 'Resend code' / 'Resend link': sends again to the same address; on failure the generic login error
 * (docs/product.md#error-messages).
 */
export function resendLoginCode(): Promise<boolean> {
  batch(() => {
    codeErr.value = null;
    announce.value = null; // so the same text is announced again
  });
  const method = loginStep.value === 'magicLink' ? 'magicLink' : 'otp';
  return run(async () => {
    try {
      await send(loginEmail.value.trim(), method, false);
    } catch {
      // docs/product.md#error-messages: a failed resend shows the generic login error, whatever the cause.
      throw new SignInError('error.loginGeneric');
    }
    return true;
  }, codeErr);
}

/**
 * The upgrade shared by every method: `signIn` makes the new Firebase user (null = cancelled),
 * check-customer links it to the store customer (with the previous anonymous uid and the
 * marketing choice), then the session is signed in, the form reset and after-login started.
 */
async function finish(signIn: (id: Awaited<ReturnType<typeof loadIdentity>>) => Promise<IdentityUser | null>, type: LoginType, emailHint: string): Promise<boolean> {
  const c = pageConfig.value;
  if (!c) return false;
  const [f, id] = await Promise.all([flows(), loadIdentity()]);
  const before = user.value ?? (await id.ensureUser());
  holdReports(true);
  try {
    const done = await f.checkIn(() => signIn(id), {
      shopId: c.shopId,
      countryCode: c.locale.countryCode,
      anonUserId: before.isAnonymous ? before.uid : null,
      acceptsMarketing: marketingChecked.value,
      emailHint,
    });
    if (!done) return false;
    // where the shopper signed in, before they can move on while after-login's chunk loads
    const at = route.value;
    batch(() => {
      signedIn(done.member, done.customerId, type);
      resetLoginFlow();
    });
    const email = done.member.email ?? emailHint;
    import('./after-login')
      .then((m) => m.afterLogin({ email, customerId: done.customerId, loginType: type, isInitialLogin: true, route: at }))
      .catch((error) => report(error, 'after-login'));
    return true;
  } finally {
    holdReports();
  }
}

/**
 * Step 2 of the code flow: validate-otc with every code id sent, then the upgrade. `code` is the
 * 4-digit string. Resolves to true when signed in; on failure sets `codeError` (docs/product.md#error-messages).
 */
export function signInWithEmailCode(code: string): Promise<boolean> {
  codeErr.value = null;
  return run(async () => {
    const token = await (await flows()).verifyCode(code, codes.ids);
    return finish((id) => id.signInWithToken(token), 'otp', codes.email);
  }, codeErr);
}

/**
 * Opens a magic link (route `magic-link:{codeId}+{token}`): validate-magic-link, then the
 * upgrade. Resolves to true when signed in, false for a bad, expired or used link (the screen
 * then shows 'Could not log into your account').
 */
export function signInWithMagicLink(codeId: string, token: string): Promise<boolean> {
  return run(async () => {
    const custom = await (await flows()).verifyLink(codeId, token);
    return finish((id) => id.signInWithToken(custom), 'magicLink', loginEmail.value.trim());
  }, codeErr, false);
}

/**
 * 'Continue with Google': a popup, or a full-page redirect when the popup is blocked. Resolves to
 * true when signed in; a closed popup shows nothing; failures set `googleError` (docs/product.md#error-messages).
 */
export function signInWithGoogle(): Promise<boolean> {
  googleErr.value = null;
  return run(async () => {
    const g = await google();
    return finish(() => g.signInWithGooglePopup(), 'google', '');
  }, googleErr, true, 'error.googleFailed');
}

/** Finishes a Google redirect sign-in when the panel starts after one (the flag is cleared first). */
export async function completeGoogleRedirect(): Promise<boolean> {
  const ok = await run(async () => {
    const g = await google().catch((error: unknown) => {
      setRedirectPending(false); // the next page must not try again and again
      throw error;
    });
    return finish(() => g.googleRedirectResult(), 'google', '');
  }, googleErr, false);
  // The redirect was the fallback (docs/product.md#error-messages)
  if (googleError.value) googleErr.value = { key: 'error.googleUseEmail' };
  return ok;
}

const fromStore = signal<'pending' | 'failed' | 'done' | null>(null);
/**
 * Signing in from the store session: 'pending' while the app proxy and the upgrade run
 * (the login section says 'Signing you in…' instead of the form), 'failed' once refused (the
 * form shows, with the store customer's address in 'Email'), 'done' once signed in; null before.
 */
export const storeSignIn: ReadonlySignal<'pending' | 'failed' | 'done' | null> = fromStore;

/**
 * Signs in the store's signed-in customer without a code: when the page's store
 * session has a customer (`customerId` in the config block) and the widget has none, the app
 * proxy's custom token (src/auth/store-session.ts), then the same upgrade as every sign-in
 * (check-customer, session, after-login). Once per page; not for a returning member whose
 * Firebase session is still being restored (that session wins, with no second sign-in). Resolves
 * to true when signed in; a refusal (forged or stale signature: 401; unknown customer: 404;
 * offline) is reported, not shown, and leaves the sign-in form. Never rejects.
 */
export async function signInFromStore(): Promise<boolean> {
  const c = pageConfig.value;
  if (storeSignIn.value || !c?.customerId || isSignedIn.value) return false;
  // the shopper is already signing in by hand: theirs wins, and the form stays
  fromStore.value = busy.value ? 'failed' : 'pending';
  if (busy.value) return false;
  working.value = true;
  let ok = false;
  let restored = false;
  try {
    // a returning member's Firebase session may still be restoring: theirs wins, no second sign-in
    const now = await (await loadIdentity()).currentIdentity();
    restored = !!now && !now.isAnonymous;
    if (!restored) {
      const s = await fetchStoreSession();
      ok = await finish((id) => id.signInWithToken(s.customToken), 'store', s.email);
    }
  } catch (error) {
    report(error, 'store-session', { shopId: c.shopId });
  } finally {
    working.value = false;
    fromStore.value = ok || restored ? 'done' : 'failed';
  }
  return ok;
}

/** 'Back': returns to the e-mail form with the address kept. */
export function backToEmail(): void {
  batch(() => {
    step.value = 'email';
    codeErr.value = null;
    emailErr.value = null;
    announce.value = null;
  });
}

/** The marketing checkbox was set (`on`) or cleared by the shopper. */
export function setAcceptsMarketing(on: boolean): void {
  marketing.value = on;
}

/** The terms checkbox was set (`on`) or cleared by the shopper. */
export function setAcceptsTerms(on: boolean): void {
  terms.value = on;
}

/** Forgets the whole flow: typed address, codes sent, errors, choices; back to the e-mail form. */
export function resetLoginFlow(): void {
  codes = { email: '', ids: [] };
  batch(() => {
    backToEmail();
    typed.value = null;
    googleErr.value = null;
    saveEmailErr.value = null;
    marketing.value = null;
    terms.value = null;
  });
}

/** The whole flow forgotten and no sign-in from the store session tried: a fresh page for each test (the app tries that once per page). */
export function resetForTests(): void {
  fromStore.value = null;
  resetLoginFlow();
}

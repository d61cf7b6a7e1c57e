/**
 * The auth store (SPEC.md 3 'Auth state', 4 'Auth', 5, 8; DESIGN.md 1 'identity', 4): who the
 * shopper is, and the state of the sign-in flow (e-mail form, then a code form or a 'waiting for
 * magic link' view; or Google).
 *
 * Kept small because it ships with the panel: signals, the e-mail check, and thin actions. The
 * flows themselves (code, magic link, Google, the upgrade with check-customer) live in the lazy
 * chunk src/auth/sign-in.ts, loaded on the first submit (preloaded when the e-mail box gets
 * focus). Firebase lives in the identity chunk (src/auth/identity.ts), imported only with
 * `import()`: on intent (`preloadIdentity`) or on first need. Nothing here throws into the page:
 * actions turn every failure into a translated error signal.
 */
import { signal, computed, batch, type Signal, type ReadonlySignal } from '@preact/signals';
import type { PageConfig } from '../config/types';
import type { IdentityUser } from '../auth/identity';
import { clearRequestCache } from './request-cache';
import { isActive, setting } from './settings';
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
/** Which view the login section shows: the e-mail form, the code form, or 'check your email'. */
export type LoginStep = 'email' | 'code' | 'magicLink';
/** How the shopper signed in (SPEC.md 3). */
export type LoginType = 'otp' | 'magicLink' | 'google';

export const loginStep = signal<LoginStep>('email');
/** What the shopper typed in 'Email'; kept on every error and on Back. */
export const loginEmail = signal('');
/** The error under the e-mail form (invalid address, mail failed), or null. */
export const emailError = signal<FlowError | null>(null);
/** The error under the code form or the waiting view (incorrect code, resend failed), or null. */
export const codeError = signal<FlowError | null>(null);
/** The error under 'Continue with Google', or null. */
export const googleError = signal<FlowError | null>(null);
/** 'Unable to save email address. Try again later.' when POST /member/unverified failed; never blocks the flow. */
export const saveEmailError = signal<FlowError | null>(null);
/** True while a code or link is being sent or checked, or Google is signing in. */
export const busy = signal(false);
/** Text for the polite live region, e.g. 'Code sent to {email}' (as key + vars). */
export const announcement = signal<FlowError | null>(null);

// SPEC.md 3 'Auth state'
/** How the current member signed in this session; null for guests and restored sessions. */
export const loginType = signal<LoginType | null>(null);
/** The marketing checkbox as the shopper set it; null = the setting's default. */
export const acceptsMarketing = signal<boolean | null>(null);
/** The terms checkbox as the shopper set it; null = the setting's default. */
export const acceptsTerms = signal<boolean | null>(null);
/** True after a sign-in in this page (not for a restored session). */
export const isInitialLoginSession = signal(false);
/** True while a member session is known (this page or remembered), so a missing one is re-checked. */
export const hasLoggedIn = signal(false);
/** An address to start the e-mail form with (the store customer's, or the one a magic link was for). */
export const prefilledEmail = signal('');

/** The marketing checkbox: default on unless `acceptsMarketingToggle.enabledByDefault` is false (SPEC.md 5). */
export const marketingChecked = computed(() => acceptsMarketing.value ?? setting('acceptsMarketingToggle').enabledByDefault !== false);
/** The terms checkbox: default from `acceptsTermsToggle.enabledByDefault` (SPEC.md 5). */
export const termsChecked = computed(() => acceptsTerms.value ?? setting('acceptsTermsToggle').enabledByDefault === true);
/** SPEC.md 5: Continue is disabled while a required marketing box or a shown terms box is unchecked. */
export const submitBlocked = computed(
  () =>
    (isActive('acceptsMarketingToggle') && setting('acceptsMarketingToggle').required === true && !marketingChecked.value) ||
    (isActive('acceptsTermsToggle') && !termsChecked.value),
);

/** 'magicLink' when `authMethod.method` says so, else 'otp' (the default). */
export const loginMethod = (): 'otp' | 'magicLink' => (setting('authMethod').method === 'magicLink' ? 'magicLink' : 'otp');

/** True when settings offer Google sign-in (`signInMethods`: active, google flag); the browser check is the button's. */
export const googleOffered = (): boolean => isActive('signInMethods') && !!setting('signInMethods').google;

type Identity = typeof import('../auth/identity');
type Flow = typeof import('../auth/sign-in');

let config: PageConfig | null = null;
let identity: Promise<Identity> | null = null;
let flow: Promise<Flow> | null = null;
/** codeIds of every code sent to `email` (all of them are valid at validate-otc). */
const codes = { ids: [] as string[], email: '' };
/** While an upgrade is under way, identity reports wait here so isSignedIn flips once, at the end. */
let holding = false;
let held: AuthUser | null | undefined;
let recheck: ReturnType<typeof setTimeout> | undefined;

/** localStorage key of the last member's `{uid, customerId, email}`, so a reload stays signed in. */
const MEMBER_KEY = 'status:member';
/** sessionStorage flag set before a Google redirect sign-in (the launcher opens the panel when it is set). */
export const REDIRECT_FLAG = 'status:auth-redirect';
interface Remembered { uid: string; customerId: string; email: string | null }

function remember(value: Remembered | null): void {
  try {
    if (value) localStorage.setItem(MEMBER_KEY, JSON.stringify(value));
    else localStorage.removeItem(MEMBER_KEY);
  } catch {
    /* storage blocked: this page's memory is enough */
  }
}

function recall(uid?: string): Remembered | null {
  try {
    const v = JSON.parse(localStorage.getItem(MEMBER_KEY) || 'null') as Remembered | null;
    return v && (!uid || v.uid === uid) && typeof v.customerId === 'string' ? v : null;
  } catch {
    return null;
  }
}

/** True when the Google redirect flag is set in this tab. */
function redirectPending(): boolean {
  try {
    return sessionStorage.getItem(REDIRECT_FLAG) === '1';
  } catch {
    return false;
  }
}

/**
 * Takes an identity report. A missing member session (no user, or a guest, while `hasLoggedIn`)
 * is not believed at once: identity is asked again once after 2,000 ms (SPEC.md 4, 9), and only
 * that answer (`final`) signs the shopper out.
 */
function report(u: IdentityUser | null, final = false): void {
  if (holding) {
    held = u;
    return;
  }
  if ((!u || u.isAnonymous) && hasLoggedIn.value) {
    if (!final) {
      recheck ??= setTimeout(() => {
        recheck = undefined;
        (identity ?? Promise.reject(new Error('no identity')))
          .then((m) => m.currentIdentity())
          .then((now) => report(now, true), () => report(u, true));
      }, 2000);
      return;
    }
    remember(null);
    batch(() => {
      hasLoggedIn.value = false;
      customerId.value = config?.customerId ?? null;
    });
  }
  clearTimeout(recheck);
  recheck = undefined;
  const prev = user.value;
  const saved = u && !u.isAnonymous ? recall(u.uid) : null;
  // custom-token users carry no e-mail in Firebase: keep the one we learned for the same uid
  const next = u && { ...u, email: u.email ?? (prev && prev.uid === u.uid ? prev.email : saved?.email ?? null) };
  batch(() => {
    user.value = next;
    if (saved) {
      hasLoggedIn.value = true;
      if (!customerId.value) customerId.value = saved.customerId;
    }
  });
}

/**
 * Remembers the page config (shop, locale, Firebase config, emulator URL), takes its
 * `customerId` and `customerEmail` (prefilled in the e-mail form). Loads nothing and makes no
 * request, unless a Google redirect sign-in is pending in this tab (`status:auth-redirect`): then
 * it completes that sign-in.
 */
export function initAuth(pageConfig: PageConfig): void {
  config = pageConfig;
  batch(() => {
    customerId.value = pageConfig.customerId;
    hasLoggedIn.value = !!recall();
    prefilledEmail.value = pageConfig.customerEmail ?? '';
    if (!loginEmail.value) loginEmail.value = prefilledEmail.value;
  });
  if (redirectPending()) void run((f) => f.completeGoogleRedirect(), false);
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

/** Loads the sign-in flows chunk once; a failed load is retried on the next call. */
function loadFlow(): Promise<Flow> {
  flow ??= import('../auth/sign-in').catch((error) => {
    flow = null;
    throw error;
  });
  return flow;
}

/** Starts loading the sign-in flows (e.g. when the e-mail box gets focus). Never throws. */
export function preloadSignIn(): void {
  loadFlow().catch(() => {});
}

/** Loads identity and the sign-in flows (on pointerenter/focus of the Google button); Firebase's popup code waits for the press. Never throws. */
export function preloadGoogle(): void {
  preloadIdentity();
  loadFlow().then((f) => f.preloadGoogle(), () => {});
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

/** Hands src/auth/sign-in.ts what it needs of this store. Not for screens. */
export const internals = {
  codes,
  config: (): PageConfig | null => config,
  loadIdentity,
  remember,
  /** Holds identity reports until `release` (so isSignedIn flips once, after check-customer). */
  hold(): void {
    holding = true;
    held = undefined;
  },
  release(): void {
    if (!holding) return;
    holding = false;
    if (held !== undefined && held?.uid !== user.value?.uid) report(held);
  },
  /** SPEC.md 4: after every sign-in, after-login runs (store login, redirects, reloads); never awaited. */
  afterLogin(ctx: { email: string; customerId: string; loginType: LoginType }): void {
    import('../auth/after-login')
      .then((m) => m.afterLogin({ ...ctx, isInitialLogin: true }))
      .catch((error) => console.error('[status] after login', error));
  },
};

/**
 * Runs a flow of the sign-in chunk while `busy`; a chunk that cannot load shows the generic login
 * error on the current view (`on`: the e-mail form or the code/waiting view).
 */
async function run(action: (f: Flow) => Promise<boolean>, guard = true, on: Signal<FlowError | null> = codeError): Promise<boolean> {
  if (guard && busy.value) return false;
  busy.value = true;
  try {
    return await action(await loadFlow());
  } catch {
    on.value = { key: 'error.loginGeneric' };
    return false;
  } finally {
    busy.value = false;
  }
}

/**
 * Step 1 (SPEC.md 2 'Login flow'): checks `email` (default: what was typed), then sends a 4-digit
 * code (`authMethod` 'otp', the default: POST create-otc, then the code form) or a magic link
 * ('magicLink': POST create-magic-link with the page address, then 'check your email'), with
 * `{email, statusId: current uid}`. A guest's address is also saved with POST /member/unverified.
 * Resolves to true when sent; on failure sets `emailError` (SPEC.md 8) and keeps the text.
 * Does nothing while Continue is disabled (`submitBlocked`).
 */
export async function sendLoginCode(email: string = loginEmail.value): Promise<boolean> {
  if (busy.value || submitBlocked.value) return false;
  const address = email.trim();
  const invalid = validateEmail(address);
  batch(() => {
    loginEmail.value = email;
    emailError.value = invalid && { key: invalid };
    codeError.value = null;
    googleError.value = null;
  });
  return !invalid && run((f) => f.send(address), true, emailError);
}

/** 'Resend code' / 'Resend link': sends again to the same address; on failure the generic login error (SPEC.md 8). */
export function resendLoginCode(): Promise<boolean> {
  batch(() => {
    codeError.value = null;
    announcement.value = null; // so the same text is announced again
  });
  return run((f) => f.resend(loginEmail.value.trim()));
}

/**
 * Step 2 of the code flow: validate-otc with every code id sent, then the upgrade (custom token,
 * check-customer with the anonymous uid and the marketing choice, after-login). `code` is the
 * 4-digit string. Resolves to true when signed in; on failure sets `codeError` (SPEC.md 8).
 */
export function signInWithEmailCode(code: string): Promise<boolean> {
  codeError.value = null;
  return run((f) => f.verifyCode(code));
}

/**
 * Opens a magic link (route `magic-link:{codeId}+{token}`): validate-magic-link, then the
 * upgrade. Resolves to true when signed in, false for a bad, expired or used link (the screen
 * then shows 'Could not log into your account').
 */
export function signInWithMagicLink(codeId: string, token: string): Promise<boolean> {
  return run((f) => f.openMagicLink(codeId, token), false);
}

/**
 * 'Continue with Google': a popup, or a full-page redirect when the popup is blocked. Resolves to
 * true when signed in; a closed popup shows nothing; failures set `googleError` (SPEC.md 8).
 */
export function signInWithGoogle(): Promise<boolean> {
  googleError.value = null;
  return run((f) => f.google(), true, googleError);
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

/** Forgets the whole flow: typed address, codes sent, errors, choices; back to the e-mail form. */
export function resetLoginFlow(): void {
  codes.ids = [];
  codes.email = '';
  batch(() => {
    backToEmail();
    loginEmail.value = prefilledEmail.value;
    googleError.value = null;
    saveEmailError.value = null;
    acceptsMarketing.value = null;
    acceptsTerms.value = null;
    busy.value = false;
  });
}

/**
 * Signs the shopper out of the widget: Firebase sign-out, customer id and request cache cleared
 * (SPEC.md 4 'Sign-out'; going to the store logout address is the caller's job). Never throws.
 */
export async function signOut(): Promise<void> {
  // not a missing session: no re-check
  hasLoggedIn.value = false;
  clearTimeout(recheck);
  recheck = undefined;
  remember(null);
  try {
    if (identity) await (await identity).signOutUser();
  } catch (error) {
    console.error('[status] sign-out', error);
  }
  batch(() => {
    clearRequestCache();
    customerId.value = null;
    user.value = null;
    loginType.value = null;
    isInitialLoginSession.value = false;
    resetLoginFlow();
  });
}

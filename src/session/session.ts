/**
 * The session store (docs/product.md#sign-in-records 'Auth state', #sign-in-and-session;
 * docs/architecture.md#what-loads-when 'identity', #state): who the shopper is: `user`, `customerId`, `hasLoggedIn`;
 * how the member signed in this page (`loginType`, `isInitialLoginSession`) is session-change.ts's, which signs in and
 * out and is split off so the panel entry does not carry it. Firebase lives in the identity chunk
 * (src/auth/identity.ts), loaded on intent or first need; a missing member session is re-checked once after 2,000 ms
 * before it signs the shopper out. The sign-in form's state is another store (features/sign-in/state/sign-in.ts).
 *
 * The signals are exported read-only and written only here (lib/writable.ts).
 */
import { signal, computed, batch, type ReadonlySignal } from '@preact/signals';
import type { Writable } from '../lib/writable';
import type { IdentityUser } from '../auth/identity';
import { pageConfig } from '../settings/config';
import { loadOnce } from '../lib/load-once';

/** The Firebase user as the widget sees it. */
export type AuthUser = IdentityUser;
/**
 * How the shopper signed in (docs/product.md#data; 'store': recognised from the store session through the app proxy).
 */
export type LoginType = 'otp' | 'magicLink' | 'google' | 'store';

/** The auth re-check delay in ms (docs/product.md#limits). */
export const RECHECK_MS = 2000;

/** null until the identity chunk has reported (and while nobody is signed in). */
export const user: ReadonlySignal<AuthUser | null> = signal(null);
/**
 * Shopify customer id: the page's `customerId`, then check-customer's answer (remembered in
 * localStorage for the same Firebase uid, so a persisted member stays signed in after a reload).
 */
export const customerId: ReadonlySignal<string | null> = signal(null);
/** A non-anonymous user with a customer id (docs/product.md#sign-in-and-session). */
export const isSignedIn: ReadonlySignal<boolean> = computed(() => !!user.value && !user.value.isAnonymous && !!customerId.value);
/** True while a member session is known (this page or remembered), so a missing one is re-checked. */
export const hasLoggedIn: ReadonlySignal<boolean> = signal(false);

/** localStorage key of the last member's `{uid, customerId, email}`, so a reload stays signed in. */
const MEMBER_KEY = 'status:member';
interface Remembered { uid: string; customerId: string; email: string | null }

/** Stores (or with null forgets) the member for the next page; for session-change.ts. */
export function remember(value: Remembered | null): void {
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

/** True while identity reports are held (holdReports). */
let holding = false;
/** The last identity report that arrived while holding; undefined: none yet. */
let heldReport: AuthUser | null | undefined;
let recheck: ReturnType<typeof setTimeout> | undefined;

/** Cancels a pending re-check of a missing member session. */
function stopRecheck(): void {
  clearTimeout(recheck);
  recheck = undefined;
}

/**
 * `holdReports(true)` holds identity reports while a sign-in or sign-out is under way, so
 * isSignedIn flips once, at its end; `holdReports()` ends the hold and takes a report that
 * arrived meanwhile for another user.
 */
export const holdReports = (on?: boolean): void => {
  const last = heldReport;
  holding = !!on;
  heldReport = undefined;
  if (!on && last !== undefined && last?.uid !== user.value?.uid) takeIdentity(last);
};

/**
 * Sets who is signed in: `member` with Shopify customer `id` (a member session), or nobody
 * (null, null). For session-change.ts, which signs in and out.
 */
export const setMember = (member: AuthUser | null, id: string | null): void =>
  batch(() => {
    (customerId as Writable<typeof customerId>).value = id;
    (user as Writable<typeof user>).value = member;
    (hasLoggedIn as Writable<typeof hasLoggedIn>).value = !!member;
  });

/**
 * Takes an identity report. A missing member session (no user, or a guest, while `hasLoggedIn`)
 * is not believed at once: identity is asked again once after RECHECK_MS, and only that answer
 * (`final`) signs the shopper out.
 */
export function takeIdentity(u: AuthUser | null, final = false): void {
  if (holding) {
    heldReport = u;
    return;
  }
  if ((!u || u.isAnonymous) && hasLoggedIn.value) {
    if (!final) {
      recheck ??= setTimeout(() => {
        recheck = undefined;
        loadIdentity()
          .then((m) => m.currentIdentity())
          .then((now) => takeIdentity(now, true), () => takeIdentity(u, true));
      }, RECHECK_MS);
      return;
    }
    remember(null);
    batch(() => {
      (hasLoggedIn as Writable<typeof hasLoggedIn>).value = false;
      (customerId as Writable<typeof customerId>).value = pageConfig.value?.customerId ?? null;
    });
  }
  stopRecheck();
  const prev = user.value;
  const saved = u && !u.isAnonymous ? recall(u.uid) : null;
  // custom-token users carry no e-mail in Firebase: keep the one we learned for the same uid
  const next = u && { ...u, email: u.email ?? (prev && prev.uid === u.uid ? prev.email : saved?.email ?? null) };
  batch(() => {
    (user as Writable<typeof user>).value = next;
    if (saved) {
      (hasLoggedIn as Writable<typeof hasLoggedIn>).value = true;
      if (!customerId.value) (customerId as Writable<typeof customerId>).value = saved.customerId;
    }
  });
}

/**
 * Takes the page's store customer (`pageConfig.customerId`) and whether a member is remembered.
 * Call once per page, after setPageConfig (the panel entry does): later hash changes and reopens
 * keep the session. Loads nothing, makes no request.
 */
export const startSession = (): void =>
  batch(() => {
    (customerId as Writable<typeof customerId>).value = pageConfig.value?.customerId ?? null;
    (hasLoggedIn as Writable<typeof hasLoggedIn>).value = !!recall();
  });

/**
 * The identity chunk, loaded and started once (the page config must be set); a failed load is
 * retried on the next call.
 */
export const loadIdentity = loadOnce(async () => {
  const config = pageConfig.value;
  if (!config) throw new Error('no page config');
  const m = await import('../auth/identity');
  m.start(config, takeIdentity);
  return m;
});

/**
 * A fresh Firebase ID token (JWT) for the API's bearer header. Loads the identity chunk and
 * creates the anonymous session on first need.
 * @throws when the identity chunk or service is unreachable (apiCall turns that into ApiError)
 */
export async function idToken(): Promise<string> {
  return (await loadIdentity()).token();
}

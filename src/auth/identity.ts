/**
 * The identity chunk (docs/architecture.md#what-loads-when 'identity', docs/product.md#sign-in-and-session):
 * firebase/auth behind a few plain functions. Loaded ONLY by `import('../auth/identity')` in src/session/session.ts, on
 * first need or on intent; nothing imports it statically, so Firebase never lands in the launcher or panel chunk.
 *
 * Static named imports only: a destructured dynamic `import('firebase/auth')` is not tree-shaken
 * (docs/toolchain.md#firebase-auth-in-a-lazy-chunk). `initializeAuth` without a popup/redirect
 * resolver keeps the chunk near the smallest firebase/auth makes (its budget: perf/budgets.json);
 * the Google popup resolver is a separate chunk loaded by the Google button only
 * (src/auth/google-popup.ts, via src/auth/google.ts).
 *
 * Nothing here throws into the page: `start` swallows setup failures (the functions below then
 * reject), and every other export returns a promise that may reject, which callers catch.
 */
import { initializeApp } from 'firebase/app';
import {
  initializeAuth,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  connectAuthEmulator,
  signInAnonymously,
  signInWithCustomToken,
  onAuthStateChanged,
  signOut,
  type Auth,
  type Persistence,
  type User,
} from 'firebase/auth';
import type { PageConfig } from '../settings/types';
import type { FlowError } from './errors';
import { report } from '../lib/report';

/** What the widget needs of a Firebase user (`AuthUser` in src/session/session.ts). */
export interface IdentityUser { uid: string; email: string | null; isAnonymous: boolean }

let auth: Auth | null = null;
let anonymous: Promise<User> | null = null;

const toUser = (u: User): IdentityUser => ({ uid: u.uid, email: u.email, isAnonymous: u.isAnonymous });

/**
 * `p`, with Firebase's network failure (the identity service unreachable: refused, aborted or past
 * Firebase's own 30 s timeout) turned into the sign-in error that says so, which the
 * sign-in store shows where the shopper acted (src/auth/errors.ts `flowError` reads its `key`).
 */
const reach = <T>(p: Promise<T>): Promise<T> =>
  p.catch((e: { code?: unknown } | null) => {
    throw e?.code === 'auth/network-request-failed' ? ({ key: 'error.identityUnreachable' } satisfies FlowError) : e;
  });

function setup(config: PageConfig, name: string, persistence: Persistence[]): Auth {
  const a = initializeAuth(initializeApp(config.firebase, name), { persistence });
  if (config.authEmulatorUrl) connectAuthEmulator(a, config.authEmulatorUrl, { disableWarnings: true });
  return a;
}

/**
 * Initializes Firebase (a named app 'status', so a store's own Firebase app is untouched) with
 * IndexedDB persistence, falling back to memory when IndexedDB is missing or fails, and reports
 * every auth state change to `onUser` (null while signed out). Creates NO session. Idempotent.
 */
export function start(config: PageConfig, onUser: (user: IdentityUser | null) => void): void {
  if (auth) return;
  try {
    // Firebase uses the first persistence that is available, so memory is the built-in fallback.
    auth = setup(config, 'status', [indexedDBLocalPersistence, inMemoryPersistence]);
  } catch (error) {
    try {
      auth = setup(config, 'status-memory', [inMemoryPersistence]);
    } catch {
      report(error, 'identity');
      return;
    }
  }
  onAuthStateChanged(auth, (u) => onUser(u && toUser(u)), () => onUser(null));
}

function ready(): Auth {
  if (!auth) throw new Error('identity not started');
  return auth;
}

/** The signed-in Firebase user; creates the anonymous session on first need (once, even when called concurrently). */
async function currentUser(): Promise<User> {
  const a = ready();
  await a.authStateReady(); // a persisted user wins over a new anonymous one
  if (a.currentUser) return a.currentUser;
  anonymous ??= signInAnonymously(a).then(
    (cred) => cred.user,
    (error) => {
      anonymous = null; // let the next call retry
      throw error;
    },
  );
  return anonymous;
}

/**
 * A fresh Firebase ID token (JWT) for the API's bearer header; signs in anonymously first when
 * nobody is signed in. Rejects when the identity service cannot be reached.
 */
export async function token(): Promise<string> {
  return (await currentUser()).getIdToken();
}

/**
 * The current user after creating the anonymous session if needed (its uid is the `statusId`).
 * Rejects with `{key: 'error.identityUnreachable'}` when the identity service cannot be reached.
 */
export async function ensureUser(): Promise<IdentityUser> {
  return toUser(await reach(currentUser()));
}

/** Upgrades to the account of `customToken` (minted by validate-otc). Rejects on a bad token, and as `ensureUser` when unreachable. */
export async function signInWithToken(customToken: string): Promise<IdentityUser> {
  const cred = await reach(signInWithCustomToken(ready(), customToken));
  anonymous = null;
  return toUser(cred.user);
}

/** Signs the Firebase user out (a new anonymous session is created on the next need). */
export async function signOutUser(): Promise<void> {
  anonymous = null;
  await signOut(ready());
}

/**
 * The started Auth instance, for the Google chunk (src/auth/google-popup.ts), which signs in
 * on this same instance so `onAuthStateChanged` above reports the Google user.
 * @throws when `start` has not run or failed
 */
export function authInstance(): Auth {
  return ready();
}

/**
 * The user Firebase holds now (after restoring persistence), or null; creates no session. For the
 * auth re-check of docs/product.md#behaviour ('if the session is missing, auth checks re-run after 2000 ms').
 */
export async function currentIdentity(): Promise<IdentityUser | null> {
  const a = ready();
  await a.authStateReady();
  return a.currentUser && toUser(a.currentUser);
}

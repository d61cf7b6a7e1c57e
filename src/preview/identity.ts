/**
 * The identity chunk of the preview build (docs/product.md#roles; src/preview/bridge.ts): the same exports as
 * src/auth/identity.ts, whose imports build/preview-swap.ts points here with `--mode preview`, with no
 * Firebase: the parent page says who the shopper is and gives the bearer token. Messages:
 * `auth` with `{action: 'user'}` (answer `{user: {uid, email, isAnonymous} | null}`), `'token'`
 * (`{token}`), `'signIn'` with the custom token (`{user}`), `'signOut'`.
 */
import type { PageConfig } from '../settings/types';
import type { IdentityUser } from '../auth/identity';
import { previewBridge } from './bridge';

export type { IdentityUser } from '../auth/identity';

let report: ((user: IdentityUser | null) => void) | null = null;

/** The parent's user from an answer, or null when it gives none that fits. */
function userOf(answer: unknown): IdentityUser | null {
  const u = (answer as { user?: Partial<IdentityUser> } | null)?.user;
  if (!u || typeof u !== 'object' || typeof u.uid !== 'string' || !u.uid) return null;
  return { uid: u.uid, email: typeof u.email === 'string' ? u.email : null, isAnonymous: u.isAnonymous !== false };
}

const ask = (action: string, extra: object = {}) => previewBridge().request('auth', { action, ...extra });

/** Asks the parent who is signed in and reports it (null when it cannot say). Never throws. */
export function start(_config: PageConfig, onChange: (user: IdentityUser | null) => void): void {
  if (report) return;
  report = onChange;
  ask('user').then((a) => onChange(userOf(a)), () => onChange(null));
}

/** The parent's bearer token for API calls. @throws when the parent does not answer with one */
export async function token(): Promise<string> {
  const t = ((await ask('token')) as { token?: unknown } | null)?.token;
  if (typeof t !== 'string' || !t) throw new Error('no preview token');
  return t;
}

/** The parent's user. @throws when the parent gives none */
export async function ensureUser(): Promise<IdentityUser> {
  const u = userOf(await ask('user'));
  if (!u) throw new Error('no preview user');
  return u;
}

/** Signs in with `customToken` at the parent; reports and returns its user. @throws when it gives none */
export async function signInWithToken(customToken: string): Promise<IdentityUser> {
  const u = userOf(await ask('signIn', { customToken }));
  if (!u) throw new Error('preview sign-in refused');
  report?.(u);
  return u;
}

/** Signs out at the parent and reports nobody. */
export async function signOutUser(): Promise<void> {
  await ask('signOut');
  report?.(null);
}

/** No Firebase in preview: Google sign-in is not available. @throws always */
export function authInstance(): never {
  throw new Error('Google sign-in is not available in preview');
}

/** The parent's user, or null. */
export async function currentIdentity(): Promise<IdentityUser | null> {
  return userOf(await ask('user').catch(() => null));
}

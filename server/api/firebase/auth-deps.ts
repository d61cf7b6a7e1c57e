/**
 * Firebase for the API: ID token verification, custom token minting and deleting users (`ApiDeps`).
 *
 * - Emulator mode (`emulatorHost` given, local stack and tests only): Firebase Admin against the
 *   Auth emulator, whose tokens are unsigned by design.
 * - Production (no emulator): ID tokens are checked against Google's signing keys (see
 *   verify-id-token.ts; an unsigned or forged token is refused); custom tokens are signed with
 *   the service account's private key.
 */
import { cert, getApps, initializeApp, type App, type ServiceAccount } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { ApiDeps, AuthUser } from '../deps';
import { googleKeys, idTokenVerifier } from './verify-id-token';

export interface FirebaseOptions {
  projectId: string;
  /** host:port of the Firebase Auth emulator; set only for the local stack */
  emulatorHost?: string;
  /** the service account that signs custom tokens (production); without it, Application Default Credentials */
  serviceAccount?: ServiceAccount;
}

const errorCode = (err: unknown) => (err as { code?: string } | null)?.code;

/**
 * Gives the Firebase user `uid` the verified address `email`, creating the user when missing,
 * so ID tokens minted from our custom tokens carry it (the Auth emulator drops an `email`
 * custom claim). Leaves the user as is when another Firebase user already has the address.
 * Safe when called concurrently for one new uid (the loser of the create race updates instead).
 */
async function ensureUserEmail(auth: Auth, uid: string, email: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const user = await auth.getUser(uid);
      if (user.email !== email) await auth.updateUser(uid, { email, emailVerified: true });
      return;
    } catch (err) {
      if (errorCode(err) === 'auth/email-already-exists') return;
      if (errorCode(err) !== 'auth/user-not-found') throw err;
    }
    try {
      await auth.createUser({ uid, email, emailVerified: true });
      return;
    } catch (err) {
      if (errorCode(err) === 'auth/email-already-exists') return;
      // Another sign-in created this uid a moment ago: read it again.
      if (errorCode(err) !== 'auth/uid-already-exists') throw err;
    }
  }
}

function adminApp(opts: FirebaseOptions): App {
  const name = `reference-api-${opts.projectId}${opts.emulatorHost ? '-emulator' : ''}`;
  return getApps().find((a) => a.name === name)
    ?? initializeApp({ projectId: opts.projectId, ...(opts.serviceAccount ? { credential: cert(opts.serviceAccount) } : {}) }, name);
}

/** The most uids Firebase Admin's `deleteUsers` takes in one call. */
export const DELETE_USERS_BATCH = 1000;

/**
 * Deletes `uids` with Firebase Admin's `deleteUsers`, DELETE_USERS_BATCH at a time (a uid with no
 * user counts as deleted: Firebase's call is idempotent).
 * @throws Error naming how many users Firebase did not delete, and its first reason
 */
export async function deleteUsersInBatches(auth: Pick<Auth, 'deleteUsers'>, uids: string[]): Promise<void> {
  const unique = [...new Set(uids)];
  for (let i = 0; i < unique.length; i += DELETE_USERS_BATCH) {
    const result = await auth.deleteUsers(unique.slice(i, i + DELETE_USERS_BATCH));
    if (result.failureCount > 0) {
      throw new Error(`Firebase did not delete ${result.failureCount} user(s): ${result.errors[0]?.error.message ?? 'no reason given'}`);
    }
  }
}

/**
 * `verifyIdToken`, `createCustomToken` and `deleteUsers` for `ApiDeps`. In emulator mode it sets
 * `process.env.FIREBASE_AUTH_EMULATOR_HOST` (Firebase Admin reads it there).
 * `createCustomToken` with an `email` claim also puts the address on the Firebase user.
 */
export function firebaseAuthDeps(opts: FirebaseOptions): Pick<ApiDeps, 'verifyIdToken' | 'createCustomToken' | 'deleteUsers'> {
  if (opts.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = opts.emulatorHost;
  const auth = getAuth(adminApp(opts));
  const verifyIdToken = opts.emulatorHost
    ? async (token: string): Promise<AuthUser> => {
        const decoded = await auth.verifyIdToken(token);
        return {
          uid: decoded.uid,
          isAnonymous: decoded.firebase.sign_in_provider === 'anonymous',
          email: decoded.email,
          claims: decoded as unknown as Record<string, unknown>,
        };
      }
    : idTokenVerifier(opts.projectId, googleKeys());
  return {
    verifyIdToken,
    async createCustomToken(uid, claims) {
      if (typeof claims.email === 'string') await ensureUserEmail(auth, uid, claims.email);
      return auth.createCustomToken(uid, claims);
    },
    deleteUsers: (uids) => deleteUsersInBatches(auth, uids),
  };
}

/**
 * Fake Firebase token functions for API tests (no emulator): ID tokens are
 * `test.{base64url(JSON AuthUser)}`, custom tokens `custom.{base64url(JSON {uid, claims})}`.
 * Plain module (no vitest imports), so the crash test's child server can use it too.
 */
import type { ApiDeps, AuthUser } from '../../../server/api/deps';

/** A fake ID token that `fakeAuth.verifyIdToken` turns back into `user`. */
export const idToken = (user: AuthUser) => `test.${Buffer.from(JSON.stringify(user)).toString('base64url')}`;

/**
 * The fake Firebase's user deletions: every `deleteUsers` call's uids, in order; while `failure`
 * is set, `deleteUsers` rejects with it and records nothing (Firebase down).
 */
export const fakeFirebaseUsers: { deleted: string[][]; failure: Error | null } = { deleted: [], failure: null };

/** Token functions for `ApiDeps`: accept exactly the tokens `idToken` makes; `deleteUsers` records into `fakeFirebaseUsers`. */
export const fakeAuth: Pick<ApiDeps, 'verifyIdToken' | 'createCustomToken' | 'deleteUsers'> = {
  async verifyIdToken(token) {
    if (!token.startsWith('test.')) throw new Error('bad token');
    return JSON.parse(Buffer.from(token.slice(5), 'base64url').toString()) as AuthUser;
  },
  async createCustomToken(uid, claims) {
    return `custom.${Buffer.from(JSON.stringify({ uid, claims })).toString('base64url')}`;
  },
  async deleteUsers(uids) {
    if (fakeFirebaseUsers.failure) throw fakeFirebaseUsers.failure;
    fakeFirebaseUsers.deleted.push([...uids]);
  },
};

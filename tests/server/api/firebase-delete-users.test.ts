// @vitest-environment node
// Deleting Firebase users for a redaction (firebase/auth-deps.ts deleteUsersInBatches): Firebase
// Admin's deleteUsers takes at most 1000 uids a call, and reports failures in its result rather
// than rejecting, so the redaction's job must see them as an error to be retried.
import { describe, expect, it } from 'vitest';
import type { DeleteUsersResult } from 'firebase-admin/auth';
import { DELETE_USERS_BATCH, deleteUsersInBatches } from '../../../server/api/firebase/auth-deps';

/** A Firebase Auth whose deleteUsers records each call and fails the uids in `failing`. */
function fakeFirebase(failing: string[] = []) {
  const calls: string[][] = [];
  return {
    calls,
    async deleteUsers(uids: string[]): Promise<DeleteUsersResult> {
      calls.push(uids);
      const errors = uids.flatMap((uid, index) => (failing.includes(uid) ? [{ index, error: { code: 'auth/internal-error', message: `could not delete ${uid}` } }] : []));
      return { successCount: uids.length - errors.length, failureCount: errors.length, errors } as unknown as DeleteUsersResult;
    },
  };
}

describe('deleting the Firebase users of a redaction', () => {
  it('asks Firebase in batches of at most 1000 uids, each uid once', async () => {
    const auth = fakeFirebase();
    const uids = Array.from({ length: 2500 }, (_, i) => `customer-${i}`);
    await deleteUsersInBatches(auth, [...uids, 'customer-7', 'customer-2499']);
    expect(DELETE_USERS_BATCH).toBe(1000);
    expect(auth.calls.map((c) => c.length)).toEqual([1000, 1000, 500]);
    expect(auth.calls.flat()).toEqual(uids);
  });

  it('asks nothing for no uids', async () => {
    const auth = fakeFirebase();
    await deleteUsersInBatches(auth, []);
    expect(auth.calls).toEqual([]);
  });

  it('rejects when Firebase could not delete a user, so the job is retried', async () => {
    const auth = fakeFirebase(['google-1']);
    await expect(deleteUsersInBatches(auth, ['customer-1', 'google-1'])).rejects.toThrow('Firebase did not delete 1 user(s): could not delete google-1');
  });
});

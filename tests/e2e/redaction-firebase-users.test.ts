// A redaction's Firebase users are really gone from Firebase (docs/data-retention.md 'Firebase
// users'): firebaseAuthDeps' deleteUsers against the stack's real Auth emulator deletes the users
// it names, and only those; a uid Firebase has no user for is no error, so a retried job passes.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getApps } from 'firebase-admin/app';
import { describe, expect, inject, it } from 'vitest';
import { firebaseAuthDeps } from '../../server/api/firebase/auth-deps';

const emulatorHost = new URL(inject('authUrl')).host;

describe('deleting a redacted customer\'s Firebase users', () => {
  it('deletes the named users with their email addresses, keeps the others, and takes a uid twice', async () => {
    const deps = firebaseAuthDeps({ projectId: 'demo-status', emulatorHost });
    const id = randomUUID().slice(0, 8);
    const [gone, kept] = [`customer-redact-${id}`, `customer-kept-${id}`];
    await deps.createCustomToken(gone, { email: `gone-${id}@example.com`, shopId: 'demo-shop', customerId: `redact-${id}` });
    await deps.createCustomToken(kept, { email: `kept-${id}@example.com`, shopId: 'demo-shop', customerId: `kept-${id}` });
    const auth = getAuth(getApps().find((a) => a.name.startsWith('reference-api-demo-status'))!);

    await deps.deleteUsers([gone, `never-existed-${id}`]);
    await expect(auth.getUser(gone)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await expect(auth.getUserByEmail(`gone-${id}@example.com`)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await auth.getUser(kept)).email).toBe(`kept-${id}@example.com`);
    // the job run again after its completion was lost: the same uids, no error
    await deps.deleteUsers([gone]);
  });
});

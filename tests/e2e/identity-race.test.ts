// The first sign-in of a new address creates its Firebase user. Simultaneous first sign-ins
// (two tabs, a double submit) must all get a custom token, not a 500 from
// creating the identity user twice. Against the stack's real Auth emulator.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getApps } from 'firebase-admin/app';
import { describe, expect, inject, it } from 'vitest';
import { firebaseAuthDeps } from '../../server/api/firebase/auth-deps';

const emulatorHost = new URL(inject('authUrl')).host;

describe('first sign-in of a new address', () => {
  it('mints a custom token for each of 20 simultaneous first sign-ins, and the user gets the address once', async () => {
    const deps = firebaseAuthDeps({ projectId: 'demo-status', emulatorHost });
    const id = randomUUID().slice(0, 8);
    const uid = `customer-race-${id}`;
    const email = `race-${id}@example.com`;
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => deps.createCustomToken(uid, { email, shopId: 'demo-shop', customerId: `race-${id}` })));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const app = getApps().find((a) => a.name.startsWith('reference-api-demo-status'))!;
    const user = await getAuth(app).getUser(uid);
    expect(user.email).toBe(email);
    expect(user.emailVerified).toBe(true);
  });
});

// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { idTokenVerifier } from '../../../server/api/firebase/verify-id-token';
import { createTestIssuer, type TestIssuer } from './firebase-tokens';

const PROJECT = 'status-prod';
let issuer: TestIssuer;
let verify: (token: string) => Promise<unknown>;
beforeAll(async () => {
  issuer = await createTestIssuer(PROJECT);
  verify = idTokenVerifier(PROJECT, issuer.keys);
});

describe('Firebase ID token verification outside the emulator', () => {
  it("accepts a token signed by the project's key and reads uid, email, anonymity and claims", async () => {
    const token = await issuer.sign('customer-9001', { email: 'shopper@example.com', shopId: 'demo-shop', customerId: '9001' });
    await expect(verify(token)).resolves.toMatchObject({
      uid: 'customer-9001', isAnonymous: false, email: 'shopper@example.com', claims: { customerId: '9001', shopId: 'demo-shop' },
    });
    await expect(verify(await issuer.sign('anon-1', {}, { provider: 'anonymous' }))).resolves.toMatchObject({ uid: 'anon-1', isAnonymous: true });
  });

  it("refuses an unsigned token (alg none) carrying an existing user's sub and customerId", async () => {
    await expect(verify(issuer.unsigned('customer-9001', { customerId: '9001', shopId: 'demo-shop' }))).rejects.toThrow();
  });

  it('refuses an expired token, a token of another project, and one signed by another key', async () => {
    const hourAndMore = Math.floor(Date.now() / 1000) - 3700;
    await expect(verify(await issuer.sign('u1', {}, { issuedAt: hourAndMore }))).rejects.toThrow();
    await expect(verify(await issuer.sign('u1', {}, { projectId: 'someone-else' }))).rejects.toThrow();
    const stranger = await createTestIssuer(PROJECT);
    await expect(verify(await stranger.sign('u1'))).rejects.toThrow();
  });

  it('refuses a token whose payload was edited after signing', async () => {
    const [head, , sig] = (await issuer.sign('customer-9002', { customerId: '9002' })).split('.');
    const edited = Buffer.from(JSON.stringify({ sub: 'customer-9001', customerId: '9001' })).toString('base64url');
    await expect(verify(`${head}.${edited}.${sig}`)).rejects.toThrow();
  });

  it('refuses a token from the future and garbage', async () => {
    await expect(verify(await issuer.sign('u1', {}, { issuedAt: Math.floor(Date.now() / 1000) + 600 }))).rejects.toThrow();
    for (const bad of ['', 'abc', 'a.b.c', 'x'.repeat(10_000)]) await expect(verify(bad)).rejects.toThrow();
  });
});

describe('firebaseAuthDeps without an emulator', () => {
  it('refuses the forged unsigned token that emulator mode would take', async () => {
    const { firebaseAuthDeps } = await import('../../../server/api/firebase/auth-deps');
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      const deps = firebaseAuthDeps({ projectId: PROJECT });
      await expect(deps.verifyIdToken(issuer.unsigned('customer-9001', { customerId: '9001', shopId: 'demo-shop' }))).rejects.toThrow();
    } finally {
      if (saved !== undefined) process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
    }
  });
});

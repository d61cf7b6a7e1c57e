/**
 * Firebase-shaped ID tokens for tests, signed with a key made here: what Google's securetoken
 * service issues (RS256, kid, iss/aud of the project, sub, auth_time, firebase.sign_in_provider),
 * plus the forgeries an attacker would try.
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';

export interface TestIssuer {
  /** the key set a verifier under test should trust */
  keys: JWTVerifyGetKey;
  /**
   * A signed ID token. `claims` are added to the payload (email, shopId, customerId, ...).
   * @param opts.provider firebase.sign_in_provider, default 'custom'
   * @param opts.issuedAt epoch s, default now; the token lives one hour from it
   * @param opts.projectId default the issuer's project
   */
  sign(uid: string, claims?: Record<string, unknown>, opts?: { provider?: string; issuedAt?: number; projectId?: string }): Promise<string>;
  /** The same payload with `alg: none` and no signature (a forged token, which every verifier must refuse). */
  unsigned(uid: string, claims?: Record<string, unknown>): string;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An issuer for `projectId` with a fresh RSA key. */
export async function createTestIssuer(projectId: string): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = 'test-key-1';
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const payload = (uid: string, claims: Record<string, unknown>, provider: string, iat: number, project: string) => ({
    ...claims,
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: iat,
    user_id: uid,
    sub: uid,
    iat,
    exp: iat + 3600,
    firebase: { sign_in_provider: provider, identities: {} },
  });
  return {
    keys: createLocalJWKSet({ keys: [jwk] }),
    async sign(uid, claims = {}, opts = {}) {
      const iat = opts.issuedAt ?? Math.floor(Date.now() / 1000);
      return new SignJWT(payload(uid, claims, opts.provider ?? 'custom', iat, opts.projectId ?? projectId))
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .sign(privateKey);
    },
    unsigned(uid, claims = {}) {
      const iat = Math.floor(Date.now() / 1000);
      return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload(uid, claims, 'custom', iat, projectId))}.`;
    },
  };
}

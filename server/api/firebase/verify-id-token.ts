/**
 * Firebase ID token verification with a JWT library, as Firebase documents it for servers that
 * do not use the Admin SDK's verifier ("Verify ID tokens using a third-party JWT library"):
 * RS256 signed by one of Google's securetoken keys, `aud` the project id, `iss`
 * 'https://securetoken.google.com/{projectId}', `exp` in the future, `iat` and `auth_time` in the
 * past, `sub` (the uid) a non-empty string of at most 128 characters.
 *
 * The keys are a parameter, so production fetches Google's (cached by jose, refreshed on an
 * unknown `kid`) and tests pass a local key set through the very same checks.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AuthUser } from '../deps';

/** Google's public keys for Firebase ID tokens, as a JWK set. */
export const SECURETOKEN_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Clock skew allowed on `exp`, `iat` and `auth_time`, seconds. */
export const CLOCK_TOLERANCE_S = 5;

/** Google's key set (fetched on first use, cached and refreshed by jose). */
export const googleKeys = (): JWTVerifyGetKey => createRemoteJWKSet(new URL(SECURETOKEN_JWKS_URL));

/**
 * A verifier for `projectId`'s ID tokens.
 * @param keys where signing keys come from (`googleKeys()` in production)
 * @param now clock, epoch ms (tests move it)
 * @returns verify(token) resolving to the token's user; it rejects (any error) for an unsigned,
 *   forged, expired or other project's token
 */
export function idTokenVerifier(projectId: string, keys: JWTVerifyGetKey, now: () => number = Date.now): (token: string) => Promise<AuthUser> {
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      audience: projectId,
      issuer: `https://securetoken.google.com/${projectId}`,
      requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
      clockTolerance: CLOCK_TOLERANCE_S,
      currentDate: new Date(now()),
    });
    const sub = payload.sub;
    const authTime = payload.auth_time;
    if (typeof sub !== 'string' || sub === '' || sub.length > 128) throw new Error('ID token has a bad sub');
    if (typeof authTime !== 'number' || authTime > now() / 1000 + CLOCK_TOLERANCE_S) throw new Error('ID token has a bad auth_time');
    const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
    return {
      uid: sub,
      isAnonymous: firebase?.sign_in_provider === 'anonymous',
      email: typeof payload.email === 'string' ? payload.email : undefined,
      claims: { ...payload, uid: sub },
    };
  };
}

/**
 * The subscription portal's login, a store call (docs/product.md#subscription-portal,
 * #store-calls): POST `{customerId}` to the store's portal login with the store session's cookies;
 * the answer's token is valid 1 hour. Knows no signals.
 */
import type { PortalLoginResponse } from '../api/types';

/**
 * Logs `customerId` in to the portal at `tokenUrl`.
 * @returns the token, or null on any failure (network, status above 399, no token): the caller
 *   then sends the shopper to the portal's own login page. Never throws.
 */
export async function portalLogin(tokenUrl: string, customerId: string): Promise<string | null> {
  try {
    const res = await fetch(tokenUrl, {
      method: 'POST',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(15000), // no answer in 15 s: the portal's own login page
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ customerId }),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<PortalLoginResponse> | null;
    return body && typeof body.token === 'string' && body.token ? body.token : null;
  } catch {
    return null;
  }
}

/**
 * The store session as our identity's proof (docs/installing.md 'Store login'): when the
 * page's store session knows the customer (the app embed's Liquid `customer`), the store's app
 * proxy `GET /apps/status/session` answers with a Firebase custom token for that customer. Shopify
 * forwards the request to the API with `logged_in_customer_id` and an HMAC signature made with
 * the app's secret, so nothing the browser writes can name another customer; the API checks the
 * signature and its age. Part of the sign-in store's lazy chunk.
 */

/** The app proxy path (Shopify's app proxy: prefix `apps`, subpath `status`). */
export const STORE_SESSION_PATH = '/apps/status/session';
/** How long the app proxy may take, ms, before the sign-in form shows instead. */
export const STORE_SESSION_TIMEOUT_MS = 10000;

/** What the app proxy answers for the store's signed-in customer. */
export interface StoreSession { customToken: string; customerId: string; email: string }

/**
 * Asks the store's app proxy for the signed-in customer's custom token (same origin, no cookie
 * beyond the store's own, given up after STORE_SESSION_TIMEOUT_MS).
 * @throws Error whose message is the HTTP status ('401', '404', '502'), 'shape' for an answer
 *   without the three strings, or the fetch's own error (offline, timeout)
 */
export async function fetchStoreSession(): Promise<StoreSession> {
  const res = await fetch(STORE_SESSION_PATH, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(STORE_SESSION_TIMEOUT_MS) });
  if (!res.ok) throw new Error(String(res.status));
  const data = ((await res.json().catch(() => null)) as { data?: Partial<StoreSession> } | null)?.data;
  const ok = (v: unknown): v is string => typeof v == 'string' && !!v;
  if (!data || !ok(data.customToken) || !ok(data.customerId) || !ok(data.email)) throw new Error('shape');
  return { customToken: data.customToken, customerId: data.customerId, email: data.email };
}

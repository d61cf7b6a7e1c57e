/**
 * Calls the harness's admin API as the embedded admin does: `Authorization: Bearer <session
 * token>` (by default a fresh one of the demo shop from the local Shopify), at the harness's clock
 * (shopify-api checks the token's expiry against Date.now()).
 */
import { atClock, type Harness } from '../helpers';

export const DEMO_SHOP = 'demo-shop.myshopify.com';
export const adminPath = (rest: string, shop = DEMO_SHOP) => `/admin/api/shops/${shop}/${rest}`;

export interface AdminAnswer { status: number; json: any; headers: Headers }

/** One request to the app; `token: null` sends none; `body` an object is sent as JSON. */
export async function adminCall(h: Harness, method: string, path: string, opts: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {}): Promise<AdminAnswer> {
  const token = opts.token === undefined ? await h.shopify.sessionToken() : opts.token;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...opts.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  const body = opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  return atClock(h.clock.now, async () => {
    const res = await h.app.request(path, { method, headers, body });
    const text = await res.text();
    let json: any = null;
    try { json = text ? JSON.parse(text) : null; } catch { json = text; }
    return { status: res.status, json, headers: res.headers };
  });
}

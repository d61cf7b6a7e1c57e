/**
 * Calls to the app's API for the signed-in customer (docs/customer-accounts.md): each request
 * carries a fresh session token from `shopify.sessionToken.get()` as its bearer; the API reads the
 * shop and customer from it. Answers are `{data}` or `{error: {code, message}}`.
 */
import { API_BASE } from './app-url';
import { api } from './shopify';

/** One saved item, as the API lists it. */
export interface SavedItem { id: string; productId: number; variantId: number | null; createdAt: string }
/** A product card: title, variant title, image, root-relative storefront URL. */
export interface ProductCard { id: number; title: string; variantTitle: string; image: string; url: string }
/** A saved list with its products' cards and the storefront origin their URLs are on. */
export interface AccountList { items: SavedItem[]; products: ProductCard[]; storefront: string }

/** A failed call: `status` 0 when the API could not be reached; `code` the API's error code. */
export class AccountApiError extends Error {
  constructor(readonly status: number, readonly code: string) {
    super(`${status} ${code}`);
    this.name = 'AccountApiError';
  }
}

/**
 * `method` `path` (e.g. '/customer-account/favorites') on the API; resolves to the answer's `data`.
 * @throws AccountApiError for a network failure (status 0), an error answer or a body that is not `{data}`
 */
export async function callApi<T>(method: 'GET' | 'DELETE', path: string): Promise<T> {
  let res: Response;
  try {
    const token = await api().sessionToken.get();
    res = await fetch(`${API_BASE}${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
  } catch {
    throw new AccountApiError(0, 'network');
  }
  const body = (await res.json().catch(() => null)) as { data?: T; error?: { code?: unknown } } | null;
  if (!res.ok || !body || body.data === undefined) {
    throw new AccountApiError(res.status, typeof body?.error?.code === 'string' ? body.error.code : 'unknown');
  }
  return body.data;
}

/**
 * Calls to the app's API for the signed-in customer (docs/customer-accounts.md): each request
 * carries a fresh session token from `shopify.sessionToken.get()` as its bearer; the API reads the
 * shop and customer from it. Answers are `{data}` or `{error: {code, message}}`.
 */
import { API_BASE } from './app-url';
import { api } from './shopify';

/** One saved item, as the API lists it. */
export interface SavedItem { id: string; productId: number; variantId: number | null; createdAt: string }
/** A product card: title, variant title, image, root-relative storefront URL, its variants' ids and stock. */
export interface ProductCard {
  id: number;
  title: string;
  variantTitle: string;
  image: string;
  url: string;
  variants?: { id: number; available: boolean }[];
}
/** A saved list with its products' cards and the storefront origin their URLs are on. */
export interface AccountList { items: SavedItem[]; products: ProductCard[]; storefront: string }

/** GET /customer-account/profile: what the merchant's settings offer (null: switched off). */
export interface AccountProfile {
  /** the merchant offers favorites (the full page links from the block) */
  favorites: boolean;
  /** the customer's items saved from the cart, at most 10 */
  savedFromCart: AccountList | null;
  /** the customer's loyalty points, with the program's name and page when the merchant set them */
  points: { points: number; name: string | null; link: string | null } | null;
  /** the customer's store credit: `amount` in minor units (cents) of `currencyCode`, the program's name and page */
  credit: { amount: number; currencyCode: string; name: string | null; link: string | null } | null;
  /** the shop's storefront origin: a points or credit `link` that is a path is on it */
  storefront: string;
}

/** One line of an order to buy again: a variant the shop still sells. */
export interface BuyAgainLine { productId: number; variantId: number; quantity: number; title: string; variantTitle: string; image: string }
/** A delivered order and the store's add-to-cart link that adds its lines to the shopper's cart. */
export interface BuyAgainOrder { id: string; name: string; deliveredAt: string | null; lines: BuyAgainLine[]; cartUrl: string }
/** The order on its way, by its shipment's estimate (ISO 8601). */
export interface ArrivingOrder { id: string; name: string; estimatedDeliveryAt: string; status: string }
/** GET /customer-account/orders: Buy again and the order arriving next. */
export interface AccountOrders { buyAgain: BuyAgainOrder[]; arriving: ArrivingOrder | null; storefront: string }

/** A favorites collection of the customer; `shareUrl` is the widget's link to it while shared. */
export interface AccountCollection {
  uuid: string;
  name: string;
  shared: boolean;
  shareUrl: string | null;
  items: { id: string; productId: number; variantId: number | null }[];
}
/** GET /customer-account/collections: the customer's collections (newest first) and their products' cards. */
export interface AccountCollections { collections: AccountCollection[]; products: ProductCard[]; storefront: string }

/** What a block or page shows while its data loads or when the API refuses it. */
export type LoadFailure = 'signed-out' | 'not-offered' | 'failed';

/** A failed call: `status` 0 when the API could not be reached; `code` the API's error code. */
export class AccountApiError extends Error {
  constructor(readonly status: number, readonly code: string) {
    super(`${status} ${code}`);
    this.name = 'AccountApiError';
  }
}

/**
 * `method` `path` (e.g. '/customer-account/favorites') on the API, with `body` as JSON when given;
 * resolves to the answer's `data`.
 * @throws AccountApiError for a network failure (status 0), an error answer or a body that is not `{data}`
 */
export async function callApi<T>(method: 'GET' | 'DELETE' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    const token = await api().sessionToken.get();
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    res = await fetch(`${API_BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new AccountApiError(0, 'network');
  }
  const answer = (await res.json().catch(() => null)) as { data?: T; error?: { code?: unknown } } | null;
  if (!res.ok || !answer || answer.data === undefined) {
    throw new AccountApiError(res.status, typeof answer?.error?.code === 'string' ? answer.error.code : 'unknown');
  }
  return answer.data;
}

/**
 * What a failed call means to the shopper: 'signed-out' (401 'sign-in-required'), 'not-offered'
 * (the merchant switched the feature off: 404 'not-offered'), else 'failed' (a retry may help).
 */
export function failureOf(e: unknown): LoadFailure {
  if (!(e instanceof AccountApiError)) return 'failed';
  return e.code === 'sign-in-required' ? 'signed-out' : e.code === 'not-offered' ? 'not-offered' : 'failed';
}

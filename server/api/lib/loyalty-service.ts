/**
 * Our API as the client of the shop's third-party loyalty service (docs/product.md#product-api 'a third-party loyalty
 * service'): the service's access token is the merchant's secret, so only the server sends it (docs/security.md); the
 * widget asks our API (routes/loyalty.ts GET /credit).
 *
 *   GET {service}?customer_id={id}&shop_url={shopify domain}, header `access-token`
 *   -> LoyaltyCardResponse `{amount, gift_card_id, expires_on, code}` (plain JSON, no `data`)
 *
 * The service is the credit setting's `serviceUrl` (https; http too in the local stack), else
 * the local stack's stand-in (routes/loyalty-service.ts), reached in-process.
 */
import type { CreditCardResponse, LoyaltyCardResponse } from '../../../src/api/types';
import { ApiError } from '../errors';

/** How long the service may take before the card counts as unavailable, ms. */
export const LOYALTY_TIMEOUT_MS = 10_000;

/** A fetch as the API uses it towards the loyalty service. */
export type LoyaltyFetch = (url: string, init: RequestInit) => Promise<Response>;

/** How the API reaches loyalty services. */
export interface LoyaltyServiceOptions {
  /** the outgoing fetch; default the global fetch */
  fetch?: LoyaltyFetch;
  /** the local stack's stand-in service, used when a shop names no `serviceUrl`; never in production */
  standIn?: LoyaltyFetch;
  /** accept an `http://` serviceUrl (the local stack); default false: https only */
  allowHttp?: boolean;
  /** default LOYALTY_TIMEOUT_MS */
  timeoutMs?: number;
}

/** What the request for one card needs. */
export interface CreditRequest {
  /** the shop's credit setting's `serviceUrl`, when it has one */
  serviceUrl: unknown;
  /** the shop's credit setting's `accessToken` */
  accessToken: string;
  /** the signed-in caller's own Shopify customer id */
  customerId: string;
  /** the shop's myshopify domain, e.g. 'demo-shop.myshopify.com' */
  shopDomain: string;
}

/** The address the stand-in is asked at; only its path and query matter. */
const STAND_IN_URL = 'http://loyalty-service.local/loyalty-service/credit';

const unavailable = (message: string) => new ApiError(502, 'loyalty-unavailable', message);

/** The service URL a credit setting names, or null when it names none the API may call. */
function serviceAddress(serviceUrl: unknown, allowHttp: boolean): URL | null {
  if (typeof serviceUrl !== 'string' || !serviceUrl) return null;
  try {
    const url = new URL(serviceUrl);
    return url.protocol === 'https:' || (allowHttp && url.protocol === 'http:') ? url : null;
  } catch {
    return null;
  }
}

/**
 * Asks the loyalty service for the card of `req.customerId`.
 * @returns the card, amounts in major units (`amount: 25` for '25.00'); null when the service
 *   has no card for the customer (its 404) or the shop names no service the API can call
 * @throws ApiError 502 'loyalty-unavailable' when the service is unreachable, slower than the
 *   timeout, refuses the token (logged for the merchant, the shop named), answers another
 *   failure or an answer without a numeric `amount`
 */
export async function fetchCreditCard(opts: LoyaltyServiceOptions, req: CreditRequest): Promise<CreditCardResponse | null> {
  const named = serviceAddress(req.serviceUrl, opts.allowHttp === true);
  const send = named ? (opts.fetch ?? fetch) : opts.standIn;
  if (!send) return null;
  const url = new URL(named ?? STAND_IN_URL);
  url.searchParams.set('customer_id', req.customerId);
  url.searchParams.set('shop_url', req.shopDomain);
  let res: Response;
  try {
    res = await send(url.href, {
      headers: { 'access-token': req.accessToken, accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(opts.timeoutMs ?? LOYALTY_TIMEOUT_MS),
    });
  } catch {
    throw unavailable('The loyalty service is not answering.');
  }
  if (res.status === 404) return null;
  if (res.status === 401 || res.status === 403) {
    console.error(`[loyalty] The loyalty service refused the access token of ${req.shopDomain} (credit setting's accessToken).`);
    throw unavailable('The loyalty service refused the shop\'s access token.');
  }
  if (!res.ok) throw unavailable(`The loyalty service answered HTTP ${res.status}.`);
  const body = (await res.json().catch(() => null)) as Partial<LoyaltyCardResponse> | null;
  const amount = body && typeof body === 'object' ? parseFloat(String(body.amount)) : NaN;
  if (!Number.isFinite(amount)) throw unavailable('The loyalty service answered no amount.');
  const id = body!.gift_card_id;
  return {
    amount,
    giftCardId: typeof id === 'string' || typeof id === 'number' ? String(id) : '',
    expiresOn: typeof body!.expires_on === 'string' ? body!.expires_on : null,
    code: typeof body!.code === 'string' ? body!.code : '',
  };
}

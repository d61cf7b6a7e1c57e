/**
 * The third-party loyalty service's store credit card (SPEC.md 7 'GET to a third-party loyalty
 * service'): query `customer_id` and `shop_url`, header `access-token`; the answer is plain JSON
 * `{amount, gift_card_id, expires_on, code}` (no `data` wrapper, not our API).
 */
import { ApiError } from '../../../api/client';
import type { LoyaltyCardResponse } from '../../../api/types';

/** The card as the widget uses it (SPEC.md 3 'Loyalty card'). `amount` in major units. */
export interface LoyaltyCard { amount: number; giftCardId: string; expiresOn: string | null; code: string }

/**
 * GETs the card of `customerId` from `serviceUrl`, with a 15,000 ms timeout.
 * @throws ApiError: 'bad-url', 'network' or 'timeout' (status 0), the HTTP status for an answer above 399
 *   (401 a wrong access token, 404 no card), 'bad-response' for an answer without a numeric amount
 */
export async function fetchLoyaltyCard(serviceUrl: string, customerId: string, shopUrl: string, accessToken: string): Promise<LoyaltyCard> {
  let url: URL;
  try {
    url = new URL(serviceUrl);
  } catch {
    throw new ApiError(0, 'bad-url', 'error.generic', 'loyalty service: not a URL');
  }
  url.searchParams.set('customer_id', customerId);
  url.searchParams.set('shop_url', shopUrl);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 15000);
  let res: Response;
  try {
    res = await fetch(url.href, { headers: { 'access-token': accessToken }, signal: abort.signal });
  } catch {
    throw new ApiError(0, abort.signal.aborted ? 'timeout' : 'network', 'error.network', 'loyalty service unreachable');
  } finally {
    clearTimeout(timer);
  }
  if (res.status > 399) throw new ApiError(res.status, res.status, 'error.generic', `loyalty service: HTTP ${res.status}`);
  const body = (await res.json().catch(() => null)) as Partial<LoyaltyCardResponse> | null;
  const amount = body ? parseFloat(String(body.amount)) : NaN;
  if (!Number.isFinite(amount)) throw new ApiError(res.status, 'bad-response', 'error.generic', 'loyalty service: no amount');
  return {
    amount,
    giftCardId: typeof body!.gift_card_id === 'string' || typeof body!.gift_card_id === 'number' ? String(body!.gift_card_id) : '',
    expiresOn: typeof body!.expires_on === 'string' ? body!.expires_on : null,
    code: typeof body!.code === 'string' ? body!.code : '',
  };
}

/**
 * The signed-in customer's store credit card (docs/product.md#orders-and-loyalty 'Loyalty card', #api-calls): our API's
 * `GET /credit/{shopId}?country={XX}`, which asks the shop's loyalty service with the shop's
 * access token; the token never reaches the browser (docs/security.md). Rejects with `ApiError` only.
 */
import { apiCall, shaped } from '../../../api/call';
import type { CreditCardResponse } from '../../../api/types';

/** The card as the widget uses it (docs/product.md#orders-and-loyalty 'Loyalty card'). `amount` in major units. */
export type LoyaltyCard = CreditCardResponse;

/**
 * GETs the caller's card, the credit variant for `country` (the shopper's, '' when unknown).
 * @throws ApiError: 404 no card (or the setting is off), 403 a guest, 502 the loyalty service
 *   failed, 'bad-response' for an answer without a numeric amount
 */
export async function fetchLoyaltyCard(shopId: string, country: string): Promise<LoyaltyCard> {
  const q = /^[A-Za-z]{2}$/.test(country) ? `?country=${country}` : '';
  // an answer without a numeric amount is a failed load: the shopper never sees a balance the API did not give
  return apiCall<LoyaltyCard>('GET', `/credit/${encodeURIComponent(shopId)}${q}`).then((d) => shaped(d, () => Number.isFinite(d.amount), 'credit'));
}

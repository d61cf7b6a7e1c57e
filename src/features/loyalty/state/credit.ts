/**
 * The store credit store (docs/product.md#for-you-sections 'credit', 'Credit card'; 3 'Loyalty card'; 7): the
 * signed-in customer's credit card in the request cache under 'credit:{customerId}', loaded
 * through our API (api/loyalty.ts), which holds the loyalty service's access token.
 */
import { entry, load } from '../../../cache/request-cache';
import { pageConfig } from '../../../settings/config';
import { customerId } from '../../../session/session';
import { fetchLoyaltyCard, type LoyaltyCard } from '../api/loyalty';

const key = () => 'credit:' + (customerId.value ?? '');

/** The credit entry of the signed-in customer. Read in render. */
export const creditEntry = () => entry<LoyaltyCard>(key());

/**
 * Loads the card once per customer; every failure lands in the entry's `error` and the card
 * then shows nothing. Never rejects.
 */
export function loadCredit(): Promise<void> {
  const config = pageConfig.value;
  if (!config || !customerId.value) return Promise.resolve();
  return load(key(), async () => ({ data: await fetchLoyaltyCard(config.shopId, config.locale.countryCode) }), { noRefresh: true });
}

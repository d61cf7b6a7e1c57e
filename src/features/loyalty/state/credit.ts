/**
 * The store credit store (SPEC.md 2 'credit', 'Credit card'; 3 'Loyalty card'; 7 the third-party
 * loyalty service): the signed-in customer's credit card in the request cache under
 * 'credit:{customerId}'. The service's address is the credit setting's `serviceUrl`, else the
 * reference API's stand-in at `{apiBase}/loyalty-service/credit`; its token is `accessToken`.
 */
import { entry, load } from '../../../cache/request-cache';
import { pageConfig } from '../../../settings/config';
import { customerId } from '../../../session/session';
import { setting } from '../../../settings/settings';
import { fetchLoyaltyCard, type LoyaltyCard } from '../api/loyalty';
import { ApiError } from '../../../api/client';

/** The stand-in service's path on the API (server/api/routes/loyalty-service.ts). */
export const LOCAL_SERVICE_PATH = '/loyalty-service/credit';

const key = () => 'credit:' + (customerId.value ?? '');

/** The credit entry of the signed-in customer. Read in render. */
export const creditEntry = () => entry<LoyaltyCard>(key());

/** The loyalty service URL for this shop: an http(s) `serviceUrl` setting, else the local stand-in. */
export function serviceUrl(): string {
  const s = setting('credit').serviceUrl;
  return typeof s === 'string' && /^https?:\/\//.test(s) ? s : (pageConfig.value?.apiBase ?? '') + LOCAL_SERVICE_PATH;
}

/**
 * Loads the card once per customer. A wrong access token (401) is logged once for the merchant;
 * every failure lands in the entry's `error` and the card then shows nothing. Never rejects.
 */
export function loadCredit(): Promise<void> {
  const config = pageConfig.value;
  const id = customerId.value;
  if (!config || !id) return Promise.resolve();
  const token = setting('credit').accessToken;
  return load(key(), async () => {
    try {
      return { data: await fetchLoyaltyCard(serviceUrl(), id, config.shopifyDomain, typeof token === 'string' ? token : '') };
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) console.error('[status] The loyalty service refused the access token (credit.accessToken).');
      throw e;
    }
  }, { noRefresh: true });
}

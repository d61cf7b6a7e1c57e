/**
 * The subscription portal's link (docs/product.md#api-calls
 * `GET /integrations/{shopId}/{customerId}/subscription-link`).
 */
import { apiCall } from '../../../api/call';
import { ApiError } from '../../../api/client';
import type { SubscriptionLinkResponse } from '../../../api/types';

/**
 * Where the customer's subscription portal lives.
 * @throws ApiError (403 for another customer's id; 'bad-response' when a URL is missing)
 */
export async function fetchSubscriptionLink(shopId: string, customerId: string): Promise<SubscriptionLinkResponse> {
  const data = await apiCall<SubscriptionLinkResponse>(
    'GET',
    `/integrations/${encodeURIComponent(shopId)}/${encodeURIComponent(customerId)}/subscription-link`,
  );
  if (!data || typeof data.url !== 'string' || typeof data.loginUrl !== 'string' || typeof data.tokenUrl !== 'string') {
    throw new ApiError(200, 'bad-response', 'error.generic', 'subscription-link: missing urls');
  }
  return data;
}

/** Customer calls of the product API (SPEC.md 7 'customer'). Rejects with `ApiError` only. */
import { apiCall } from './call';

/** One personalization answer: a list, `{value, unit}`, or a plain value (SPEC.md 3 'Customer'). */
export type Personalization = unknown;

/**
 * `GET /customer/{shopId}/{customerId}/personalizations`: the customer's personalization
 * answers keyed by field key (`{}` when the answer has none).
 * @throws ApiError
 */
export async function fetchPersonalizations(shopId: string, customerId: string): Promise<Record<string, Personalization>> {
  const data = await apiCall<{ personalizations?: Record<string, Personalization> | null }>(
    'GET',
    `/customer/${encodeURIComponent(shopId)}/${encodeURIComponent(customerId)}/personalizations`,
  );
  const p = data?.personalizations;
  return p && typeof p === 'object' ? p : {};
}

/**
 * `GET /init/countries` (docs/product.md#api-calls): the countries and provinces of the address form.
 * Public: no token, no custom header (a simple CORS GET the HTTP cache may answer). Its own module so only
 * the address chunks carry it (api/client.ts is in the panel entry).
 */
import { ApiError, apiContext, getWithRetry, send } from '../../../api/client';
import type { CountriesResponse } from '../../../api/types';

/**
 * Fetches the country list as the API sends it; the countries store checks its shape.
 * @throws ApiError (code 'no-shop' before configureApi)
 */
export function fetchCountries(): Promise<CountriesResponse> {
  if (!apiContext()) return Promise.reject(new ApiError(0, 'no-shop', 'error.generic', 'No shop id found'));
  return getWithRetry(() => send<CountriesResponse>('GET', '/init/countries', {}, {}));
}

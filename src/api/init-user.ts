/**
 * The user init (SPEC.md 7 `GET /init/v2/{shopId}/user`). Its own module so the panel entry can
 * load it with the token-carrying client (call.ts) in a lazy chunk: it needs identity anyway.
 */
import { apiCall } from './call';
import type { InitUserResponse } from './types';

/**
 * The user init (SPEC.md 7: `GET /init/v2/{shopId}/user`): merchant settings, customizations,
 * content, feature flags and, for signed-in shoppers, the customer.
 * @throws ApiError
 */
export function fetchInitUser(shopId: string): Promise<InitUserResponse> {
  return apiCall<InitUserResponse>('GET', `/init/v2/${encodeURIComponent(shopId)}/user`);
}

/**
 * The user init (SPEC.md 7 `GET /init/v2/{shopId}/user`). Its own module so the panel entry can
 * load it with the token-carrying client (call.ts) in a lazy chunk: it needs identity anyway.
 */
import { apiCall } from '../api/call';
import type { InitUserResponse } from '../api/types';

let last: InitUserResponse | null = null;

/**
 * The user init (SPEC.md 7: `GET /init/v2/{shopId}/user`): merchant settings, customizations,
 * content, feature flags and, for signed-in shoppers, the customer. The answer is kept for
 * `lastInitUser`.
 * @throws ApiError
 */
export async function fetchInitUser(shopId: string): Promise<InitUserResponse> {
  return (last = await apiCall<InitUserResponse>('GET', `/init/v2/${encodeURIComponent(shopId)}/user`));
}

/**
 * The last answer of `fetchInitUser` (null before one arrived), unchecked: the settings store
 * keeps its settings and features, the user init store (session/user-init.ts) reads its content items
 * from here, so the panel entry carries no content code and the page makes one request.
 */
export const lastInitUser = (): InitUserResponse | null => last;

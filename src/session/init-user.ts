/**
 * The user init (docs/product.md#api-calls `GET /init/v2/{shopId}/user`). Its own module so the panel entry
 * can load it with the token-carrying client (call.ts) in a lazy chunk: it needs identity anyway.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import { apiCall } from '../api/call';
import type { InitUserResponse } from '../api/types';

const last = signal<InitUserResponse | null>(null);

/**
 * The user init (docs/product.md#api-calls: `GET /init/v2/{shopId}/user`): merchant settings, customizations,
 * content, feature flags and, for signed-in shoppers, the customer. The answer is kept in
 * `initUser`.
 * @throws ApiError
 */
export async function fetchInitUser(shopId: string): Promise<InitUserResponse> {
  return (last.value = await apiCall<InitUserResponse>('GET', `/init/v2/${encodeURIComponent(shopId)}/user`));
}

/**
 * The last answer of `fetchInitUser` (null before one arrived), unchecked; written only by it. The
 * settings store keeps its settings and features, the content store (session/user-init.ts) reads
 * its content items from here, and `<status-saved-link>` its favorites count, so the panel entry
 * carries no content code and the page makes one request.
 */
export const initUser: ReadonlySignal<InitUserResponse | null> = last;

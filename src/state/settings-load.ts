/**
 * Loads the user init for the settings store (state/settings.ts `loadSettings`), a lazy chunk with
 * the token-carrying client: fetches `GET /init/v2/{shopId}/user` (api/init-user.ts) and, before
 * handing the answer over, merges the merchant's dynamic pages (SPEC.md 2, setting `dynamicPages`
 * for the shopper's country) into the route table (panel/dynamic-pages.ts). So when the settings
 * store says the settings arrived, the routes and the nav (components/nav.tsx) already have them,
 * and the panel entry carries none of this code. Bad page data is skipped, never thrown.
 */
import { fetchInitUser as fetchInit } from '../api/init-user';
import type { InitUserResponse } from '../api/types';
import { registerPages } from '../panel/dynamic-pages';
import { variantFor } from '../lib/country-variant';
import { pageConfig } from './config';

/**
 * The user init of `shopId` (api/init-user.ts `fetchInitUser`), after adding its dynamic pages for `country` (titles in the page's language).
 * @throws ApiError when the init cannot be fetched
 */
export async function fetchInitUser(shopId: string, country: string): Promise<InitUserResponse> {
  const init = await fetchInit(shopId);
  try {
    registerPages(variantFor(init?.settings?.dynamicPages, country), pageConfig.value?.locale.language || 'en');
  } catch (e) {
    console.error('[status] dynamic pages', e);
  }
  return init;
}

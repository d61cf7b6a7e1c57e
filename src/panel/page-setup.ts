/**
 * The page's start-up, once per page, shared by the panel entry (panel/index.tsx) and the element
 * bodies' boot (elements/boot.ts), whichever comes first: binds the page config, the session, the
 * API client and the language, so stores work before the panel has ever opened. Later calls keep
 * the session as it is. `config` was validated by the launcher (src/settings/read.ts).
 */
import type { PageConfig } from '../settings/types';
import { configureApi } from '../api/client';
import { adoptForYouRequest, type EarlyForYou } from '../api/init';
import { customerId, idToken, startSession } from '../session/session';
import { pageConfig, setPageConfig } from '../settings/config';
import { setLanguage } from '../i18n';
import { report } from '../lib/report';

/**
 * Binds `config` when nothing is bound yet, adopting `forYou`, the launcher's early
 * `GET /init/for-you/{shopId}` (api/init.ts), if given. Returns the page config bound (the first
 * one stays). A language table that fails to load is logged, never thrown.
 */
export function setUpPage(config: PageConfig, forYou?: Promise<EarlyForYou | null>): PageConfig {
  if (!pageConfig.value) {
    setPageConfig(config);
    startSession();
    configureApi({ apiBase: config.apiBase, shopId: config.shopId, customerId: () => customerId.value, idToken });
    adoptForYouRequest(forYou);
    void setLanguage(config.locale.language).catch((e: unknown) => report(e, 'language'));
  }
  return pageConfig.value!;
}

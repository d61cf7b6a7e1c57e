/**
 * The feature flags a shop has until its merchant sets any, the one place they are written: the
 * widget's settings store starts from them (settings/settings.ts), the API fills every flag the
 * shop leaves unset with them (server/api/routes/init.ts) and the admin's preview answers them
 * (admin/preview/answer.ts), so the three agree. Pure data, no browser or server code, so all
 * three can import it.
 */
import type { InitUserResponse } from '../api/types';

/**
 * Default feature flags: the "Powered by Status" mark shown, the MR variant off, shoppers may
 * edit their profile, saved items v2 on.
 */
export const DEFAULT_FEATURES: InitUserResponse['features'] = { poweredByStatus: true, mrStatus: false, profileUpdate: true, savedv2: true };

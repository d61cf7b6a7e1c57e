/**
 * The user init's arrival, a lazy chunk the settings store (settings/settings.ts, the
 * panel entry) imports, so none of this costs the entry bytes: fetches `GET /init/v2/{shopId}/user`
 * (session/init-user.ts), keeps only what passes settings/settings-check.ts (what fails falls back to
 * defaults and is reported once in the console, never thrown), sets the merchant's dynamic pages
 * (docs/product.md#routes, setting `dynamicPages` for the shopper's country; routes/dynamic-pages.ts)
 * so the routes and the nav have them when the settings count as arrived, then hands the merchant's
 * look (theme tokens and customCss) to the styles module, which puts it in the panel's shadow root
 * (styles/merchant.ts), and sets the translations for the page's language (i18n setLanguage).
 */
import type { InitUserResponse } from '../api/types';
import { fetchInitUser } from '../session/init-user';
import { checkCustomizations, checkFeatures, checkSettings, translationsFor } from './settings-check';
import { applyMerchantStyles } from '../styles/merchant';
import { setLanguage } from '../i18n';
import { report } from '../lib/report';
import { registerPages } from '../routes/dynamic-pages';
import { variantFor } from './country-variant';
import { pageConfig } from './config';

/**
 * Loads and checks the user init for `shopId`, registers its dynamic pages for `country` (titles
 * in the page's language), and applies its look and texts. Resolves to the usable settings and
 * the feature flags, `defaultFeatures` for missing or bad ones: the store passes the ones it starts
 * from (settings/default-features.ts), so the panel entry and this chunk share one copy.
 * @throws ApiError when the init cannot be fetched (the settings store then keeps its defaults)
 */
export async function loadInit(
  shopId: string,
  country: string,
  defaultFeatures: InitUserResponse['features'],
): Promise<{ settings: Record<string, unknown>; features: InitUserResponse['features'] }> {
  const init = (await fetchInitUser(shopId)) as Partial<InitUserResponse> | null;
  const { settings, invalid: badSettings } = checkSettings(init?.settings);
  const { features, invalid: badFeatures } = checkFeatures(init?.features, defaultFeatures);
  const { customizations, invalid: badLook } = checkCustomizations(init?.customizations);
  const invalid = [...badSettings, ...badFeatures, ...badLook];
  if (invalid.length) report(new Error('Some settings are invalid; their defaults apply'), 'settings-invalid', { fallBackToDefaults: invalid });
  const language = pageConfig.value?.locale.language || 'en';
  try {
    registerPages(variantFor(settings.dynamicPages, country), language);
  } catch (e) {
    report(e, 'dynamic-pages');
  }
  try {
    applyMerchantStyles(customizations.theme, customizations.customCss);
  } catch (e) {
    report(e, 'merchant-styles');
  }
  const texts = translationsFor(customizations.translations, language);
  if (Object.keys(texts).length) void setLanguage(language, texts).catch(() => {});
  return { settings, features };
}

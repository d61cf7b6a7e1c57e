/**
 * The user init's arrival (issue 13): fetches `GET /init/v2/{shopId}/user` (api/init-user.ts),
 * keeps only what passes config/settings-check.ts (what fails falls back to defaults and is
 * reported once in the console, never thrown), then applies the merchant's look (theme tokens
 * and customCss in the panel's shadow root, styles/merchant.ts) and the merchant's translations
 * for the page's language (over the widget's tables, i18n setLanguage). The settings store
 * (state/settings.ts, the panel entry) imports this lazily and keeps the settings and features
 * it returns, so none of this costs the entry bytes.
 */
import type { InitUserResponse } from '../api/types';
import { fetchInitUser } from '../api/init-user';
import { checkCustomizations, checkFeatures, checkSettings, translationsFor } from '../config/settings-check';
import { applyMerchantStyles } from '../styles/merchant';
import { setLanguage } from '../i18n';
import { reportError } from '../lib/report';
import { pageConfig } from './config';

/**
 * Loads and checks the user init for `shopId` and applies its look and texts. Resolves to the
 * usable settings and the feature flags (SPEC.md 9 defaults for missing or bad ones).
 * @throws ApiError when the init cannot be fetched (the settings store then keeps its defaults)
 */
export async function loadInit(shopId: string): Promise<{ settings: Record<string, unknown>; features: InitUserResponse['features'] }> {
  const init = (await fetchInitUser(shopId)) as Partial<InitUserResponse> | null;
  const { settings, invalid: badSettings } = checkSettings(init?.settings);
  const { features, invalid: badFeatures } = checkFeatures(init?.features);
  const { customizations, invalid: badLook } = checkCustomizations(init?.customizations);
  const invalid = [...badSettings, ...badFeatures, ...badLook];
  if (invalid.length) reportError('settings-invalid', { fallBackToDefaults: invalid });
  try {
    const root = document.querySelector('status-panel')?.shadowRoot;
    if (root) applyMerchantStyles(root, customizations.theme, customizations.customCss);
  } catch (e) {
    reportError('merchant-styles', { error: String(e) });
  }
  const language = pageConfig.value?.locale.language ?? 'en';
  const texts = translationsFor(customizations.translations, language);
  if (Object.keys(texts).length) void setLanguage(language, texts).catch(() => {});
  return { settings, features };
}

/**
 * Checks what the user init (`GET /init/v2/{shopId}/user`) says before the widget uses it
 * (settings that fail validation fall back to defaults and are reported once): one
 * small rule per field of each setting the widget reads (docs/product.md#settings-keys), the feature
 * flags (docs/product.md#limits defaults), the theme tokens, `customCss` and merchant translations. A setting
 * with a field of the wrong type is dropped, so the widget's own default for it applies (a
 * dropped setting reads inactive); a list of country variants is checked variant by variant
 * (docs/product.md#data). Pure: returns what is usable and the names of what was not; never throws.
 * A lazy chunk (settings/settings-load.ts), so the panel entry does not carry it.
 */
import type { InitUserResponse, MerchantCustomizations } from '../api/types';
import { ownValue } from '../lib/own';

type Rule = (v: unknown) => boolean;
const bool: Rule = (v) => v === undefined || typeof v === 'boolean';
const str: Rule = (v) => v === undefined || typeof v === 'string';
const list: Rule = (v) => v === undefined || Array.isArray(v);
const oneOf = (...values: string[]): Rule => (v) => v === undefined || values.includes(v as string);
const strings: Rule = (v) => v === undefined || (Array.isArray(v) && v.every((x) => typeof x === 'string'));

/** Fields of the integrations' settings (points, subscriptions, membership, mobileWallet, credit). */
const INTEGRATION = { name: str, link: str, url: str, countries: strings, storeIdHash: str };

/** The fields the widget reads, per setting (no prototype: a setting the API names `constructor` has no rules). Every setting may also carry isActive and countries. */
export const SETTING_RULES: Record<string, Record<string, Rule>> = {
  __proto__: null as never,
  meButton: { loggedInOnly: bool, display: oneOf('both', 'icon', 'text') },
  authMethod: { method: oneOf('otp', 'magicLink') },
  signInMethods: { google: bool },
  acceptsMarketingToggle: { required: bool, enabledByDefault: bool },
  acceptsTermsToggle: { enabledByDefault: bool },
  privacyPolicy: { privacyPolicy: str, termsOfService: str, conditions: list },
  wishlist: { showInAppButtons: bool, icon: str, iconMarkup: str, notificationDestination: str },
  saved: {},
  orderLabel: { display: oneOf('name', 'status') },
  prices: {},
  popularToday: {},
  recentlyViewedCollections: {},
  utmTracking: { medium: str, campaign: str },
  loginRefresh: { pagesToRefresh: list, alwaysRefresh: bool },
  openForReturningCustomer: {},
  personalization: { data: list },
  personalizationQuizzes: { quizzes: list },
  points: { ...INTEGRATION, refreshOnRewardsPage: bool },
  subscriptions: INTEGRATION,
  membership: INTEGRATION,
  mobileWallet: INTEGRATION,
  credit: { name: str, link: str },
  dynamicPages: {},
  limitCartCreation: {},
};

/** Settings that may be plain lists (of objects), not country variants. */
const LISTS = new Set(['notificationTriggers']);

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** True when `value` (one setting variant) fits the rules of `key`. */
function variantOk(key: string, value: unknown): boolean {
  if (!isObject(value) || !bool(value.isActive) || !strings(value.countries)) return false;
  const rules = SETTING_RULES[key] ?? {};
  return Object.keys(rules).every((field) => rules[field]!(value[field]));
}

/**
 * The usable settings of `raw`: each setting a variant object or a list of them (every variant
 * must pass); notificationTriggers may also be a plain list of objects. Fields this widget does
 * not read pass unchecked (the sections that read them check them). `invalid` names what was dropped.
 */
export function checkSettings(raw: unknown): { settings: Record<string, unknown>; invalid: string[] } {
  // no prototype: a setting named `__proto__` or `constructor` stays a key, and a lookup by name (settings/settings.ts) finds only settings
  const settings: Record<string, unknown> = { __proto__: null as never };
  const invalid: string[] = [];
  if (!isObject(raw)) return { settings, invalid: raw === undefined || raw === null ? [] : ['settings'] };
  for (const [key, value] of Object.entries(raw)) {
    const ok = Array.isArray(value)
      ? value.every((v) => (LISTS.has(key) ? isObject(v) : variantOk(key, v)))
      : variantOk(key, value);
    if (ok) settings[key] = value;
    else invalid.push(key);
  }
  return { settings, invalid };
}

/**
 * The feature flags: each flag of `defaults` (settings/default-features.ts, handed over by the
 * settings store) the shop gives as a boolean, else its default; a flag given as anything else is
 * invalid. Flags `defaults` does not know are left out.
 */
export function checkFeatures(raw: unknown, defaults: InitUserResponse['features']): { features: InitUserResponse['features']; invalid: string[] } {
  const features = { ...defaults };
  const invalid: string[] = [];
  const given = isObject(raw) ? raw : {};
  for (const flag of Object.keys(defaults) as (keyof typeof defaults)[]) {
    if (typeof given[flag] === 'boolean') features[flag] = given[flag] as boolean;
    else if (given[flag] !== undefined) invalid.push(`features.${flag}`);
  }
  return { features, invalid };
}

/** A CSS color a merchant may give: hex, rgb()/rgba()/hsl()/hsla() with plain numbers, or a keyword. */
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/deg-]{1,60}\)|[a-z]{3,20})$/i;
/** The theme tokens the widget knows, and how each is checked. */
const THEME_RULES: Record<string, RegExp> = {
  primary: COLOR,
  primaryText: COLOR,
  background: COLOR,
  text: COLOR,
  muted: COLOR,
  border: COLOR,
  radius: /^\d{1,2}(\.\d+)?(px)?$/,
};

/** At most this many characters of customCss are used. */
export const CUSTOM_CSS_MAX = 50_000;

/**
 * The usable customizations: theme tokens that fit their rule (unknown tokens are ignored, bad
 * values dropped), `customCss` when it is a string of at most CUSTOM_CSS_MAX characters, and
 * translations as `{language: {key: text}}` with string texts only.
 */
export function checkCustomizations(raw: unknown): { customizations: MerchantCustomizations & { translations: Record<string, Record<string, string>> }; invalid: string[] } {
  const c = isObject(raw) ? raw : {};
  const invalid: string[] = [];
  const theme: Record<string, string> = {};
  if (isObject(c.theme)) {
    for (const [token, rule] of Object.entries(THEME_RULES)) {
      const v = c.theme[token];
      if (v === undefined) continue;
      if (typeof v === 'string' && rule.test(v.trim())) theme[token] = v.trim();
      else invalid.push(`theme.${token}`);
    }
  } else if (c.theme !== undefined) invalid.push('theme');
  let customCss = '';
  if (typeof c.customCss === 'string' && c.customCss.length <= CUSTOM_CSS_MAX) customCss = c.customCss;
  else if (c.customCss !== undefined) invalid.push('customCss');
  const translations: Record<string, Record<string, string>> = { __proto__: null as never };
  if (isObject(c.translations)) {
    for (const [lang, table] of Object.entries(c.translations)) {
      if (!isObject(table)) {
        invalid.push(`translations.${lang}`);
        continue;
      }
      const texts = Object.entries(table).filter((e): e is [string, string] => typeof e[1] === 'string');
      if (texts.length < Object.keys(table).length) invalid.push(`translations.${lang}`);
      translations[lang] = Object.fromEntries(texts);
    }
  } else if (c.translations !== undefined) invalid.push('translations');
  return { customizations: { theme, customCss, translations }, invalid };
}

/** The merchant's texts for `language` ('de-CH' tries 'de-CH', then 'de'), own properties only; {} when none. */
export function translationsFor(translations: Record<string, Record<string, string>>, language: string): Record<string, string> {
  return ownValue(translations, language) ?? ownValue(translations, language.slice(0, 2).toLowerCase()) ?? {};
}

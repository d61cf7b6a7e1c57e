/**
 * The merchant's configuration, one schema for the admin's form, the admin API's save and the
 * widget's read path (GET /init/v2/{shopId}/user):
 *
 *   MerchantConfig = {settings: Settings, customizations: Customizations}
 *
 * Settings (docs/product.md#settings-keys): each value is one variant object, or a list of country
 * variants `[{countries: ['DE'], ...}, {...}]` (at most one variant without countries; a country
 * in at most one variant); `notificationTriggers` is a plain list. Fields of a variant this schema
 * does not name are kept as they are (older data and fields only some widget versions read), the
 * fields it names are checked. Customizations: theme colours and radius, `customCss`, merchant
 * translations (keys of the widget's English texts only) and content blocks.
 *
 * Links (privacy links, integration links, content urls and images, trigger pages, dynamic page
 * paths) are `https://...` or a store path `/...` ('' means not set); `javascript:`, `data:`,
 * `//host` and anything else are refused. Texts of content blocks carry no markup (`<` followed by
 * a letter, `/` or `!`); the rich-text markers of docs/product.md#rich-text (`**`, `*`,
 * `[text](/path)`) are fine.
 *
 * Every issue's message is a translation key of admin/locales/en.json (VALIDATION_KEYS). Pure and
 * browser-safe: the admin bundles this file.
 */
import { z } from 'zod';
import { TEXT_KEYS } from './text-keys';
import { TRIGGER_EVENTS } from '../../../src/local/triggers';

/** The translation keys (admin/locales/forms.en.json) an issue's `message` is one of. */
export const VALIDATION_KEYS = [
  'validation.required', 'validation.wrongType', 'validation.tooLong', 'validation.outOfRange',
  'validation.link', 'validation.markup', 'validation.cssCloseTag', 'validation.quizNoFields',
  'validation.colour', 'validation.duplicateCountry', 'validation.country', 'validation.unknownKey',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** One problem of a config: where (`['settings', 'privacyPolicy', 'privacyPolicy']`) and what (a VALIDATION_KEYS key). */
export interface Issue { path: (string | number)[]; message: string }

/** Longest customCss, characters. */
export const CUSTOM_CSS_MAX = 20_000;
/** The most content blocks a shop has. */
export const CONTENT_MAX = 50;
/** Events a notification trigger counts: the widget's own list, which its launcher counts. */
export { TRIGGER_EVENTS };

/** Zod's error option for `key`; a missing value is 'validation.required' whatever the check. */
const err = (key: ValidationKey) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : key) });

// ---- Field schemas ------------------------------------------------------------------------------

/** A plain string of at most `max` characters. */
const str = (max = 1000) => z.string(err('validation.wrongType')).max(max, err('validation.tooLong'));

/** True for `https://host/...` or a store path `/...` (not `//host`, not `/\host`, no spaces or control characters). */
export function isLink(value: string): boolean {
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return false;
  if (/^\/(?!\/)/.test(value)) return true;
  if (!/^https:\/\//i.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A link (see the file comment); '' is "not set". */
const link = str(2000).refine((s) => s === '' || isLink(s), err('validation.link'));

/** True when `s` holds markup: `<` followed by a letter, `/` or `!`. */
export const hasMarkup = (s: string): boolean => /<[a-zA-Z/!?]/.test(s);

/** A text without markup (rich-text markers allowed). */
const plain = (max = 2000) => str(max).refine((s) => !hasMarkup(s), err('validation.markup'));

/** Texts by language, e.g. {en: 'Size guide', de: 'Größentabelle'}; no markup. */
const texts = z.record(z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, err('validation.unknownKey')), plain());
/** A title as plain text or texts by language. */
const title = z.union([plain(200), texts]);

const country = z.string(err('validation.wrongType')).regex(/^[A-Z]{2}$/, err('validation.country'));
const countries = z.array(country).max(250, err('validation.tooLong'));

/** CSS colour: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() with plain numbers. */
export const COLOUR = /^(#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgb|hsl)a?\([\d\s.,%/deg-]{1,60}\))$/i;
const colour = z.string(err('validation.wrongType')).regex(COLOUR, err('validation.colour'));
/** Corner radius '0px'..'32px'. */
const radius = z.string(err('validation.wrongType')).regex(/^\d{1,2}px$/, err('validation.outOfRange'))
  .refine((s) => parseInt(s, 10) <= 32, err('validation.outOfRange'));

const bool = z.boolean(err('validation.wrongType'));
const int = (min: number, max: number) => z.number(err('validation.wrongType')).int(err('validation.wrongType'))
  .min(min, err('validation.outOfRange')).max(max, err('validation.outOfRange'));
const handle = z.string(err('validation.wrongType')).regex(/^[a-z0-9][a-z0-9-]{0,63}$/, err('validation.wrongType'));
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item, err('validation.wrongType')).max(max, err('validation.tooLong'));

// ---- Settings -----------------------------------------------------------------------------------

/**
 * A setting of `fields`: one variant, or a list of country variants. Each variant may carry
 * `isActive` and `countries`; fields not named here are kept unchecked.
 */
function setting<S extends z.ZodRawShape>(fields: S) {
  const variant = z.looseObject({ isActive: bool.optional(), countries: countries.optional(), ...fields }, err('validation.wrongType'));
  const variants = z.array(variant).min(1, err('validation.required')).max(50, err('validation.tooLong')).superRefine((vs, ctx) => {
    const seen = new Map<string, number>();
    let general = -1;
    vs.forEach((v, i) => {
      const cs = (v.countries ?? []) as string[];
      if (!cs.length) {
        if (general >= 0) ctx.addIssue({ code: 'custom', path: [i, 'countries'], message: 'validation.duplicateCountry' });
        general = i;
      }
      cs.forEach((c, j) => {
        if (seen.has(c)) ctx.addIssue({ code: 'custom', path: [i, 'countries', j], message: 'validation.duplicateCountry' });
        else seen.set(c, i);
      });
    });
  });
  return z.union([variant, variants]);
}

const integration = {
  name: str(200).optional(),
  link: link.optional(),
  url: link.optional(),
  storeIdHash: str(200).optional(),
};

const personalizationField = z.looseObject({
  key: z.string(err('validation.wrongType')).regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, err('validation.wrongType')),
  label: texts,
  visible: bool,
  type: z.enum(['text', 'number', 'date', 'choice', 'choices', 'measure'], err('validation.wrongType')).optional(),
  options: list(plain(200), 100).optional(),
  units: list(plain(50), 20).optional(),
});

const quiz = z.looseObject({
  handle,
  title: title.optional(),
  trigger: z.literal('login', err('validation.wrongType')).optional(),
  isActive: bool,
  reminder: bool.optional(),
  fields: list(str(64), 50).min(1, err('validation.quizNoFields')),
});

const dynamicPage = z.looseObject({
  handle,
  title: title.optional(),
  nav: bool.optional(),
  back: str(64).optional(),
  targets: list(handle, 20).optional(),
});

/** A notification trigger (src/api/types.ts NotificationTrigger). */
const trigger = z.looseObject({
  event: z.enum(TRIGGER_EVENTS, err('validation.wrongType')),
  amount: int(1, 1000),
  destination: z.enum(['page', 'toast'], err('validation.wrongType')),
  page: link.optional(),
  toastMessage: texts.optional(),
  toastActionLabel: texts.optional(),
  delay: int(0, 600_000).optional(),
});

/** The shape of each setting (docs/product.md#data; src/settings/settings-check.ts SETTING_RULES). */
export const SETTING_SCHEMAS = {
  authMethod: setting({ method: z.enum(['otp', 'magicLink'], err('validation.wrongType')).optional() }),
  signInMethods: setting({ google: bool.optional() }),
  acceptsMarketingToggle: setting({ required: bool.optional(), enabledByDefault: bool.optional() }),
  acceptsTermsToggle: setting({ enabledByDefault: bool.optional() }),
  privacyPolicy: setting({
    privacyPolicy: link.optional(),
    termsOfService: link.optional(),
    conditions: list(z.looseObject({ label: title.optional(), url: link.optional() }), 20).optional(),
  }),
  wishlist: setting({
    showInAppButtons: bool.optional(), icon: str(64).optional(), iconMarkup: str(20_000).optional(), notificationDestination: str(64).optional(),
  }),
  saved: setting({}),
  points: setting({ ...integration, refreshOnRewardsPage: bool.optional(), sdkGlobal: z.string(err('validation.wrongType')).regex(/^[A-Za-z_$][\w$]{0,63}$/, err('validation.wrongType')).optional() }),
  credit: setting({ name: str(200).optional(), link: link.optional(), popup: bool.optional(), accessToken: str(500).optional() }),
  subscriptions: setting(integration),
  membership: setting(integration),
  mobileWallet: setting(integration),
  loginRefresh: setting({
    pagesToRefresh: list(str(2000).refine((s) => /^\/(?!\/)\S*$/.test(s), err('validation.link')), 100).optional(),
    alwaysRefresh: bool.optional(),
  }),
  openForReturningCustomer: setting({}),
  identify: setting({}),
  orderLabel: setting({ display: z.enum(['name', 'status'], err('validation.wrongType')).optional() }),
  prices: setting({}),
  utmTracking: setting({ medium: str(100).optional(), campaign: str(100).optional() }),
  meButton: setting({
    loggedInOnly: bool.optional(),
    display: z.enum(['both', 'icon', 'text'], err('validation.wrongType')).optional(),
    placement: z.enum(['bottom-right', 'bottom-left', 'top-right', 'top-left'], err('validation.wrongType')).optional(),
    label: texts.optional(),
  }),
  popularToday: setting({}),
  recentlyViewedCollections: setting({}),
  personalization: setting({ data: list(personalizationField, 50).optional() }),
  personalizationQuizzes: setting({ quizzes: list(quiz, 20).optional() }),
  dynamicPages: setting({ pages: list(dynamicPage, 20).optional() }),
  limitCartCreation: setting({}),
  notificationTriggers: list(trigger, 20),
};

export type SettingKey = keyof typeof SETTING_SCHEMAS;
/** The settings keys a merchant sets, in the order the admin lists them. */
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

const SETTINGS = z.strictObject(
  Object.fromEntries(SETTING_KEYS.map((k) => [k, SETTING_SCHEMAS[k].optional()])) as { [K in SettingKey]: z.ZodOptional<(typeof SETTING_SCHEMAS)[K]> },
  err('validation.wrongType'),
);

// ---- Customizations -----------------------------------------------------------------------------

/** One content block (docs/product.md#content-and-triggers 'Content item'; src/api/types.ts ContentItem). */
const contentItem = z.strictObject({
  id: z.string(err('validation.wrongType')).regex(/^[A-Za-z0-9._:-]{1,64}$/, err('validation.wrongType')),
  target: z.string(err('validation.wrongType')).regex(/^[a-z][a-z0-9-]{0,63}$/, err('validation.wrongType')),
  isActive: bool,
  type: z.enum(['imageWithText', 'link'], err('validation.wrongType')),
  style: z.enum(['button', 'list'], err('validation.wrongType')).optional(),
  position: int(0, 10_000),
  categories: z.strictObject({ countryCode: countries.optional(), loggedIn: bool.optional() }, err('validation.wrongType')).optional(),
  url: link.optional(),
  label: texts.optional(),
  text: texts.optional(),
  description: texts.optional(),
  image: link.optional(),
  openInNewTab: bool.optional(),
}, err('validation.wrongType'));

const THEME = z.strictObject({
  primary: colour.optional(),
  primaryText: colour.optional(),
  background: colour.optional(),
  text: colour.optional(),
  muted: colour.optional(),
  border: colour.optional(),
  radius: radius.optional(),
  // the launcher button's colours (the app embed's block settings carry them too)
  launcherBackground: colour.optional(),
  launcherIcon: colour.optional(),
}, err('validation.wrongType'));

const customCss = z.string(err('validation.wrongType')).max(CUSTOM_CSS_MAX, err('validation.tooLong'))
  .refine((s) => !/<\/style/i.test(s), err('validation.cssCloseTag'))
  .refine((s) => /<\/style/i.test(s) || !s.includes('<'), err('validation.markup'));

/** Merchant texts of one language: keys of the widget's English texts only. */
const translationTable = z.record(z.string(), str(2000)).superRefine((table, ctx) => {
  for (const key of Object.keys(table)) if (!TEXT_KEYS.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'validation.unknownKey' });
});

const CUSTOMIZATIONS = z.strictObject({
  theme: THEME,
  customCss,
  translations: z.strictObject({ en: translationTable.optional(), de: translationTable.optional(), fr: translationTable.optional() }, err('validation.wrongType')),
  content: list(contentItem, CONTENT_MAX),
}, err('validation.wrongType'));

/** The whole config as the admin edits and saves it. */
export const MERCHANT_CONFIG = z.strictObject({ settings: SETTINGS, customizations: CUSTOMIZATIONS }, err('validation.wrongType'));

export type Settings = z.infer<typeof SETTINGS>;
export type Customizations = z.infer<typeof CUSTOMIZATIONS>;
export type MerchantConfig = z.infer<typeof MERCHANT_CONFIG>;

// ---- Issues -------------------------------------------------------------------------------------

const isKey = (m: string): boolean => (VALIDATION_KEYS as readonly string[]).includes(m);

/** Our translation key for a zod issue whose message is not one already. */
function keyOf(issue: z.core.$ZodIssue): ValidationKey {
  if (isKey(issue.message)) return issue.message as ValidationKey;
  switch (issue.code) {
    case 'invalid_type': return issue.input === undefined ? 'validation.required' : 'validation.wrongType';
    case 'too_big': return issue.origin === 'string' || issue.origin === 'array' ? 'validation.tooLong' : 'validation.outOfRange';
    case 'too_small': return issue.origin === 'number' ? 'validation.outOfRange' : 'validation.required';
    case 'unrecognized_keys':
    case 'invalid_key': return 'validation.unknownKey';
    default: return 'validation.wrongType';
  }
}

/**
 * Our issues of a zod error: an unknown key is reported at its own path, and of a union (one
 * variant or a list of variants) only the branch that fits the value's kind speaks.
 */
function toIssues(issues: readonly z.core.$ZodIssue[], base: PropertyKey[] = []): Issue[] {
  const out: Issue[] = [];
  for (const issue of issues) {
    const path = [...base, ...issue.path].map((p) => (typeof p === 'number' ? p : String(p)));
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ path: [...path, key], message: 'validation.unknownKey' });
    } else if (issue.code === 'invalid_union' && issue.errors.length) {
      // a branch that failed only because the value is of another kind (root invalid_type) is not the one meant
      const meant = issue.errors.filter((e) => !(e.length === 1 && e[0]!.code === 'invalid_type' && e[0]!.path.length === 0));
      const branch = meant.length ? meant.reduce((a, b) => (b.length < a.length ? b : a)) : issue.errors[0]!;
      if (!meant.length && issue.errors.every((e) => e.length === 1 && e[0]!.code === 'invalid_type')) {
        out.push({ path, message: keyOf(issue.errors[0]![0]!) });
      } else out.push(...toIssues(branch, path));
    } else out.push({ path, message: keyOf(issue) });
  }
  return out;
}

export type CheckResult = { ok: true; value: MerchantConfig } | { ok: false; issues: Issue[] };

/**
 * Checks a whole config (the admin's form, the body of PUT .../config).
 * @returns the parsed config, or every issue (path and VALIDATION_KEYS message); never throws
 */
export function checkMerchantConfig(raw: unknown): CheckResult {
  const r = MERCHANT_CONFIG.safeParse(raw);
  return r.success ? { ok: true, value: r.data } : { ok: false, issues: toIssues(r.error.issues) };
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The read path: the settings of `raw` that pass their schema; a setting that fails, or a key
 * that is no setting, is dropped (the widget's default for it applies) and named in `invalid`.
 * Passing settings are returned as stored. Never throws.
 */
export function readableSettings(raw: unknown): { settings: Partial<Settings>; invalid: string[] } {
  const settings: Record<string, unknown> = {};
  const invalid: string[] = [];
  if (!isObject(raw)) return { settings, invalid: raw === undefined || raw === null ? [] : ['settings'] };
  for (const [key, value] of Object.entries(raw)) {
    const schema = Object.hasOwn(SETTING_SCHEMAS, key) ? SETTING_SCHEMAS[key as SettingKey] : undefined;
    if (schema && schema.safeParse(value).success) settings[key] = value;
    else invalid.push(key);
  }
  return { settings: settings as Partial<Settings>, invalid };
}

/**
 * Fields of a setting that are the merchant's secrets (the loyalty service's access token): the
 * authenticated admin API reads and saves them, no answer to the storefront carries them
 * (`publicSettings`; docs/security.md).
 */
export const SECRET_SETTING_FIELDS: { readonly [K in SettingKey]?: readonly string[] } = { credit: ['accessToken'] };

/**
 * `settings` as a storefront may see them: every variant without its SECRET_SETTING_FIELDS. Pure:
 * returns a copy where it changes something, never changes `settings`.
 */
export function publicSettings(settings: Partial<Settings>): Partial<Settings> {
  const out: Record<string, unknown> = { ...settings };
  for (const [key, fields] of Object.entries(SECRET_SETTING_FIELDS)) {
    const value = out[key];
    if (value === undefined) continue;
    const strip = (v: unknown) => (isObject(v) ? Object.fromEntries(Object.entries(v).filter(([f]) => !fields.includes(f))) : v);
    out[key] = Array.isArray(value) ? value.map(strip) : strip(value);
  }
  return out as Partial<Settings>;
}

/**
 * The read path of customizations: theme tokens, customCss, translation tables and content
 * blocks that pass their schema (each failing part dropped and named in `invalid`). Never throws.
 */
export function readableCustomizations(raw: unknown): { customizations: Customizations; invalid: string[] } {
  const c = isObject(raw) ? raw : {};
  const invalid: string[] = [];
  const theme: Record<string, unknown> = {};
  for (const [token, value] of Object.entries(isObject(c.theme) ? c.theme : {})) {
    const schema = Object.hasOwn(THEME.shape, token) ? THEME.shape[token as keyof typeof THEME.shape] : undefined;
    if (schema && schema.safeParse(value).success) theme[token] = value;
    else invalid.push(`theme.${token}`);
  }
  const css = customCss.safeParse(c.customCss ?? '');
  if (!css.success) invalid.push('customCss');
  const translations: Record<string, Record<string, string>> = {};
  for (const [lang, table] of Object.entries(isObject(c.translations) ? c.translations : {})) {
    if (!['en', 'de', 'fr'].includes(lang) || !isObject(table)) {
      invalid.push(`translations.${lang}`);
      continue;
    }
    const ok = Object.entries(table).filter(([k, v]) => TEXT_KEYS.has(k) && typeof v === 'string' && v.length <= 2000);
    if (ok.length < Object.keys(table).length) invalid.push(`translations.${lang}`);
    translations[lang] = Object.fromEntries(ok) as Record<string, string>;
  }
  const content = (Array.isArray(c.content) ? c.content : []).filter((item, i) => {
    const ok = contentItem.safeParse(item).success;
    if (!ok) invalid.push(`content.${i}`);
    return ok;
  }).slice(0, CONTENT_MAX) as Customizations['content'];
  return { customizations: { theme: theme as Customizations['theme'], customCss: css.success ? css.data : '', translations, content }, invalid };
}

/** What a new shop's form starts from: sign-in by code, favorites and saved from cart on, the demo colours. */
export const DEFAULT_CONFIG: MerchantConfig = {
  settings: {
    authMethod: { method: 'otp' },
    signInMethods: { isActive: true, google: false },
    acceptsMarketingToggle: { isActive: true, required: false, enabledByDefault: false },
    acceptsTermsToggle: { isActive: false, enabledByDefault: false },
    privacyPolicy: { isActive: true, privacyPolicy: '/policies/privacy-policy', termsOfService: '/policies/terms-of-service', conditions: [] },
    wishlist: { isActive: true, showInAppButtons: true, icon: 'heart', notificationDestination: 'toast' },
    saved: { isActive: true },
    orderLabel: { display: 'status' },
    prices: { isActive: true },
    popularToday: { isActive: true },
    recentlyViewedCollections: { isActive: true },
    utmTracking: { medium: 'link', campaign: 'account' },
    meButton: { isActive: true, loggedInOnly: false, display: 'both', placement: 'bottom-right' },
    loginRefresh: { pagesToRefresh: [], alwaysRefresh: false },
    openForReturningCustomer: { isActive: false },
    identify: { isActive: false },
    personalization: { isActive: false, data: [] },
    personalizationQuizzes: { isActive: false, quizzes: [] },
    points: { isActive: false },
    credit: { isActive: false },
    subscriptions: { isActive: false },
    membership: { isActive: false },
    mobileWallet: { isActive: false },
    dynamicPages: { isActive: false, pages: [] },
    limitCartCreation: { isActive: false },
    notificationTriggers: [],
  },
  customizations: {
    theme: { primary: '#1f6f5c', primaryText: '#ffffff', background: '#ffffff', text: '#1a1a1a', muted: '#6b6b6b', border: '#e3e3e3', radius: '12px' },
    customCss: '',
    translations: {},
    content: [],
  },
};

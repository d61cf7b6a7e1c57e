/**
 * The settings the Settings page edits (docs/product.md#settings-keys that a merchant sets, minus
 * the ones with pages of their own: content, look, triggers, quizzes, dynamic pages), grouped
 * in sections, each with the fields the widget reads (src/settings/settings-check.ts
 * SETTING_RULES). Texts live in admin/locales/forms.en.json under `settings.{key}.{field}`:
 * `name` the setting's heading, `{field}` a field's label, `{field}Help` its help text (when
 * the table has one), `{field}Options.{value}` a choice's label.
 */

/** One field of a setting variant. */
export type FieldSpec =
  /** `isActive` as a checkbox: checked while the value exists and is not switched off */
  | { kind: 'active' }
  | { kind: 'check'; field: string }
  | { kind: 'text'; field: string }
  /** a link the shopper follows: https://... or /path */
  | { kind: 'link'; field: string }
  /** a list of links */
  | { kind: 'links'; field: string }
  /** texts by widget language */
  | { kind: 'texts'; field: string }
  /** a list of links with a label each (`{label: {en, ...}, url}`) */
  | { kind: 'labelledLinks'; field: string }
  /** one of `options`; `fallback` is what the widget uses when the field is missing */
  | { kind: 'select'; field: string; options: string[]; fallback: string };

export interface SettingDef {
  key: string;
  fields: FieldSpec[];
}

export interface SectionDef {
  /** text key of the section's heading: `settings.section.{id}` */
  id: string;
  settings: SettingDef[];
}

const active: FieldSpec = { kind: 'active' };
const integration = (...extra: FieldSpec[]): FieldSpec[] => [active, { kind: 'text', field: 'name' }, ...extra];

export const SECTIONS: SectionDef[] = [
  {
    id: 'signIn',
    settings: [
      { key: 'authMethod', fields: [{ kind: 'select', field: 'method', options: ['otp', 'magicLink'], fallback: 'otp' }] },
      { key: 'signInMethods', fields: [active, { kind: 'check', field: 'google' }] },
      { key: 'acceptsMarketingToggle', fields: [active, { kind: 'check', field: 'required' }, { kind: 'check', field: 'enabledByDefault' }] },
      { key: 'acceptsTermsToggle', fields: [active, { kind: 'check', field: 'enabledByDefault' }] },
      {
        key: 'privacyPolicy',
        fields: [active, { kind: 'link', field: 'privacyPolicy' }, { kind: 'link', field: 'termsOfService' }, { kind: 'labelledLinks', field: 'conditions' }],
      },
      { key: 'loginRefresh', fields: [active, { kind: 'links', field: 'pagesToRefresh' }, { kind: 'check', field: 'alwaysRefresh' }] },
      { key: 'openForReturningCustomer', fields: [active] },
    ],
  },
  {
    id: 'lists',
    settings: [
      {
        key: 'wishlist',
        fields: [
          active,
          { kind: 'check', field: 'showInAppButtons' },
          { kind: 'select', field: 'icon', options: ['heart', 'star', 'bookmark'], fallback: 'heart' },
        ],
      },
      { key: 'saved', fields: [active] },
    ],
  },
  {
    id: 'loyalty',
    settings: [
      {
        key: 'points',
        fields: integration({ kind: 'link', field: 'link' }, { kind: 'link', field: 'url' }, { kind: 'check', field: 'refreshOnRewardsPage' }, { kind: 'text', field: 'sdkGlobal' }),
      },
      {
        key: 'credit',
        fields: integration({ kind: 'link', field: 'link' }, { kind: 'check', field: 'popup' }, { kind: 'text', field: 'accessToken' }),
      },
      { key: 'membership', fields: integration({ kind: 'link', field: 'link' }, { kind: 'link', field: 'url' }) },
      { key: 'subscriptions', fields: integration({ kind: 'link', field: 'url' }) },
      {
        key: 'mobileWallet',
        fields: integration({ kind: 'link', field: 'url' }, { kind: 'link', field: 'link' }, { kind: 'text', field: 'storeIdHash' }),
      },
    ],
  },
  {
    id: 'orders',
    settings: [
      { key: 'orderLabel', fields: [{ kind: 'select', field: 'display', options: ['status', 'name'], fallback: 'status' }] },
      { key: 'prices', fields: [active] },
      { key: 'limitCartCreation', fields: [active] },
    ],
  },
  {
    id: 'tracking',
    settings: [
      { key: 'utmTracking', fields: [{ kind: 'text', field: 'medium' }, { kind: 'text', field: 'campaign' }] },
      { key: 'identify', fields: [active] },
    ],
  },
  {
    id: 'forYou',
    settings: [
      { key: 'popularToday', fields: [active] },
      { key: 'recentlyViewedCollections', fields: [active] },
    ],
  },
];

/** The config path of a field, e.g. ['settings', 'orderLabel', 0, 'display'], from its variant's path. */
export const fieldPath = (variantPath: (string | number)[], spec: FieldSpec): (string | number)[] =>
  [...variantPath, spec.kind === 'active' ? 'isActive' : spec.field];

/** The me-button (settings.meButton, shown on the Look page): what the app embed draws on every store page. */
export const ME_BUTTON: SettingDef = {
  key: 'meButton',
  fields: [
    active,
    { kind: 'select', field: 'display', options: ['both', 'icon', 'text'], fallback: 'both' },
    { kind: 'select', field: 'placement', options: ['bottom-right', 'bottom-left', 'top-right', 'top-left'], fallback: 'bottom-right' },
    { kind: 'check', field: 'loggedInOnly' },
    { kind: 'texts', field: 'label' },
  ],
};

/**
 * A theme's `config/settings_data.json` as Shopify keeps it, and our app embed in it: the app
 * embeds the merchant switched on in the theme editor are `current.blocks`, each `{type:
 * 'shopify://apps/{app}/blocks/{block}/{uuid}', disabled, settings}`. The file is text as Shopify
 * stores it, with Shopify's generated comment before the JSON, so readers must strip it as they
 * must in production. No shop here: the seeded themes (seed-shop.ts) and the Admin GraphQL and
 * theme editor code over a shop's themes (themes.ts) both build on it.
 */
import { blockSettingDefaults } from '../liquid';

/** The app's handle in block types and its app embed block's handle (extensions/account-widget/blocks/app-embed.liquid). */
export const APP_HANDLE = 'status';
export const APP_EMBED_HANDLE = 'app-embed';
/** The theme app extension's uuid as Shopify assigns it on deploy (fixed for the demo app). */
export const EXTENSION_UUID = '5f0c8a3e-2b7d-4e19-9c61-8d4a7b3e2f10';
/** The block type of our app embed in settings_data.json. */
export const APP_EMBED_TYPE = `shopify://apps/${APP_HANDLE}/blocks/${APP_EMBED_HANDLE}/${EXTENSION_UUID}`;
/** The theme file that holds the app embeds' state. */
export const SETTINGS_DATA = 'config/settings_data.json';

/** The comment Shopify writes at the top of every settings_data.json. */
const GENERATED_NOTE = `/*
 * ------------------------------------------------------------
 * IMPORTANT: The contents of this file are auto-generated.
 *
 * This file may be updated by the Shopify admin theme editor
 * or related systems. Please exercise caution as any changes
 * made to this file may be overwritten.
 * ------------------------------------------------------------
 */
`;

/** One app embed in settings_data.json `current.blocks`. */
export interface AppEmbedBlock { type: string; disabled: boolean; settings: Record<string, unknown> }

/** settings_data.json as the editor reads it: `current` with `blocks` keyed by a block id. */
export interface SettingsData { current: Record<string, unknown> & { blocks?: Record<string, AppEmbedBlock> }; presets?: Record<string, unknown> }

/**
 * The app embed's settings a new installation starts with: the block schema's defaults. The
 * store login is left out: the emulator picks it per visitor (accounts-kind.ts).
 */
export function embedDefaults(): Record<string, unknown> {
  const { store_login: _storeLogin, ...rest } = blockSettingDefaults();
  return rest;
}

/** The block id Shopify gives our embed in `current.blocks` (a numeric string, fixed in the seed). */
export const EMBED_BLOCK_ID = '13507165930415563894';

/** settings_data.json's text: Shopify's comment, then the JSON pretty-printed as the editor writes it. */
export function settingsDataText(data: SettingsData): string {
  return `${GENERATED_NOTE}${JSON.stringify(data, null, 2)}\n`;
}

/**
 * The JSON of a settings_data.json text (the leading block comment stripped), or undefined when
 * it is not a JSON object with a `current` object.
 */
export function parseSettingsData(text: string): SettingsData | undefined {
  try {
    const value: unknown = JSON.parse(text.replace(/^\s*\/\*[\s\S]*?\*\/\s*/, ''));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const current = (value as { current?: unknown }).current;
    return current && typeof current === 'object' && !Array.isArray(current) ? (value as SettingsData) : undefined;
  } catch {
    return undefined;
  }
}

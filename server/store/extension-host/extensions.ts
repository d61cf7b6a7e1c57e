/**
 * The app's customer account UI extensions as the local Shopify reads them: every
 * `extensions/{dir}/shopify.extension.toml` of type `ui_extension`, one entry per target, and
 * each extension's texts (its locales/*.json, as Shopify serves them to `shopify.i18n`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import TOML from '@iarna/toml';

const EXTENSIONS = resolve(import.meta.dirname, '../../../extensions');

/** The targets the local Shopify's new customer accounts render. */
export const TARGETS = {
  page: 'customer-account.page.render',
  orderIndexBlock: 'customer-account.order-index.block.render',
  profileBlock: 'customer-account.profile.block.render',
} as const;

/** What this reads of a shopify.extension.toml. */
interface ExtensionToml {
  extensions?: Array<{ type?: string; handle?: string; name?: string; targeting?: Array<{ target?: string; module?: string }> }>;
}

/** One target of one customer account extension of the app. */
export interface AccountExtension {
  /** its folder under extensions/ */
  dir: string;
  handle: string;
  name: string;
  target: string;
  /** its module for the target, relative to the folder, e.g. './src/index.tsx' */
  module: string;
}

/** Every target of the app's UI extensions that the local Shopify renders, in folder order. */
export function accountExtensions(): AccountExtension[] {
  const known = new Set<string>(Object.values(TARGETS));
  const found: AccountExtension[] = [];
  for (const dir of readdirSync(EXTENSIONS).sort()) {
    const file = join(EXTENSIONS, dir, 'shopify.extension.toml');
    if (!existsSync(file)) continue;
    const toml = TOML.parse(readFileSync(file, 'utf8')) as ExtensionToml;
    for (const ext of toml.extensions ?? []) {
      if (ext.type !== 'ui_extension' || !ext.handle) continue;
      for (const t of ext.targeting ?? []) {
        if (t.module && t.target && known.has(t.target)) found.push({ dir, handle: ext.handle, name: ext.name ?? ext.handle, target: t.target, module: t.module });
      }
    }
  }
  return found;
}

/** A locale file's value: a text, or its plural forms by Intl.PluralRules category ({one, other}). */
export type Translation = string | Record<string, string>;

/** The extension's texts in `language`, else its default locale's. */
export function translations(dir: string, language: string): Record<string, Translation> {
  const locales = join(EXTENSIONS, dir, 'locales');
  const file = [`${language}.json`, 'en.default.json'].map((f) => join(locales, f)).find((f) => existsSync(f));
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Translation>) : {};
}

/**
 * The storefront emulator's Liquid: renders the theme app extension's own app embed
 * (extensions/account-widget/blocks/app-embed.liquid) with liquidjs, as Shopify renders it on every
 * store page. The filters the block uses follow Shopify's documentation:
 * - `json`: JSON of the value (nil -> `null`), with `<`, `>`, `&`, U+2028 and U+2029 escaped as
 *   `\uXXXX` so it is safe inside a `<script>` element;
 * - `t`: the extension's storefront locale (locales/{language}.json, falling back to the base
 *   language, then to en.default.json) by `request.locale.iso_code`; HTML-escaped unless the key
 *   ends in `_html`; a missing key renders Shopify's 'translation missing: en.{key}';
 * - `asset_url`: the URL of a file in the extension's assets/ (the emulator serves them under
 *   `/status/`, the preview build under `/status-preview/`);
 * - `image_url`: an image's (or a product's featured image's) URL, with `width`/`height` as query
 *   parameters; as on Shopify, the render fails when neither is given (shopify.dev, Liquid filters:
 *   image_url);
 * - `money`: cents as a price in the page's presentment currency (`cart.currency.iso_code`),
 *   written as the demo store writes its own prices (html.ts formatMoney).
 * `{% schema %}` renders nothing; its settings' defaults are the block's settings unless the
 * caller overrides them (`blockSettingDefaults`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Liquid, Tag, TypeGuards, type Context, type Template, type TagToken, type TopLevelToken } from 'liquidjs';
import { formatMoney } from './html';

/** The theme app extension's folder. */
export const EXTENSION_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../extensions/account-widget');

/** The app embed block's file, relative to the extension. */
export const APP_EMBED = 'blocks/app-embed.liquid';
/** The element-boxes app embed (target head), relative to the extension. */
export const ELEMENT_BOXES = 'blocks/element-boxes.liquid';

/** Where the emulator serves the extension's assets by default (registerStatusAssets). */
export const DEFAULT_ASSET_BASE = '/status/';

/**
 * Shopify's `json` filter: JSON that is safe inside a `<script>` element (`<`, `>`, `&` and the JS
 * line separators written as `\\uXXXX` escapes, so no string value can close the script or open a
 * comment).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Per-render values the filters read (not visible to the template: a symbol key). */
const RENDER = Symbol('render');
interface RenderState { assetBase: string; locales: Map<string, Record<string, unknown>> }

const stateOf = (ctx: Context) => (ctx.globals as Record<PropertyKey, unknown>)[RENDER] as RenderState;

/** `{% schema %}...{% endschema %}`: the block's settings for the theme editor; renders nothing. */
class SchemaTag extends Tag {
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    while (remain.length) {
      const next = remain.shift()!;
      if (TypeGuards.isTagToken(next) && next.name === 'endschema') return;
    }
    throw new Error('tag {% schema %} not closed');
  }
  render(): string {
    return '';
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

/** Reads one locale file of the extension; {} when it does not exist. */
function readLocale(dir: string, file: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'locales', file), 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The value at a dotted `key` of a locale table, when it is a string. */
function lookup(table: Record<string, unknown> | undefined, key: string): string | undefined {
  let node: unknown = table;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A liquidjs engine rooted at an extension folder, with Shopify's filters and tags the block uses. */
export function extensionEngine(dir = EXTENSION_DIR): Liquid {
  // `{% render 'x' %}` reads snippets/x.liquid, as in a theme app extension
  const engine = new Liquid({ root: dir, partials: path.join(dir, 'snippets'), extname: '.liquid', cache: true, ownPropertyOnly: true });
  engine.registerTag('schema', SchemaTag);
  engine.registerFilter('json', (value: unknown) => jsonForScript(value ?? null));
  engine.registerFilter('asset_url', function (this: { context: Context }, name: unknown) {
    const state = stateOf(this.context);
    return state.assetBase + encodeURI(String(name));
  });
  engine.registerFilter('image_url', (image: unknown, ...args: unknown[]) => {
    const params = new URLSearchParams();
    for (const arg of args) if (Array.isArray(arg) && (arg[0] === 'width' || arg[0] === 'height')) params.set(arg[0], String(arg[1]));
    if (!params.size) throw new Error('image_url: you need to specify either a width or height parameter');
    const img = image && typeof image === 'object' && 'featured_image' in image ? (image as { featured_image: unknown }).featured_image : image;
    const src = img && typeof img === 'object' ? (img as { src?: unknown }).src : img;
    if (typeof src !== 'string' || !src) return '';
    return `${src}${src.includes('?') ? '&' : '?'}${params}`;
  });
  engine.registerFilter('money', function (this: { context: Context }, cents: unknown) {
    const currency = String(this.context.getSync(['cart', 'currency', 'iso_code']) ?? 'USD');
    return formatMoney(Number(cents) || 0, currency);
  });
  engine.registerFilter('t', function (this: { context: Context }, key: unknown) {
    const state = stateOf(this.context);
    const locale = String(this.context.getSync(['request', 'locale', 'iso_code']) ?? 'en').toLowerCase();
    const k = String(key);
    const found = lookup(state.locales.get(locale), k) ?? lookup(state.locales.get(locale.split('-')[0]!), k) ?? lookup(state.locales.get('default'), k);
    if (found === undefined) return `translation missing: ${locale}.${k}`;
    return k.endsWith('_html') ? found : escapeHtml(found);
  });
  return engine;
}

/** The extension's storefront locales: 'default' (the `*.default.json` file) and each language. */
function loadLocales(dir: string): Map<string, Record<string, unknown>> {
  const map = new Map<string, Record<string, unknown>>();
  for (const lang of ['en', 'de', 'fr']) map.set(lang, readLocale(dir, lang === 'en' ? 'en.default.json' : `${lang}.json`));
  map.set('default', map.get('en')!);
  return map;
}

/** One setting of the block's schema. */
interface SchemaSetting { id?: string; default?: unknown }

/** The block's settings as a merchant who changed nothing has them: each schema setting's default. */
export function blockSettingDefaults(dir = EXTENSION_DIR): Record<string, unknown> {
  const source = readFileSync(path.join(dir, APP_EMBED), 'utf8');
  const schema = source.match(/\{%-?\s*schema\s*-?%\}([\s\S]*?)\{%-?\s*endschema\s*-?%\}/)?.[1];
  const settings = (JSON.parse(schema ?? '{}') as { settings?: SchemaSetting[] }).settings ?? [];
  return Object.fromEntries(settings.filter((s) => s.id).map((s) => [s.id!, s.default ?? null]));
}

/** A renderer of one app embed block (`file`, default the account widget's) of an extension folder: parses the block once. */
export function appEmbedRenderer(dir = EXTENSION_DIR, file = APP_EMBED): (objects: Record<string, unknown>, assetBase?: string) => string {
  const engine = extensionEngine(dir);
  let template: Template[] | undefined;
  let locales: Map<string, Record<string, unknown>> | undefined;
  return (objects, assetBase = DEFAULT_ASSET_BASE) => {
    template ??= engine.parseFileSync(file);
    locales ??= loadLocales(dir);
    return engine.renderSync(template, objects, { globals: { [RENDER]: { assetBase, locales } satisfies RenderState } }) as string;
  };
}

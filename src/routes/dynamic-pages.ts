/**
 * Dynamic pages (docs/product.md#routes 'Dynamic pages defined in settings (dynamicPages) are merged into the
 * page list'; docs/product.md#settings-keys 'dynamicPages'), in the settings chunk: settings/settings-load.ts
 * `loadInit` registers the pages when the settings arrive, so the panel entry does not carry it. The setting, as the
 * merchant's admin writes it:
 *
 *   {isActive: true, pages: [{handle: 'size-guide', title: {en: 'Size guide', de: 'Größen'},
 *     nav: true, back: 'profile', targets: ['page-size-guide']}]}
 *
 * Each valid page becomes the route `#status-{handle}`: the pages go into the dynamic-pages signal
 * of routes/table.ts (never into the built-in table), which the router, the nav and Back read
 * merged with the built-in routes. Its screen (features/content/screens/dynamic-page.tsx) shows
 * the title as its heading and the content blocks of its `targets` in order. With `nav` true it
 * is a bottom-nav tab after the three tabs (no Back button, as the tabs); otherwise it shows Back,
 * which goes to `back` (a route name, default For you) when the history stack is empty. Its title
 * (in the page's language) is the route's `title`: the nav's and the screen's name for it,
 * merchant text, not a translation.
 *
 * Merchant data is checked here: a page with a handle that is not lower-case letters, digits and
 * dashes (at most 64), that names a built-in route or alias (or an Object property such as
 * `constructor`), or that repeats an earlier handle is skipped; a missing title falls back to
 * English, then to any title, then to the handle; a `back` that is no route goes to For you;
 * targets that are not strings are dropped. Never throws.
 */
import { ownValue } from '../lib/own';
import { ALIASES, ROUTES, setDynamicPages, type RouteDef } from './table';

const HANDLE = /^[a-z0-9][a-z0-9-]{0,63}$/;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The title in `language` ('de', 'de-CH'), else English, else any, else undefined. */
function titleIn(title: unknown, language: string): string | undefined {
  if (typeof title === 'string') return text(title);
  if (!title || typeof title !== 'object') return undefined;
  const t = title as Record<string, unknown>;
  return text(ownValue(t, language.slice(0, 2).toLowerCase())) ?? text(ownValue(t, 'en')) ?? Object.values(t).map(text).find(Boolean);
}

/**
 * Makes the pages of the `dynamicPages` setting `value` (already resolved for the shopper's
 * country: settings/settings.ts `setting`), titled in `language`, the dynamic pages (replacing
 * earlier ones). Returns the handles whose nav is visible, in the setting's order ([] when the
 * setting is off or malformed: then there are none).
 */
export function registerPages(value: unknown, language: string): string[] {
  const v = value as { isActive?: unknown; pages?: unknown } | null;
  const pages: Record<string, RouteDef> = { __proto__: null as never };
  const tabs: string[] = [];
  if (v && typeof v === 'object' && v.isActive !== false && Array.isArray(v.pages)) {
    for (const raw of v.pages) {
      const p = raw as Record<string, unknown> | null;
      const handle = p && typeof p === 'object' ? text(p.handle) : undefined;
      if (!handle || !HANDLE.test(handle) || handle in Object.prototype || handle in pages || handle in ALIASES || handle in ROUTES) continue;
      const back = text(p!.back);
      const nav = p!.nav === true || p!.navVisible === true;
      const targets = (Array.isArray(p!.targets) ? p!.targets : []).filter((x): x is string => typeof x === 'string' && !!x);
      const title = titleIn(p!.title, language) ?? handle;
      // Back to a built-in route or to a page listed before this one.
      pages[handle] = Object.freeze({ screen: 'dynamic-page', tab: nav, back: back && (back in ROUTES || back in pages) ? back : undefined, page: { targets }, title });
      if (nav) tabs.push(handle);
    }
  }
  setDynamicPages(Object.freeze(pages));
  return tabs;
}

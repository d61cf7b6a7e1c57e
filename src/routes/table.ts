/**
 * The route table and routing rules (docs/product.md#routes), as data and functions: no DOM. The one source of
 * routes: the router's guards (resolveRoute), Back (previousRoute), the bottom nav (tabs), every
 * `#status-…` link (routeToHash) and the screen chunks (panel/screens.tsx loads the screen file
 * named by `screen`) all read it; the launcher parses hashes with the same `statusRoute`.
 *
 * The built-in table (ROUTES, ALIASES, the collection names) is fixed at build time: frozen and
 * without a prototype. The merchant's dynamic pages are a separate signal (set once the settings
 * arrive, routes/dynamic-pages.ts); `routeDef` merges the two, and every lookup reads through it.
 *
 * A route is a string `name` or `name:param1+param2` (e.g. `orders`, `collection:recentlyViewed`,
 * `add:collection+123+456`); its hash is `#status-{route}`, and `#status` / `#status-` mean For you.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import { statusRoute } from './hash';

/** Settings that make routes available (docs/product.md#data settings; defaults docs/product.md#limits). */
export interface RouteFlags {
  /** wishlist.isActive: favorites routes */
  wishlist: boolean;
  /** saved.isActive: saved-from-cart */
  saved: boolean;
  /** features.profileUpdate: `info` becomes `preferences` */
  profileUpdate: boolean;
}

export const DEFAULT_FLAGS: RouteFlags = { wishlist: false, saved: false, profileUpdate: true };

/** One route of docs/product.md#routes. */
export interface RouteDef {
  /** how many params it needs (default 0) */
  params?: number;
  /** needs a signed-in (non-anonymous) user */
  login?: boolean;
  /** where Back goes when the history stack is empty (default foryou) */
  back?: string;
  /** the setting that must be on for the route to exist */
  needs?: 'wishlist' | 'saved';
  /** its screen chunk, `src/features/{feature}/screens/{screen}.tsx`: in ROUTES, the route's own name unless given; '' for a route not built yet (it shows For you) */
  screen?: string;
  /** a bottom-nav tab */
  tab?: boolean;
  /** a merchant's dynamic page (routes/dynamic-pages.ts makes these from the settings) */
  page?: { targets: string[] };
  /** a dynamic page's title in the shopper's language (merchant text, not a translation key) */
  title?: string;
}

const { freeze } = Object;

/** Routes by name. The tables have no prototype: a name from the hash or the settings (`constructor`, or what a theme added to Object.prototype) finds no route. */
export type Routes = Readonly<Record<string, Readonly<RouteDef>>>;

/** Every built-in route of docs/product.md#routes, by name, in nav order for the tabs. */
const BUILT_IN: Record<string, RouteDef> = {
  __proto__: null as never,
  foryou: { tab: true },
  orders: { tab: true },
  profile: { tab: true },
  verify: { screen: '' },
  'save-progress': { screen: '' },
  collection: { params: 1 },
  add: { params: 1 },
  create: {},
  'saved-from-cart': { needs: 'saved' },
  favorites: { needs: 'wishlist' },
  'favorites-collections': { needs: 'wishlist', back: 'favorites' },
  'favorites-collection': { params: 1, back: 'favorites-collections' },
  order: { params: 1, login: true, back: 'orders' },
  confirmation: { params: 1 },
  'magic-link': { params: 2 },
  preferences: { back: 'profile' },
  info: { back: 'profile' },
  addresses: { back: 'profile' },
  'add-address': { back: 'addresses', screen: 'address' },
  address: { params: 1, back: 'addresses' },
  survey: { params: 1 },
  'sign-in': { screen: '' },
  'sign-out': {},
};

// Each route's screen is its own name unless it names another (the names are not written twice); each route is frozen.
for (const name of Object.keys(BUILT_IN)) BUILT_IN[name] = freeze({ screen: name, ...BUILT_IN[name] });

/** The built-in routes, frozen: nothing adds or changes a route at run time. */
export const ROUTES: Routes = freeze(BUILT_IN);

/**
 * Other names of routes (docs/product.md#routes); the one alias list (dynamic pages may not take these names either).
 */
export const ALIASES: Readonly<Record<string, string>> = freeze({
  __proto__: null as never,
  saved: 'saved-from-cart',
  'saved-collections': 'favorites-collections',
  'saved-collection': 'favorites-collection',
  quiz: 'survey',
});

/** The names of docs/product.md#route-table 'collection:{name}'. */
export const COLLECTIONS: Readonly<Record<string, RouteDef['needs'] | ''>> = freeze({ __proto__: null as never, recentlyViewed: '', popularToday: '', savedFromCart: 'saved', favorites: 'wishlist' });

/** The merchant's dynamic pages (routes/dynamic-pages.ts), apart from the built-in table. */
const pages = signal<Routes>({ __proto__: null } as never);

/** Replaces the dynamic pages with `next` (routes/dynamic-pages.ts `registerPages`, the one caller). */
export const setDynamicPages = (next: Routes): void => {
  pages.value = next;
};

/** The dynamic pages as the settings gave them; never part of ROUTES. */
export const dynamicPages: ReadonlySignal<Routes> = pages;

/**
 * The one merge, every lookup below reads it: the route's definition, a built-in route's, else a
 * dynamic page's (which never takes a built-in name), or undefined for unknown names (`constructor` too).
 */
export const routeDef = (name: string): Readonly<RouteDef> | undefined => ROUTES[name] ?? pages.value[name];

/** The bottom-nav tabs: For you, Orders, Profile, then the merchant's dynamic pages whose nav is visible (routes/dynamic-pages.ts). */
export const tabs = (): string[] => Object.keys({ ...ROUTES, ...pages.value }).filter((name) => routeDef(name)!.tab);

export interface ParsedRoute { name: string; params: string[] }

/** Splits `collection:recentlyViewed` into name and params; '' is `foryou`. */
export function parseRoute(route: string): ParsedRoute {
  const s = String(route ?? '').trim();
  const i = s.indexOf(':');
  const name = (i < 0 ? s : s.slice(0, i)) || 'foryou';
  const params = i < 0 ? [] : s.slice(i + 1).split('+').filter(Boolean);
  return { name, params };
}

/** Joins a name and params back into a route string. */
export function formatRoute(name: string, params: string[] = []): string {
  return params.length ? `${name}:${params.join('+')}` : name;
}

/** The route in a location hash: '#status' and '#status-' give 'foryou', '#status-orders' 'orders'; null when not ours. */
export function routeFromHash(hash: string): string | null {
  const r = statusRoute(String(hash ?? ''));
  return r === '' ? 'foryou' : r;
}

/** The hash for `route` ('order:1001'), its params encoded: '#status' for For you, else '#status-{route}'. Every link and address bar hash is made here. */
export function routeToHash(route: string): string {
  const { name, params } = parseRoute(route);
  return '#status' + (name === 'foryou' ? '' : '-' + formatRoute(name, params.map(encodeURIComponent)));
}

export interface ResolveContext {
  signedIn: boolean;
  /** the settings' flags; null while they are not known (a route that needs one resolves to itself and waits); default DEFAULT_FLAGS */
  flags?: RouteFlags | null;
  /** route names with a screen; default: the routes that name one */
  built?: string[];
}

/** Where a requested route lands, and the route to remember for after sign-in (or null). */
export interface Resolved { route: string; redirect: string | null }

/**
 * Applies the routing rules of docs/product.md#routes to `requested` (a route string or a `#status...` hash):
 * aliases, then unknown / unavailable / unbuilt routes -> foryou (while `flags` is null, before the
 * settings answer, a route that needs one and an unknown name, which may be a dynamic page, stay),
 * then login-required routes for anonymous users -> foryou with the target remembered in `redirect`.
 */
export function resolveRoute(requested: string, ctx: ResolveContext): Resolved {
  const flags = ctx.flags === undefined ? DEFAULT_FLAGS : ctx.flags;
  const raw = String(requested ?? '').startsWith('#') ? routeFromHash(requested) ?? '' : String(requested ?? '');
  let { name, params } = parseRoute(raw);
  name = ALIASES[name] ?? name;
  if (name === 'info' && flags?.profileUpdate !== false) name = 'preferences';
  const def = routeDef(name);
  const home: Resolved = { route: 'foryou', redirect: null };
  // Before the settings answer, an unknown name may be a merchant's dynamic page they add: it waits for them too.
  if (!def) return flags === null ? { route: formatRoute(name, params), redirect: null } : home;
  if (params.length < (def.params ?? 0) || (def.needs && flags && !flags[def.needs])) return home;
  if (name === 'collection') {
    const needs = COLLECTIONS[params[0]];
    if (needs === undefined || (needs && flags && !flags[needs])) return home;
  }
  const route = formatRoute(name, params);
  if (def.login && !ctx.signedIn) return { route: 'foryou', redirect: route };
  if (!(ctx.built ? ctx.built.includes(name) : def.screen)) return home;
  return { route, redirect: null };
}

/** The page Back goes to from `route` when the history stack is empty: e.g. order:x -> orders, else foryou. */
export function previousRoute(route: string): string {
  return routeDef(parseRoute(route).name)?.back ?? 'foryou';
}

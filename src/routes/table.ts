/**
 * The route table and routing rules (SPEC.md 2), as data and pure functions: no DOM, no signals.
 * The one source of routes: the router's guards (resolveRoute), Back (previousRoute), the bottom
 * nav (tabs) and the screen chunks (panel/screens.tsx loads `src/screens/{screen}.tsx`) all
 * derive from ROUTES; the launcher parses hashes with the same `statusRoute`.
 *
 * A route is a string `name` or `name:param1+param2` (e.g. `orders`, `collection:recentlyViewed`,
 * `add:collection+123+456`); its hash is `#status-{route}`, and `#status` / `#status-` mean For you.
 */
import { statusRoute } from './hash';

/** Settings that make routes available (SPEC.md 3 settings; defaults SPEC.md 9). */
export interface RouteFlags {
  /** wishlist.isActive: favorites routes */
  wishlist: boolean;
  /** saved.isActive: saved-from-cart */
  saved: boolean;
  /** features.profileUpdate: `info` becomes `preferences` */
  profileUpdate: boolean;
}

export const DEFAULT_FLAGS: RouteFlags = { wishlist: false, saved: false, profileUpdate: true };

/** One route of SPEC.md 2. */
export interface RouteDef {
  /** how many params it needs (default 0) */
  params?: number;
  /** needs a signed-in (non-anonymous) user */
  login?: boolean;
  /** where Back goes when the history stack is empty (default foryou) */
  back?: string;
  /** the setting that must be on for the route to exist */
  needs?: 'wishlist' | 'saved';
  /** its screen chunk, `src/screens/{screen}.tsx`: in ROUTES, the route's own name unless given; '' for a route not built yet (it shows For you) */
  screen?: string;
  /** a bottom-nav tab */
  tab?: boolean;
  /** a merchant's dynamic page (routes/dynamic-pages.ts adds these from the settings) */
  page?: { targets: string[] };
  /** a dynamic page's title in the shopper's language (merchant text, not a translation key) */
  title?: string;
}

/**
 * Every route of SPEC.md 2, by name, in nav order for the tabs. The route tables have no
 * prototype: a name from the hash or the settings (`constructor`, or what a theme added to
 * Object.prototype) finds no route.
 */
export const ROUTES: Record<string, RouteDef> = {
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

// Each route's screen is its own name unless it names another (bytes: the names are not written twice).
for (const name of Object.keys(ROUTES)) ROUTES[name].screen ??= name;

const ALIASES: Record<string, string> = {
  __proto__: null as never,
  saved: 'saved-from-cart',
  'saved-collections': 'favorites-collections',
  'saved-collection': 'favorites-collection',
  quiz: 'survey',
};

/** The names of SPEC.md 2 'collection:{name}'. */
const COLLECTIONS: Record<string, RouteDef['needs'] | ''> = { __proto__: null as never, recentlyViewed: '', popularToday: '', savedFromCart: 'saved', favorites: 'wishlist' };

/** The route's definition, or undefined for unknown names (`constructor` too). */
export const routeDef = (name: string): RouteDef | undefined => ROUTES[name];

/** The bottom-nav tabs: For you, Orders, Profile, then the merchant's dynamic pages whose nav is visible (routes/dynamic-pages.ts). */
export const tabs = (): string[] => Object.keys(ROUTES).filter((name) => ROUTES[name].tab);

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

/** The hash for `route`: '#status' for For you, else '#status-{route}'. */
export function routeToHash(route: string): string {
  const { name, params } = parseRoute(route);
  return name === 'foryou' ? '#status' : '#status-' + formatRoute(name, params.map(encodeURIComponent));
}

export interface ResolveContext {
  signedIn: boolean;
  /** the settings' flags; null while they are not known (a route that needs one resolves to itself and waits); default DEFAULT_FLAGS */
  flags?: RouteFlags | null;
  /** route names with a screen; default: the routes of ROUTES that name one */
  built?: string[];
}

/** Where a requested route lands, and the route to remember for after sign-in (or null). */
export interface Resolved { route: string; redirect: string | null }

/**
 * Applies the routing rules of SPEC.md 2 to `requested` (a route string or a `#status...` hash):
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

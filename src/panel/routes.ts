/**
 * The route table and routing rules (SPEC.md 2), as pure functions: no DOM, no signals.
 *
 * A route is a string `name` or `name:param1+param2` (e.g. `orders`, `collection:recentlyViewed`,
 * `add:collection+123+456`); its hash is `#status-{route}`, and `#status` / `#status-` mean For you.
 */

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

const COLLECTIONS = ['recentlyViewed', 'popularToday', 'savedFromCart', 'favorites'];

/** Every route of SPEC.md 2, by name. */
export const ROUTE_NAMES = (
  'foryou orders profile verify save-progress collection add create saved-from-cart favorites favorites-collections ' +
  'favorites-collection order confirmation magic-link preferences info addresses add-address address survey sign-in sign-out'
).split(' ');

/** Routes that need this many params. */
const PARAMS: Record<string, number> = { collection: 1, add: 1, 'favorites-collection': 1, order: 1, confirmation: 1, address: 1, survey: 1, 'magic-link': 2 };

/** Where Back goes from a route when the history stack is empty (default foryou). */
const BACK: Record<string, string> = {
  'favorites-collections': 'favorites',
  'favorites-collection': 'favorites-collections',
  order: 'orders',
  preferences: 'profile',
  info: 'profile',
  addresses: 'profile',
  'add-address': 'addresses',
  address: 'addresses',
};

/** Routes that need a signed-in (non-anonymous) user. */
const LOGIN = ['order'];

/** False when settings make `name` (with `params`) unavailable. */
function available(name: string, [p]: string[], f: RouteFlags): boolean {
  if (name === 'collection') return COLLECTIONS.includes(p) && (p !== 'savedFromCart' || f.saved) && (p !== 'favorites' || f.wishlist);
  if (name === 'saved-from-cart') return f.saved;
  if (name === 'info') return !f.profileUpdate;
  if (name === 'favorites' || name === 'favorites-collections') return f.wishlist;
  return true;
}

const ALIASES: Record<string, string> = {
  saved: 'saved-from-cart',
  'saved-collections': 'favorites-collections',
  'saved-collection': 'favorites-collection',
  quiz: 'survey',
};

/** Routes that have a screen in this build; other known routes fall back to For you for now. */
export const BUILT = ['foryou', 'orders', 'profile', 'collection', 'magic-link', 'sign-out'];

/** The three bottom-nav tabs. */
export const TABS = ['foryou', 'orders', 'profile'] as const;

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

/**
 * The route in a location hash: '#status' and '#status-' give 'foryou', '#status-orders' gives
 * 'orders'; null when the hash is not ours. Bad escapes are kept as typed.
 */
export function routeFromHash(hash: string): string | null {
  const h = String(hash ?? '').replace(/^#/, '');
  if (h === 'status' || h === 'status-') return 'foryou';
  if (!h.startsWith('status-')) return null;
  try {
    return decodeURIComponent(h.slice(7));
  } catch {
    return h.slice(7);
  }
}

/** The hash for `route`: '#status' for For you, else '#status-{route}'. */
export function routeToHash(route: string): string {
  const { name, params } = parseRoute(route);
  return name === 'foryou' ? '#status' : '#status-' + formatRoute(name, params.map(encodeURIComponent));
}

export interface ResolveContext {
  signedIn: boolean;
  flags?: RouteFlags;
  /** route names with a screen; default BUILT */
  built?: string[];
}

/** Where a requested route lands, and the route to remember for after sign-in (or null). */
export interface Resolved { route: string; redirect: string | null }

/**
 * Applies the routing rules of SPEC.md 2 to `requested` (a route string or a `#status...` hash):
 * aliases, then unknown / unavailable / unbuilt routes -> foryou, then login-required routes for
 * anonymous users -> foryou with the target remembered in `redirect`.
 */
export function resolveRoute(requested: string, ctx: ResolveContext): Resolved {
  const flags = ctx.flags ?? DEFAULT_FLAGS;
  const raw = String(requested ?? '').startsWith('#') ? routeFromHash(requested) ?? '' : String(requested ?? '');
  let { name, params } = parseRoute(raw);
  name = ALIASES[name] ?? name;
  if (name === 'info' && flags.profileUpdate) name = 'preferences';
  const home: Resolved = { route: 'foryou', redirect: null };
  if (!ROUTE_NAMES.includes(name) || params.length < (PARAMS[name] || 0) || !available(name, params, flags)) return home;
  const route = formatRoute(name, params);
  if (LOGIN.includes(name) && !ctx.signedIn) return { route: 'foryou', redirect: route };
  if (!(ctx.built ?? BUILT).includes(name)) return home;
  return { route, redirect: null };
}

/** The page Back goes to from `route` when the history stack is empty: e.g. order:x -> orders, else foryou. */
export function previousRoute(route: string): string {
  const name = parseRoute(route).name;
  return Object.prototype.hasOwnProperty.call(BACK, name) ? BACK[name] : 'foryou';
}

/**
 * The route store (docs/product.md#routing-rules): the current route, the history stack Back uses,
 * the login-redirect target, and the address bar's `#status-…` hash while the panel is open. The
 * merchant's settings decide which routes exist (wishlist, saved, profileUpdate); the rules
 * themselves are pure functions in routes/table.ts.
 */
import { signal, computed, type ReadonlySignal } from '@preact/signals';
import type { Writable } from '../lib/writable';
import { isSignedIn } from '../session/session';
import { features, isActive, settingsLoaded } from '../settings/settings';
import { isOpen } from './widget';
import { previousRoute, resolveRoute, routeToHash, type RouteFlags } from '../routes/table';

/** The route on screen, e.g. 'foryou', 'orders', 'collection:recentlyViewed'. */
export const route: ReadonlySignal<string> = signal('foryou');
/** Where an anonymous visitor wanted to go (a login-required route), to open after sign-in; null when none. */
export const loginRedirect: ReadonlySignal<string | null> = signal(null);
/**
 * Settings that make routes available, from the settings store (docs/product.md#routes, #data; defaults until they
 * arrive).
 */
export const routeFlags = computed<RouteFlags>(() => ({
  wishlist: isActive('wishlist'),
  saved: isActive('saved'),
  profileUpdate: features.value.profileUpdate !== false,
}));

let stack: string[] = [];

/** The routing rules' context now: flags are unknown (null) until the settings answer, so a route that needs one waits for them. */
const rules = () => ({ signedIn: isSignedIn.value, flags: settingsLoaded.value ? routeFlags.value : null });

/** Shows route `to` and puts its hash in the address bar while the panel is open (replaceState: no history entry, no hashchange). */
function set(to: string): void {
  (route as Writable<typeof route>).value = to;
  const hash = routeToHash(to);
  try {
    if (isOpen.value && location.hash !== hash) history.replaceState(history.state, '', hash);
  } catch {
    /* sandboxed frames may refuse replaceState */
  }
}

/**
 * Goes to `requested` (a route or a `#status...` hash) after the routing rules; the page left is
 * pushed on the history stack and the address bar shows where the shopper landed (a route that
 * is unavailable or not built shows For you and '#status'). Returns the route shown.
 */
export function navigate(requested: string): string {
  const { route: to, redirect } = resolveRoute(requested, rules());
  if (redirect) (loginRedirect as Writable<typeof loginRedirect>).value = redirect;
  if (to !== route.value) {
    stack.push(route.value);
    if (stack.length > 50) stack.shift();
  }
  set(to);
  return to;
}

/**
 * The merchant's settings arrived: a route that waited for its setting (e.g. #status-favorites
 * opened before they came) stays when the setting is on and gives way to For you when it is off.
 */
export const settingsArrived = (): void => set(resolveRoute(route.value, rules()).route);

/** Goes back: the last page on the stack, else the route's previous page (order:x -> orders), else For you. */
export function back(): void {
  set(stack.pop() ?? previousRoute(route.value));
}

/** For you, with an empty history stack (the panel closed). */
export function resetRoute(): void {
  stack = [];
  (route as Writable<typeof route>).value = 'foryou';
}

/** Returns and forgets the login-redirect target (after sign-in). */
export function takeLoginRedirect(): string | null {
  const r = loginRedirect.value;
  (loginRedirect as Writable<typeof loginRedirect>).value = null;
  return r;
}

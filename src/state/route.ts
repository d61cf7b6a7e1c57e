/**
 * The route store (SPEC.md 2 'Routing rules'): the current route, the history stack Back uses,
 * the login-redirect target, and the address bar's `#status-…` hash while the panel is open. The
 * merchant's settings decide which routes exist (wishlist, saved, profileUpdate); the rules
 * themselves are pure functions in panel/routes.ts.
 */
import { signal, computed } from '@preact/signals';
import { isSignedIn } from './session';
import { features, isActive } from './settings';
import { isOpen } from './widget';
import { previousRoute, resolveRoute, routeToHash, type RouteFlags } from '../panel/routes';

/** The route on screen, e.g. 'foryou', 'orders', 'collection:recentlyViewed'. */
export const route = signal('foryou');
/** Where an anonymous visitor wanted to go (a login-required route), to open after sign-in; null when none. */
export const loginRedirect = signal<string | null>(null);
/** Settings that make routes available, from the settings store (SPEC.md 2, 3; defaults until they arrive). */
export const routeFlags = computed<RouteFlags>(() => ({
  wishlist: isActive('wishlist'),
  saved: isActive('saved'),
  profileUpdate: features.value.profileUpdate !== false,
}));

let stack: string[] = [];
/** The last route asked for, so it can be tried again once the settings arrive. */
let asked = 'foryou';

/** Puts `r`'s hash in the address bar while the panel is open (replaceState: no history entry, no hashchange). */
function showInAddressBar(r: string): void {
  if (!isOpen.value) return;
  try {
    if (location.hash !== routeToHash(r)) history.replaceState(history.state, '', routeToHash(r));
  } catch {
    /* sandboxed frames may refuse replaceState */
  }
}

function show(to: string): void {
  if (to !== route.value) {
    stack.push(route.value);
    if (stack.length > 50) stack.shift();
    route.value = to;
  }
  showInAddressBar(to);
}

/**
 * Goes to `requested` (a route or a `#status...` hash) after the routing rules; the page left is
 * pushed on the history stack and the address bar shows where the shopper landed (a route that
 * is unavailable or not built shows For you and '#status'). Returns the route shown.
 */
export function navigate(requested: string): string {
  asked = requested;
  const { route: to, redirect } = resolveRoute(requested, { signedIn: isSignedIn.value, flags: routeFlags.value });
  if (redirect) loginRedirect.value = redirect;
  show(to);
  return to;
}

/**
 * The merchant's settings arrived: a route that fell back to For you only because its setting
 * was not known yet (e.g. #status-favorites on a fast click) opens now. Other routes stay.
 */
export function settingsArrived(): void {
  if (route.value !== 'foryou') return;
  const { route: to } = resolveRoute(asked, { signedIn: isSignedIn.value, flags: routeFlags.value });
  if (to !== 'foryou') show(to);
}

/** Goes back: the last page on the stack, else the route's previous page (order:x -> orders), else For you. */
export function back(): void {
  const to = stack.pop() ?? previousRoute(route.value);
  asked = to;
  route.value = to;
  showInAddressBar(to);
}

/** For you, with an empty history stack (the panel closed). */
export function resetRoute(): void {
  stack = [];
  asked = 'foryou';
  route.value = 'foryou';
}

/** Returns and forgets the login-redirect target (after sign-in). */
export function takeLoginRedirect(): string | null {
  const r = loginRedirect.value;
  loginRedirect.value = null;
  return r;
}

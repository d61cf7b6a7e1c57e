/**
 * The route store (SPEC.md 2 'Routing rules'): the current route, the history stack Back uses,
 * the login-redirect target and the settings flags that make routes available. The rules
 * themselves are pure functions in panel/routes.ts.
 */
import { signal } from '@preact/signals';
import { isSignedIn } from './auth';
import { DEFAULT_FLAGS, previousRoute, resolveRoute, type RouteFlags } from '../panel/routes';

/** The route on screen, e.g. 'foryou', 'orders', 'collection:recentlyViewed'. */
export const route = signal('foryou');
/** Where an anonymous visitor wanted to go (a login-required route), to open after sign-in; null when none. */
export const loginRedirect = signal<string | null>(null);
/** Settings that make routes available; the settings store sets them when they arrive. */
export const routeFlags = signal<RouteFlags>(DEFAULT_FLAGS);

let stack: string[] = [];

/**
 * Goes to `requested` (a route or a `#status...` hash) after the routing rules; the page left
 * is pushed on the history stack. Returns the route actually shown.
 */
export function navigate(requested: string): string {
  const { route: to, redirect } = resolveRoute(requested, { signedIn: isSignedIn.value, flags: routeFlags.value });
  if (redirect) loginRedirect.value = redirect;
  if (to !== route.value) {
    stack.push(route.value);
    if (stack.length > 50) stack.shift();
    route.value = to;
  }
  return to;
}

/** Goes back: the last page on the stack, else the route's previous page (order:x -> orders), else For you. */
export function back(): void {
  route.value = stack.pop() ?? previousRoute(route.value);
}

/** For you, with an empty history stack (the panel closed). */
export function resetRoute(): void {
  stack = [];
  route.value = 'foryou';
}

/** Returns and forgets the login-redirect target (after sign-in). */
export function takeLoginRedirect(): string | null {
  const r = loginRedirect.value;
  loginRedirect.value = null;
  return r;
}

/** Sets the settings flags that make routes available (wishlist, saved, profileUpdate). */
export function setRouteFlags(flags: Partial<RouteFlags>): void {
  routeFlags.value = { ...routeFlags.value, ...flags };
}

/**
 * What happens after a widget sign-in (docs/product.md#sign-in-and-session): a lazy chunk the sign-in store loads
 * after every successful sign-in. Steps, in order, for an initial login: store login (when the
 * page has no store customer); the one-off `sign_in` tracking event (tracking/tracking.ts, with the
 * store's consent); identify event (one-off too); login-redirect target; on a store without
 * multipass, the hand-off to the store's own sign-in instead of the store login (it
 * comes back to this page and route; the steps after it do not run); login-triggered
 * personalization quiz; page reload (points / loginRefresh rules); opening the widget for
 * returning customers. A later (not initial) login only does the store login. The rules are pure
 * functions in src/auth/after-login.ts; a step that fails is reported and the next one still
 * runs; a reload ends the run (the page is going away).
 */
import type { PageConfig } from '../../../settings/types';
import { isActive, setting } from '../../../settings/settings';
import { navigate, route, takeLoginRedirect } from '../../../panel/router';
import { isOpen, showPanelNotice } from '../../../panel/widget';
import { showStoreLoginAlert } from './store-login-alert';
import { pageConfig } from '../../../settings/config';
import type { LoginType } from '../../../session/session';
import { fetchPersonalizations } from '../../profile';
import { track } from '../../../tracking/tracking';
import { report } from '../../../lib/report';
import { identifyOn, loginQuiz, needsStoreLogin, quizBlockedOn, quizToOpen, shouldOpenForReturning, shouldReload } from '../../../auth/after-login';
import { logInToStore, StoreLoginError } from '../../../auth/store-login';
import { handOffUrl, handsOff } from '../../../auth/store-handoff';
import { StoreLoginAlert } from '../components/store-login-alert';
import { addTexts } from '../../../i18n';
import accountEn from '../../../i18n/en/account';
import storeLoginEn from '../../../i18n/en/store-login';
import { routeToHash } from '../../../routes/table';

addTexts(accountEn);
addTexts(storeLoginEn);

/** What the sign-in store knows when it calls afterLogin. */
export interface AfterLoginContext {
  email: string;
  /** Shopify customer id from check-customer */
  customerId: string;
  loginType: LoginType;
  /** true in the session the shopper signed in (not when a persisted session is restored) */
  isInitialLogin: boolean;
  /** the panel's route when the sign-in completed (the quiz step's rule reads it) */
  route: string;
}

/** Shows the store-login alert with translation key `key` above the panel's screen. */
function alert(key: string): void {
  showStoreLoginAlert(key);
  showPanelNotice(StoreLoginAlert);
}

const STOP = 'stop';
type Step = (ctx: AfterLoginContext, config: PageConfig) => Promise<unknown> | unknown;

async function storeLogin(ctx: AfterLoginContext, config: PageConfig): Promise<void> {
  // a hand-off store never runs multipass (and never shows its alerts): see handOff
  if (!needsStoreLogin(config) || handsOff(config)) return;
  // Where the shopper signed in, not where they are now: this chunk loads after the sign-in, and a
  // shopper who pressed Orders meanwhile has moved on already.
  const from = ctx.route;
  try {
    await logInToStore(config, ctx.email);
  } catch (e) {
    // docs/product.md#error-messages: alert and For you; a missing multipass key has its own, more precise alert.
    // A shopper who moved to another screen while the store login ran stays there.
    alert(e instanceof StoreLoginError && e.code === 'multipass-not-set' ? 'error.multipassKey' : 'error.notLoggedIntoShopify');
    if (route.value === from) navigate('foryou');
    throw e;
  }
}

function signedIn(ctx: AfterLoginContext): void {
  // One-off events: sent at once, not awaited (tracking failures are ignored, docs/product.md#behaviour,
  // #error-messages).
  track('sign_in', { login_type: ctx.loginType }, true, ctx.customerId);
}

function identify(ctx: AfterLoginContext): void {
  if (identifyOn(isActive, setting)) track('identify', { email: ctx.email, login_type: ctx.loginType }, true, ctx.customerId);
}

/** On a store without multipass, the store's own sign-in, coming back to this page and route (the sign-in's events are sent or queued by now). */
function handOff(ctx: AfterLoginContext, config: PageConfig): string | void {
  if (!needsStoreLogin(config) || !handsOff(config)) return;
  location.assign(handOffUrl(config, ctx.email, location));
  return STOP;
}

function redirect(): void {
  const to = takeLoginRedirect();
  if (to) navigate(to);
}

/**
 * The login quiz, unless the shopper signed in on a route that keeps it away (the quiz itself, an
 * order, Orders) or is on one now: a guest who signed in from the quiz and moved on to Preferences
 * while the store login ran is not sent back to it.
 */
async function quiz(ctx: AfterLoginContext, config: PageConfig): Promise<void> {
  if (!isActive('personalizationQuizzes')) return;
  const q = loginQuiz(setting('personalizationQuizzes'));
  if (!q || quizBlockedOn(ctx.route) || quizBlockedOn(route.value)) return;
  const handle = quizToOpen(q, await fetchPersonalizations(config.shopId, ctx.customerId));
  // the route may have changed while the answers loaded
  if (handle && !quizBlockedOn(route.value)) navigate('survey:' + handle);
}

function reload(): string | void {
  const points = isActive('points') ? setting('points') : null;
  const refresh = isActive('loginRefresh') ? setting('loginRefresh') : null;
  if (!shouldReload(points, refresh, location.href)) return;
  location.reload();
  return STOP;
}

function openForReturning(): void {
  if (!shouldOpenForReturning(isActive('openForReturningCustomer'), isOpen.value)) return;
  // the launcher's own way in: it opens the panel on hashchange to #status
  const home = routeToHash('foryou');
  if (location.hash === home) dispatchEvent(new HashChangeEvent('hashchange'));
  else location.hash = home;
}

const INITIAL: [string, Step][] = [
  ['store-login', storeLogin],
  ['sign-in event', signedIn],
  ['identify', identify],
  ['redirect', redirect],
  ['hand-off', handOff],
  ['quiz', quiz],
  ['reload', reload],
  ['open', openForReturning],
];

/**
 * Runs the after-login steps of docs/product.md#behaviour for the shopper who just signed in, in order (see the
 * module comment; on a hand-off store the hand-off ends the run). Reads the page
 * config store; does nothing without one. Every failure is reported (lib/report) and the
 * remaining steps still run.
 * Time: the store login takes one API call, two store fetches and 200 ms per attempt, up to 6
 * attempts. Never rejects.
 */
export async function afterLogin(ctx: AfterLoginContext): Promise<void> {
  try {
    const config = pageConfig.value;
    if (!config) return;
    for (const [name, step] of ctx.isInitialLogin ? INITIAL : INITIAL.slice(0, 1)) {
      try {
        if ((await step(ctx, config)) === STOP) return;
      } catch (e) {
        report(e, 'after-login:' + name);
      }
    }
  } catch {
    /* never throw into the sign-in flow */
  }
}

/**
 * What happens after a widget sign-in (SPEC.md 4 'Auth'). A lazy chunk: the sign-in flows load
 * it with `import('../auth/after-login')` and call `afterLogin` after every successful sign-in.
 *
 * Steps, in order, for an initial login: store login (when the page has no store customer);
 * identify event; login-redirect target; login-triggered personalization quiz; page reload
 * (points / loginRefresh rules); opening the widget for returning customers. A later (not
 * initial) login only does the store login. Each rule is a pure function below; a step that
 * fails is reported and the next one still runs; a reload ends the run (the page is going away).
 */
import type { PageConfig } from '../config/types';
import { isActive, setting } from '../state/settings';
import { navigate, route, takeLoginRedirect } from '../state/route';
import { isOpen, pageConfig } from '../state/widget';
import { user } from '../state/auth';
import { fetchPersonalizations } from '../api/customer';
import { eventId, sendEvents } from '../api/events';
import { reportError } from '../lib/report';
import { logInToStore, showStoreLoginAlert, StoreLoginError } from './store-login';

/** What the sign-in flow knows when it calls afterLogin. */
export interface AfterLoginContext {
  email: string;
  /** Shopify customer id from check-customer */
  customerId: string;
  loginType: 'otp' | 'magicLink' | 'google';
  /** true in the session the shopper signed in (not when a persisted session is restored) */
  isInitialLogin: boolean;
}

type Settings = Record<string, unknown> & { isActive?: boolean };

// ---- rules (pure) ----------------------------------------------------------------------------

/** The store session must be logged in when the page's config has no store customer. */
export function needsStoreLogin(config: Pick<PageConfig, 'customerId'>): boolean {
  return !config.customerId;
}

/**
 * The identify event is on when setting `identify` is active, or a klaviyoEvents-style setting
 * is active with `identify: true` (SPEC.md 3). `active(key)` and `get(key)` read settings.
 */
export function identifyOn(active: (key: string) => boolean, get: (key: string) => Settings): boolean {
  return active('identify') || (active('klaviyoEvents') && get('klaviyoEvents').identify === true);
}

/** A personalization quiz as settings describe it (SPEC.md 3). `fields` is a list or a map keyed by key. */
export interface Quiz { handle?: unknown; trigger?: unknown; isActive?: unknown; fields?: unknown }

/** The first active quiz with trigger 'login' in the personalizationQuizzes setting `s`, or null. Pure. */
export function loginQuiz(s: Settings): Quiz | null {
  if (s.isActive === false || !Array.isArray(s.quizzes)) return null;
  const q = (s.quizzes as Quiz[]).find((x) => x && x.trigger === 'login' && x.isActive !== false && typeof x.handle === 'string' && x.handle);
  return q ?? null;
}

/** The field keys of `quiz`: `[{key}]`, `['key']` or `{key: {...}}`. Pure. */
export function quizFieldKeys(quiz: Quiz): string[] {
  const f = quiz.fields;
  if (Array.isArray(f)) return f.map((x) => (typeof x === 'string' ? x : (x as { key?: unknown })?.key)).filter((k): k is string => typeof k === 'string' && !!k);
  if (f && typeof f === 'object') return Object.entries(f).map(([k, v]) => ((v as { key?: unknown })?.key as string) || k);
  return [];
}

/** True when a personalization answer is empty: missing, '', [], {}, or `{value}` with an empty value. Pure. */
export function isEmptyAnswer(v: unknown): boolean {
  if (v == null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return 'value' in v ? isEmptyAnswer((v as { value: unknown }).value) : Object.keys(v).length === 0;
  return false;
}

/** Routes where the login quiz must not interrupt: OrderConfirmation, OrderReceipt, PersonalizationQuiz, Orders. */
export function quizBlockedOn(current: string): boolean {
  return /^(confirmation|order|survey|quiz):/.test(current) || current === 'orders';
}

/** The handle of the quiz to open: `quiz` has a field whose answer in `answers` is empty. null otherwise. Pure. */
export function quizToOpen(quiz: Quiz | null, answers: Record<string, unknown>): string | null {
  if (!quiz) return null;
  return quizFieldKeys(quiz).some((k) => isEmptyAnswer(answers[k])) ? String(quiz.handle) : null;
}

/** The path of `url` (absolute or relative to `base`) without a trailing slash ('/' stays); null when unusable. */
export function pathOf(url: unknown, base: string): string | null {
  if (typeof url !== 'string' || !url) return null;
  try {
    const p = new URL(url, base).pathname;
    return p.length > 1 ? p.replace(/\/+$/, '') : p;
  } catch {
    return null;
  }
}

/** True when `path` is one of `pages`: exact, or a prefix when the entry ends with '*'. Pure. */
export function pathListed(path: string, pages: unknown, base: string): boolean {
  if (!Array.isArray(pages)) return false;
  return pages.some((p) => {
    if (typeof p !== 'string' || !p) return false;
    if (p.endsWith('*')) {
      let prefix: string;
      try {
        prefix = new URL(p.slice(0, -1) || '/', base).pathname;
      } catch {
        return false;
      }
      return path.startsWith(prefix) || path + '/' === prefix;
    }
    return pathOf(p, base) === path;
  });
}

/**
 * The page reloads after login when (a) points are active with `refreshOnRewardsPage` and `path`
 * is the points page (`points.url` or `points.link`), or (b) loginRefresh is active and
 * `alwaysRefresh` is set or `pagesToRefresh` lists the path (exact, or a prefix with a trailing
 * '*'). `href` is the current page; entries may be absolute URLs or store paths. Pure.
 */
export function shouldReload(
  points: Settings | null,
  loginRefresh: Settings | null,
  href: string,
): boolean {
  const path = pathOf(href, href) ?? '/';
  let root = href;
  try {
    root = new URL('/', href).href; // entries without a leading slash are store-root relative
  } catch {
    /* keep href */
  }
  if (points && points.isActive !== false && points.refreshOnRewardsPage) {
    if ([points.url, points.link].some((u) => pathOf(u, root) === path)) return true;
  }
  if (loginRefresh && loginRefresh.isActive !== false) {
    if (loginRefresh.alwaysRefresh === true || pathListed(path, loginRefresh.pagesToRefresh, root)) return true;
  }
  return false;
}

/** The widget opens for a returning customer when the setting is active and the panel is closed. Pure. */
export function shouldOpenForReturning(active: boolean, open: boolean): boolean {
  return active && !open;
}

// ---- orchestration ---------------------------------------------------------------------------

const STOP = 'stop';
type Step = (ctx: AfterLoginContext, config: PageConfig) => Promise<unknown> | unknown;

async function storeLogin(ctx: AfterLoginContext, config: PageConfig): Promise<void> {
  if (!needsStoreLogin(config)) return;
  try {
    await logInToStore(config, ctx.email);
  } catch (e) {
    // SPEC.md 8: alert and For you; the multipass alert (already set) is the more precise one.
    if (!(e instanceof StoreLoginError && e.code === 'multipass-not-set')) showStoreLoginAlert('error.notLoggedIntoShopify');
    navigate('foryou');
    throw e;
  }
}

function identify(ctx: AfterLoginContext, config: PageConfig): void {
  if (!identifyOn(isActive, setting)) return;
  // One-off event: sent at once, not awaited (tracking failures are ignored, SPEC.md 4 and 8).
  void sendEvents(config.apiBase, [
    {
      id: eventId(),
      event: 'identify',
      event_data: { email: ctx.email, login_type: ctx.loginType },
      created_at: new Date().toISOString(),
      customer_id: ctx.customerId,
      status_id: user.value?.uid ?? null,
      shop_id: config.shopId,
    },
  ]);
}

function redirect(): void {
  const to = takeLoginRedirect();
  if (to) navigate(to);
}

async function quiz(ctx: AfterLoginContext, config: PageConfig): Promise<void> {
  if (!isActive('personalizationQuizzes')) return;
  const q = loginQuiz(setting('personalizationQuizzes'));
  if (!q || quizBlockedOn(route.value)) return;
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
  if (location.hash === '#status') dispatchEvent(new HashChangeEvent('hashchange'));
  else location.hash = '#status';
}

const INITIAL: [string, Step][] = [
  ['store-login', storeLogin],
  ['identify', identify],
  ['redirect', redirect],
  ['quiz', quiz],
  ['reload', reload],
  ['open', openForReturning],
];

/**
 * Runs the after-login steps of SPEC.md 4 for the shopper who just signed in, in order (see the
 * module comment). Reads the page config from state/widget; does nothing without one. Every
 * failure is reported (lib/report) and the remaining steps still run.
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
        reportError('after-login:' + name, { message: e instanceof Error ? e.message : String(e) });
      }
    }
  } catch {
    /* never throw into the sign-in flow */
  }
}

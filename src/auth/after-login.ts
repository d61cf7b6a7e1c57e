/**
 * The rules of what happens after a widget sign-in (docs/product.md#sign-in-and-session), as pure functions: which
 * steps apply to this shopper, settings and page. The steps themselves run in
 * src/features/sign-in/state/after-login.ts.
 */
import type { PageConfig } from '../settings/types';
import { ownValue } from '../lib/own';
import { isEmptyAnswer, quizFieldKeys } from '../features/quizzes';

type Settings = Record<string, unknown> & { isActive?: boolean };

// ---- rules (pure) ----------------------------------------------------------------------------

/** The store session must be logged in when the page's config has no store customer. */
export function needsStoreLogin(config: Pick<PageConfig, 'customerId'>): boolean {
  return !config.customerId;
}

/**
 * The identify event is on when setting `identify` is active, or a klaviyoEvents-style setting
 * is active with `identify: true` (docs/product.md#data). `active(key)` and `get(key)` read settings.
 */
export function identifyOn(active: (key: string) => boolean, get: (key: string) => Settings): boolean {
  return active('identify') || (active('klaviyoEvents') && get('klaviyoEvents').identify === true);
}

/** A personalization quiz as settings describe it (docs/product.md#data). `fields` is a list or a map keyed by key. */
export interface Quiz { handle?: unknown; trigger?: unknown; isActive?: unknown; fields?: unknown }

/** The first active quiz with trigger 'login' in the personalizationQuizzes setting `s`, or null. Pure. */
export function loginQuiz(s: Settings): Quiz | null {
  if (s.isActive === false || !Array.isArray(s.quizzes)) return null;
  const q = (s.quizzes as Quiz[]).find((x) => x && x.trigger === 'login' && x.isActive !== false && typeof x.handle === 'string' && x.handle);
  return q ?? null;
}

/** Routes where the login quiz must not interrupt: OrderConfirmation, OrderReceipt, PersonalizationQuiz, Orders. */
export function quizBlockedOn(current: string): boolean {
  return /^(confirmation|order|survey|quiz):/.test(current) || current === 'orders';
}

/** The handle of the quiz to open: `quiz` has a field whose answer in `answers` is empty. null otherwise. Pure. */
export function quizToOpen(quiz: Quiz | null, answers: Record<string, unknown>): string | null {
  if (!quiz) return null;
  return quizFieldKeys(quiz).some((k) => isEmptyAnswer(ownValue(answers, k))) ? String(quiz.handle) : null;
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

/**
 * The admin's API client: every call goes to our app's admin routes,
 * `/admin/api/shops/{shop}/...` on the page's own origin, with the App Bridge session token
 * (`Authorization: Bearer ${await shopify.idToken()}`); the shop is App Bridge's
 * `shopify.config.shop` (the shop's domain, e.g. 'demo-shop.myshopify.com').
 * Answers are `{data}`; failures `{error: {code, message, issues?}}` become AdminApiError.
 */
import type { Issue } from '../server/api/settings/schema';

/** A failed admin call. `status` 0 means no HTTP answer (network). */
export class AdminApiError extends Error {
  declare readonly status: number;
  /** the API's error code ('invalid-argument', 'settings-changed', ...), or 'network' / 'bad-response' */
  declare readonly code: string;
  /** a 400's field issues (path and `validation.*` key), [] otherwise */
  declare readonly issues: Issue[];

  constructor(status: number, code: string, message: string, issues: Issue[] = []) {
    super(message);
    Object.assign(this, { name: 'AdminApiError', status, code, issues });
  }
}

/** The shop the admin is open for (App Bridge's config), '' outside Shopify admin. */
export const currentShop = (): string => (typeof shopify === 'undefined' ? '' : shopify.config?.shop ?? '');

/** The admin API path of `rest` ('/config') for the current shop. */
export const shopPath = (rest: string): string => `/admin/api/shops/${encodeURIComponent(currentShop())}${rest}`;

export interface Answer<T> { data: T; headers: Headers }

/**
 * Calls `method rest` (e.g. 'GET', '/overview') for the current shop with a fresh session token.
 * `body` is sent as JSON; `headers` are added (If-Match).
 * @returns the answer's `data` and headers
 * @throws AdminApiError for a status above 399 (with the 400's issues), no answer, or a body without `data`
 */
export async function adminCall<T>(method: 'GET' | 'PUT' | 'POST', rest: string, opts: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  let res: Response;
  try {
    const token = await shopify.idToken();
    res = await fetch(shopPath(rest), {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(opts.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  } catch (e) {
    throw new AdminApiError(0, 'network', e instanceof Error ? e.message : String(e));
  }
  const json = (await res.json().catch(() => null)) as { data?: T; error?: { code?: unknown; message?: unknown; issues?: unknown } } | null;
  if (res.status > 399) {
    const err = json?.error;
    const issues = Array.isArray(err?.issues) ? (err.issues as unknown[]).filter(isIssue) : [];
    throw new AdminApiError(res.status, typeof err?.code === 'string' ? err.code : String(res.status), typeof err?.message === 'string' ? err.message : `HTTP ${res.status}`, issues);
  }
  if (!json || typeof json !== 'object' || !('data' in json)) throw new AdminApiError(res.status, 'bad-response', `${method} ${rest}: no data`);
  return { data: json.data as T, headers: res.headers };
}

function isIssue(v: unknown): v is Issue {
  const i = v as Issue;
  return !!i && typeof i === 'object' && Array.isArray(i.path) && typeof i.message === 'string';
}

// ---- Answers of the admin routes ----------------------------------------------------------------

export interface Overview {
  shop: { name: string; domain: string; plus: boolean; customerAccounts: 'new' | 'classic' };
  /** whether the widget can start on the storefront (absent from an older API: ready) */
  widget?: { ready: true } | { ready: false; reason: 'unavailable' | 'not-installed' | 'refused' };
  embed: { enabled: boolean; themeName: string; editorUrl: string };
  checklist: { embedOn: boolean; signInChosen: boolean; storeLogin: 'multipass' | 'customer-accounts' };
}

/** The counted metrics of GET .../analytics, in the order Home draws them. */
export const METRICS = ['signIns', 'favoritesAdded', 'savedFromCart', 'reBought', 'triggerToastsShown', 'triggerToastsFollowed'] as const;
export type Metric = (typeof METRICS)[number];
export type MetricCounts = Record<Metric, number>;
export interface Analytics { days: ({ date: string } & MetricCounts)[]; totals: MetricCounts }

/**
 * One customers/data_request export, as GET .../data-requests lists it. Read leniently: the
 * date is `createdAt` (or `requestedAt`), the customer `customerEmail` / `customer.email` /
 * `customerId`, the status `status`, else 'ready' until `expiresAt` and 'expired' after.
 */
export interface DataRequest {
  id?: string | number;
  webhookId?: string;
  dataRequestId?: string | number | null;
  /** ISO date-time the request came in */
  createdAt?: string;
  requestedAt?: string;
  /** ISO date-time the export is deleted */
  expiresAt?: string;
  customer?: { id?: string | number; email?: string | null } | null;
  customerEmail?: string | null;
  customerId?: string | number | null;
  status?: string;
}

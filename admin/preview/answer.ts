/**
 * The parent side of preview mode's protocol (src/preview/bridge.ts, docs/product.md#roles): what this admin
 * page answers the preview build's widget in the frame, so the widget shows the merchant's DRAFT
 * config with the shop's sample products and, for 'Signed-in shopper', a sample customer.
 *
 * Requests come as `{source: 'status-preview', id, type: 'api' | 'auth', payload}`; `answerApi`
 * returns what the API would: `{status, body}` with body `{data}` or `{error: {code, message}}`
 * (src/preview/client.ts reads it with the real answer reader). Writes (favorites, saved items)
 * change only this preview session's lists; nothing reaches the shop. Calls without a sample
 * answer 404 'Not available in preview'.
 */
import type { ContentItem, InitUserResponse, Product, SavedItem } from '../../src/api/types';
import type { MerchantConfig } from '../../server/api/settings/schema';
import { DEFAULT_FEATURES } from '../../src/settings/default-features';
import { SAMPLE_USER, sampleCollection, sampleCustomer, sampleOrders, sampleReceipt, savedItems, type Sample } from './fixtures';

export const PREVIEW_SOURCE = 'status-preview';

export interface ApiRequest { method: string; path: string; body?: unknown }
export interface ApiReply { status: number; body: unknown }

/** A preview session: the draft, the sample data, who is signed in; lists the widget changed. */
export interface PreviewSession {
  config: MerchantConfig;
  sample: Sample | null;
  signedIn: boolean;
  /** epoch ms the sample dates count from */
  now: number;
  favorites?: SavedItem[];
  savedFromCart?: SavedItem[];
}

const ok = (data: unknown): ApiReply => ({ status: 200, body: { data } });
const fail = (status: number, code: string, message: string): ApiReply => ({ status, body: { error: { code, message } } });
const notInPreview = () => fail(404, 'not-in-preview', 'Not available in preview');
const needsCustomer = () => fail(403, 'forbidden', 'Sign in to see this');

const products = (s: PreviewSession): Product[] => s.sample?.products ?? [];
const byIds = (s: PreviewSession, ids: number[]) => ids.map((id) => products(s).find((p) => p.id === id)).filter((p): p is Product => !!p);
const idsOf = (raw: string | null) => (raw ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);

/** The session's favorites, made from the sample on first use. */
const favorites = (s: PreviewSession) => (s.favorites ??= savedItems(products(s).slice(0, 3), 'preview-favorite', s.now));
const savedFromCart = (s: PreviewSession) => (s.savedFromCart ??= savedItems(products(s).slice(3, 5), 'preview-saved', s.now));

/** The payload of an envelope body (`{data: {...}}`), {} when there is none. */
const payload = (body: unknown): Record<string, unknown> => {
  const d = (body as { data?: unknown } | null)?.data;
  return d && typeof d === 'object' ? (d as Record<string, unknown>) : {};
};

/** `GET /init/v2/{shop}/user` as the API would answer it for the draft. */
export function initUser(s: PreviewSession): InitUserResponse {
  const c = s.config.customizations;
  const content = c.content as ContentItem[];
  return {
    settings: s.config.settings as InitUserResponse['settings'],
    customizations: { theme: c.theme, customCss: c.customCss, translations: c.translations, content } as InitUserResponse['customizations'],
    allContent: content,
    features: DEFAULT_FEATURES,
    customer: s.signedIn ? { id: SAMPLE_USER.customerId, email: SAMPLE_USER.email, firstName: SAMPLE_USER.firstName } : null,
    saved: { wishlist: favorites(s).length, savedFromCart: savedFromCart(s).length },
  };
}

/** The items of an add request (`{items: [{productId, variantId}]}`) as saved items, newest first, before `list`. */
function added(list: SavedItem[], body: unknown, prefix: string, now: number): SavedItem[] {
  const items = Array.isArray(payload(body).items) ? (payload(body).items as { productId?: unknown; variantId?: unknown }[]) : [];
  const fresh = items
    .filter((i) => typeof i.productId === 'number' && !list.some((x) => x.productId === i.productId))
    .map((i) => ({ id: `${prefix}-${String(i.productId)}`, productId: i.productId as number, variantId: typeof i.variantId === 'number' ? i.variantId : null, createdAt: new Date(now).toISOString() }));
  return [...fresh, ...list];
}

/**
 * The answer to one API call of the widget. `path` is as the widget sends it, with the shop id
 * and a query ('/init/for-you/demo-shop?recentlyViewed=1,2'). Never throws.
 */
export function answerApi(req: ApiRequest, s: PreviewSession): ApiReply {
  const method = String(req.method || 'GET').toUpperCase();
  const [rawPath = '', query = ''] = String(req.path || '').split('?');
  const q = new URLSearchParams(query);
  const seg = rawPath.split('/').filter(Boolean).map((x) => {
    try {
      return decodeURIComponent(x);
    } catch {
      return x;
    }
  });
  const route = `${method} /${seg.join('/')}`;
  const customer = s.signedIn ? sampleCustomer(s.config) : null;
  const ps = products(s);
  const at = (i: number) => seg[i] ?? '';

  // GET /init/v2/{shop}/user
  if (method === 'GET' && seg[0] === 'init' && seg[1] === 'v2' && seg[3] === 'user' && seg.length === 4) return ok(initUser(s));
  // For you: recently viewed and popular today from the sample (GET /init/for-you/{shop}, POST /init/for-you)
  if (seg[0] === 'init' && seg[1] === 'for-you') {
    const recentlyViewed = ps.slice(0, 4).map((p) => p.id);
    const popularToday = ps.slice(4, 8).map((p) => p.id);
    return ok({ recentlyViewed, popularToday: popularToday.length ? popularToday : recentlyViewed, products: ps });
  }
  if (route === 'GET /init/countries') {
    return ok({ countries: [
      { code: 'US', name: 'United States', provinces: [{ code: 'OR', name: 'Oregon' }, { code: 'NY', name: 'New York' }], zipRequired: true },
      { code: 'CA', name: 'Canada', provinces: [{ code: 'ON', name: 'Ontario' }], zipRequired: true },
      { code: 'DE', name: 'Germany', provinces: [], zipRequired: true },
      { code: 'FR', name: 'France', provinces: [], zipRequired: true },
      { code: 'GB', name: 'United Kingdom', provinces: [], zipRequired: true },
    ] });
  }
  // Products: GET /products/{shop}?ids=, POST /products/batch
  if (method === 'GET' && seg[0] === 'products' && seg.length === 2) return ok({ items: byIds(s, idsOf(q.get('ids'))) });
  if (route === 'POST /products/batch') {
    const items = Array.isArray(payload(req.body).items) ? (payload(req.body).items as { id?: unknown }[]) : [];
    return ok({ items: byIds(s, items.map((i) => Number(i.id))) });
  }
  // Sign-in walk-through: any code or link works in the preview
  if (route === 'POST /authentication/create-otc' || route === 'POST /authentication/create-magic-link') return ok({ codeId: 'preview-code' });
  if (route === 'GET /authentication/create-otc') return fail(404, 'not-found', 'No pending code');
  if (route === 'POST /authentication/validate-otc' || route === 'POST /authentication/validate-magic-link') return ok({ token: 'preview-custom-token' });
  if (route === 'POST /member/check-customer') return s.signedIn ? ok({ customerId: SAMPLE_USER.customerId, email: SAMPLE_USER.email }) : needsCustomer();
  if (route === 'POST /member/unverified') return ok({ saved: true });
  // Favorites and saved from cart (guests have them too)
  if (route === 'POST /saved/wishlist-items') return ok({ items: favorites(s) });
  if (route === 'POST /saved/cart/items') return ok({ items: savedFromCart(s) });
  if (route === 'POST /saved/wishlist' || route === 'POST /saved/wishlist/items') return ok({ items: (s.favorites = added(favorites(s), req.body, 'preview-favorite', s.now)) });
  if (route === 'POST /saved/cart') return ok({ items: (s.savedFromCart = added(savedFromCart(s), req.body, 'preview-saved', s.now)) });
  if (method === 'DELETE' && seg[0] === 'saved' && seg[1] === 'wishlist' && seg.length === 3) return ok({ items: (s.favorites = favorites(s).filter((i) => i.id !== at(2))) });
  if (method === 'DELETE' && seg[0] === 'saved' && seg[1] === 'cart' && seg.length === 3) return ok({ items: (s.savedFromCart = savedFromCart(s).filter((i) => i.id !== at(2))) });
  if (route === 'POST /saved/wishlist-collections') return ok({ collections: s.signedIn && ps.length ? [sampleCollection(ps.slice(0, 3), s.now)] : [] });
  if (method === 'GET' && seg[0] === 'saved' && seg[1] === 'wishlist-collection' && seg.length === 3) {
    const c = ps.length ? sampleCollection(ps.slice(0, 3), s.now) : null;
    return c && c.uuid === at(2) ? ok(c) : fail(404, 'not-found', 'No such collection');
  }
  if (seg[0] === 'saved' && seg[1] === 'collections') return ok({ collections: [] });
  // Orders and a receipt
  if (method === 'POST' && seg[0] === 'orders' && seg[2] === 'orders' && seg.length === 3) {
    return customer ? ok({ items: s.sample ? sampleOrders(s.sample, s.now) : [], pageCursor: null }) : needsCustomer();
  }
  if (method === 'GET' && seg[0] === 'orders' && seg[2] === 'order' && seg.length === 4) {
    const order = customer && s.sample ? sampleOrders(s.sample, s.now).find((o) => o.id === at(3)) : null;
    return order ? ok(sampleReceipt(order)) : fail(404, 'not-found', 'Unable to get order.');
  }
  // Profile: the customer, personalizations, addresses (changes are answered, not kept)
  if (seg[0] === 'customer' && seg.length >= 3) {
    if (!customer || at(2) !== customer.id) return needsCustomer();
    if (seg.length === 3 && method === 'GET') return ok(customer);
    if (seg.length === 3 && method === 'PUT') return ok({ ...customer, ...((payload(req.body).customer as object | undefined) ?? {}) });
    if (seg.length === 4 && seg[3] === 'personalizations') return ok({ personalizations: customer.personalizations });
    if (seg[3] === 'address') return ok({ addresses: customer.addresses });
  }
  if (method === 'GET' && seg[0] === 'points' && seg.length === 2) return customer ? ok({ points: 1250 }) : needsCustomer();
  return notInPreview();
}

/** The answer to an identity question of the widget (`{action: 'user' | 'token' | 'signIn' | 'signOut'}`); signIn and signOut change `s.signedIn`. */
export function answerAuth(p: { action?: unknown }, s: PreviewSession): unknown {
  const user = () => (s.signedIn ? { uid: SAMPLE_USER.uid, email: SAMPLE_USER.email, isAnonymous: false } : null);
  switch (p.action) {
    case 'token': return { token: 'preview-token' };
    case 'signIn': s.signedIn = true; return { user: user() };
    case 'signOut': s.signedIn = false; return { user: null };
    default: return { user: user() };
  }
}

/** A preview request of the protocol, or null for anything else. */
export function asPreviewRequest(data: unknown): { id: number; type: 'api' | 'auth'; payload: Record<string, unknown> } | null {
  const m = data as { source?: unknown; id?: unknown; type?: unknown; payload?: unknown } | null;
  if (!m || typeof m !== 'object' || m.source !== PREVIEW_SOURCE || typeof m.id !== 'number' || (m.type !== 'api' && m.type !== 'auth')) return null;
  return { id: m.id, type: m.type, payload: m.payload && typeof m.payload === 'object' ? (m.payload as Record<string, unknown>) : {} };
}

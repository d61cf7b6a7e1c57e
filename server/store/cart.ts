/**
 * Shopify's Ajax Cart API on the storefront emulator (docs/local-stack.md#what-runs; shapes in `shopify-json.ts`):
 *
 * - `GET /cart.js` -> the cart
 * - `POST /cart/add(.js)` -> `{items: [line items]}` for `{items: [...]}` bodies, the single line
 *   item for `{id, quantity, properties}` bodies
 * - `POST /cart/change(.js)` (`id` line key or variant id, or `line` 1-based; `quantity`, 0
 *   removes; optional `properties`) -> the cart
 * - `POST /cart/update(.js)` (`updates` map or array, `attributes`, `note`) -> the cart
 * - `POST /cart/clear(.js)` -> the cart
 * - `GET /cart/{variant_id}:{quantity}[,{variant_id}:{quantity}...]` (Shopify's legacy cart
 *   permalink) -> the shopper's cart holds exactly the link's items (what it held before is
 *   replaced), then 302 to `/checkout`, or to `/cart` with `?storefront=true`. A path that is not
 *   `id:qty` pairs is the store's 404 page, as any unknown storefront page. A link the cart store
 *   refuses (quantity 0, an unknown or sold-out variant, more than the inventory) redirects to
 *   `/cart?error={description}` (302) as `/cart/add` form posts do, and the cart keeps what it
 *   held: a permalink is a link a shopper follows, so the answer is a page with Shopify's cart
 *   error text, and a half-applied link would send a partial order to checkout. The link's other
 *   query parameters (`discount`, `note`, `attributes[...]`, `checkout[...]`, `ref`,
 *   `access_token`, `properties`) are not modelled and are ignored.
 * - `GET /cart/add?id={variant_id}&quantity={n}` or `?items[][id]=..&items[][quantity]=..`
 *   (Shopify's add-to-cart link; quantity defaults to 1, the query is read with the same
 *   Rails-key rules as form bodies, `properties[...]` too) -> adds to the shopper's cart as a
 *   form post to `/cart/add` does (lines merge; what the cart held stays), then 302 to `/cart`.
 *   What the cart store refuses, and a query without an item ('Required parameter missing or
 *   invalid: id', as `/cart/add` answers a missing id), redirects to `/cart?error={description}`
 *   (302) with the cart unchanged: the store's add is all or nothing. Other query parameters
 *   (`return_to`, `note`, `attributes[...]`) are not modelled and are ignored.
 *
 * The `.js` routes always answer JSON. The routes without `.js` answer the same JSON to Ajax
 * requests, as Shopify does (`wantsJson`: Dawn's product form sends `X-Requested-With:
 * XMLHttpRequest`, its cart drawer `Accept: application/json`); a plain form post is redirected
 * to `/cart` (303). Any JSON answer may carry rendered theme sections (`sections`,
 * `sections_url`; see `sections.ts`).
 *
 * Bodies may be JSON, multipart FormData or urlencoded with Rails-style keys (`properties[Color]`,
 * `items[0][id]`, `updates[KEY]`, `updates[]`, `attributes[name]`). Failures answer
 * `{status, message: 'Cart Error', description}` with the same HTTP status (400 or 422); plain
 * form posts are redirected to `/cart?error={description}` instead. The cart lives in memory under
 * the `cart` cookie's token. Money is in cents of the presentment currency, at the shop's current
 * prices (the cart store's live catalog).
 */
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CartError, type AddItem, type Cart, type CartStore, type LineProperties, type UpdateRequest } from './cart-store';
import { resolveCurrency } from './context';
import { renderSections, requestedSections, sectionsPath } from './sections';
import { cartJson, lineItemJson } from './shopify-json';

/** The cookie carrying the cart token (Shopify's name). */
export const CART_COOKIE = 'cart';

type Body = Record<string, unknown>;

const isRecord = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The request's cart. With `create`, a missing or unknown token gets a new cart and the `cart`
 * cookie is set (14 days, readable by scripts as on Shopify); without it, undefined.
 */
export function cartFor(c: Context, store: CartStore, create: true): Cart;
export function cartFor(c: Context, store: CartStore, create: false): Cart | undefined;
export function cartFor(c: Context, store: CartStore, create: boolean): Cart | undefined {
  const existing = store.get(getCookie(c, CART_COOKIE));
  if (existing || !create) return existing;
  const cart = store.create();
  setCookie(c, CART_COOKIE, cart.token, { path: '/', sameSite: 'Lax', maxAge: 60 * 60 * 24 * 14 });
  return cart;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Sets `value` at a Rails-style form key (`a[b][]`, `items[0][id]`) inside `target`;
 * keys naming `__proto__`, `constructor` or `prototype` are dropped. */
export function setFormValue(target: Body, key: string, value: string): void {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) {
    if (!UNSAFE_KEYS.has(key)) target[key] = value;
    return;
  }
  const path = [match[1]!, ...Array.from(match[2]!.matchAll(/\[([^[\]]*)\]/g), (m) => m[1]!)];
  if (path.some((segment) => UNSAFE_KEYS.has(segment))) return;
  let node: Body | unknown[] = target;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    const last = i === path.length - 1;
    const next = path[i + 1];
    if (Array.isArray(node)) {
      if (last) node.push(value);
      else {
        // `items[][id]=1&items[][quantity]=2`: keep filling the last element until a key repeats.
        let tail = node[node.length - 1];
        if (!isRecord(tail) || (next !== undefined && next in tail)) node.push((tail = {}));
        node = tail as Body;
      }
      continue;
    }
    if (last) {
      node[segment] = value;
      break;
    }
    const child = node[segment];
    if (next === '' ? Array.isArray(child) : isRecord(child)) node = child as Body | unknown[];
    else node = node[segment] = next === '' ? [] : {};
  }
}

/**
 * Reads a cart request body: JSON (also when sent as text/plain), multipart or urlencoded.
 * Throws CartError 400 for malformed JSON.
 */
export async function readCartBody(c: Context): Promise<Body> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('multipart/form-data')) {
    const body: Body = {};
    for (const [key, value] of (await c.req.formData()).entries()) {
      if (typeof value === 'string') setFormValue(body, key, value);
    }
    return body;
  }
  const text = await c.req.text();
  if (type.includes('application/json') || /^\s*[[{]/.test(text)) {
    if (!text.trim()) return {};
    try {
      const parsed: unknown = JSON.parse(text);
      return isRecord(parsed) ? parsed : {};
    } catch {
      throw new CartError(400, 'Bad Request');
    }
  }
  const body: Body = {};
  for (const [key, value] of new URLSearchParams(text)) setFormValue(body, key, value);
  return body;
}

/** A whole-number quantity from JSON or form input; `fallback` when absent; NaN when invalid. */
function toQuantity(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : Number.NaN;
}

function toVariantId(value: unknown): number {
  if (value === undefined || value === null || value === '') throw new CartError(400, 'Required parameter missing or invalid: id');
  const n = Number(String(value).trim());
  if (!Number.isSafeInteger(n)) throw new CartError(422, 'Cannot find variant');
  return n;
}

const toProperties = (value: unknown): LineProperties => (isRecord(value) ? { ...value } : {});

/** Items form (`items` array, or an object keyed by index from forms) or null. */
function itemsOf(body: Body): unknown[] | null {
  const items = body.items;
  if (Array.isArray(items)) return items;
  if (isRecord(items)) return Object.keys(items).sort((a, b) => Number(a) - Number(b)).map((k) => items[k]);
  return null;
}

function toAddItem(raw: unknown): AddItem {
  const item = isRecord(raw) ? raw : {};
  return { variantId: toVariantId(item.id), quantity: toQuantity(item.quantity, 1), properties: toProperties(item.properties) };
}

function toUpdates(value: unknown): UpdateRequest['updates'] {
  if (Array.isArray(value)) return value.map((q) => toQuantity(q, 0));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, q]) => [k, toQuantity(q, 0)]));
  return undefined;
}

/** Accept values that ask for JSON alone (a browser's navigation sends a list of types instead). */
const JSON_ACCEPT = /^(application\/(json|javascript)|text\/javascript)\s*(;|$)/i;

/**
 * Whether a cart request gets Shopify's JSON answer rather than a redirect: the `.js` routes,
 * requests with `X-Requested-With: XMLHttpRequest` (Dawn's product form, jQuery) and requests
 * whose `Accept` names only JSON or JavaScript (Dawn's cart drawer: `Accept:
 * application/json`). A form a browser submits has none of these and is redirected.
 */
export function wantsJson(c: Context): boolean {
  if (c.req.path.endsWith('.js')) return true;
  if ((c.req.header('x-requested-with') ?? '').toLowerCase() === 'xmlhttprequest') return true;
  return JSON_ACCEPT.test((c.req.header('accept') ?? '').trim());
}

/** Registers the Ajax Cart API routes, add-to-cart links and cart permalinks on `app`, backed by `store` (its catalog prices the lines and checks stock). */
export function registerCartApi(app: Hono, store: CartStore): void {
  const { catalog } = store;
  /**
   * Runs a cart operation. JSON requests (`wantsJson`) get its result, plus the rendered
   * `sections` when the body asks for some, or Shopify's error body; form posts are redirected.
   */
  const handle = (op: (c: Context, cart: Cart, body: Body) => Body) => async (c: Context) => {
    const json = wantsJson(c);
    try {
      const body = await readCartBody(c);
      const cart = cartFor(c, store, true);
      const result = op(c, cart, body);
      if (!json) return c.redirect('/cart', 303);
      const ids = requestedSections(body.sections);
      if (!ids) return c.json(result);
      const path = sectionsPath(body.sections_url, c.req.header('referer'), new URL(c.req.url).origin);
      return c.json({ ...result, sections: renderSections(ids, { cart: cartJson(cart, resolveCurrency(c), catalog), path }) });
    } catch (err) {
      if (!(err instanceof CartError)) throw err;
      if (json) return c.json(err.toJSON(), err.status);
      return c.redirect(`/cart?error=${encodeURIComponent(err.description)}`, 303);
    }
  };

  app.get('/cart.js', (c) => c.json(cartJson(cartFor(c, store, true), resolveCurrency(c), catalog)));

  const add = handle((c, cart, body) => {
    const currency = resolveCurrency(c);
    const items = itemsOf(body);
    if (items) return { items: store.add(cart, items.map(toAddItem)).map((l) => lineItemJson(l, currency, catalog)) };
    const [line] = store.add(cart, [toAddItem(body)]);
    return lineItemJson(line!, currency, catalog);
  });
  app.post('/cart/add.js', add);
  app.post('/cart/add', add);

  const change = handle((c, cart, body) => {
    const quantity = body.quantity === undefined ? undefined : toQuantity(body.quantity, 0);
    const properties = isRecord(body.properties) ? toProperties(body.properties) : undefined;
    if (body.line !== undefined && body.line !== '') store.change(cart, { line: toQuantity(body.line, 0), quantity, properties });
    else if (typeof body.id === 'string' && body.id.includes(':')) store.change(cart, { key: body.id, quantity, properties });
    else if (body.id !== undefined && body.id !== '') store.change(cart, { variantId: Number(body.id), quantity, properties });
    else throw new CartError(400, 'no valid id or line parameter');
    return cartJson(cart, resolveCurrency(c), catalog);
  });
  app.post('/cart/change.js', change);
  app.post('/cart/change', change);

  const update = handle((c, cart, body) => {
    const note = body.note === undefined ? undefined : body.note === null ? null : String(body.note);
    store.update(cart, { updates: toUpdates(body.updates), attributes: isRecord(body.attributes) ? body.attributes : undefined, note });
    return cartJson(cart, resolveCurrency(c), catalog);
  });
  app.post('/cart/update.js', update);
  app.post('/cart/update', update);

  const clear = handle((c, cart) => {
    store.clear(cart);
    return cartJson(cart, resolveCurrency(c), catalog);
  });
  app.post('/cart/clear.js', clear);
  app.post('/cart/clear', clear);

  app.get('/cart/add', (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      const items = addLinkItems(new URL(c.req.url).search);
      store.add(cartFor(c, store, true), items);
    } catch (err) {
      if (!(err instanceof CartError)) throw err;
      return c.redirect(`/cart?error=${encodeURIComponent(err.description)}`, 302);
    }
    return c.redirect('/cart', 302);
  });

  app.get('/cart/:items', (c, next) => {
    const items = permalinkItems(c.req.param('items'));
    if (!items) return next(); // the app's notFound page, as for any unknown path
    c.header('Cache-Control', 'no-store');
    const cart = cartFor(c, store, true);
    try {
      replaceLines(store, cart, items);
    } catch (err) {
      if (!(err instanceof CartError)) throw err;
      return c.redirect(`/cart?error=${encodeURIComponent(err.description)}`, 302);
    }
    return c.redirect(c.req.query('storefront') === 'true' ? '/cart' : '/checkout', 302);
  });
}

/**
 * The items of an add-to-cart link's query string (`?id=1&quantity=2`, or the Rails form
 * `?items[][id]=1&items[][quantity]=2&...`; keys may be percent-encoded), read with the same
 * rules as a `/cart/add` form body (quantity defaults to 1). Throws CartError 400 'Required
 * parameter missing or invalid: id' when the query names no item or an item lacks its id, as
 * `POST /cart/add` does; 422 'Cannot find variant' for an id that is not a whole number.
 */
export function addLinkItems(search: string): AddItem[] {
  const body: Body = {};
  for (const [key, value] of new URLSearchParams(search)) setFormValue(body, key, value);
  const items = itemsOf(body);
  return items && items.length > 0 ? items.map(toAddItem) : [toAddItem(body)];
}

const PERMALINK_ITEMS = /^\d+:\d+(?:,\d+:\d+)*$/;

/**
 * The items of a cart permalink's path segment (`{variant_id}:{quantity}`, comma-separated,
 * decoded), or null when the segment is not such pairs. Numbers beyond the safe integers stay
 * as they are; the cart store refuses them ('Cannot find variant', 'Quantity must be 1 or more').
 */
export function permalinkItems(segment: string): AddItem[] | null {
  if (!PERMALINK_ITEMS.test(segment)) return null;
  return segment.split(',').map((pair) => {
    const [id, quantity] = pair.split(':');
    return { variantId: Number(id), quantity: Number(quantity), properties: {} };
  });
}

/**
 * Makes `items` the cart's only lines (a permalink replaces the cart), all or nothing: on a
 * CartError from the store the cart keeps its old lines and the error is rethrown.
 */
function replaceLines(store: CartStore, cart: Cart, items: AddItem[]): void {
  const { lines, updatedAt } = cart;
  store.clear(cart);
  try {
    store.add(cart, items);
  } catch (err) {
    cart.lines = lines;
    cart.updatedAt = updatedAt;
    throw err;
  }
}

/**
 * What the observer's finds become (cart-sync.ts): newly added variants saved to
 * saved-from-cart once each, the cart attribute `_status_id` set once per cart through the page's
 * own fetch, the documented page events, and bad answers ignored.
 */
import { signal } from '@preact/signals';
import type { PageConfig } from '../src/settings/types';

const savedCart = signal<{ data: { id: string; productId: number; variantId: number | null }[] | null }>({ data: null });
const saveFromCart = vi.fn(async (items: { productId: number; variantId: number | null }[]) => {
  if (fail) return; // the store shows its toast and keeps its list
  savedCart.value = { data: [...items.map((i, n) => ({ id: `s${n}`, ...i })), ...(savedCart.value.data ?? [])] };
});
let fail = false;
vi.mock('../src/features/saved-cart/state/saved-cart', () => ({ saveFromCart: (items: never) => saveFromCart(items), savedCart }));
vi.mock('../src/session/session', async (real) => ({ ...(await real<object>()), user: signal({ uid: 'anon-uid-1', isAnonymous: true }) }));

const config = { shopId: 'demo-shop', apiBase: 'http://api.test', customerId: null, routes: { root: '/fr/' }, locale: { language: 'en' }, page: { cartStatusId: null } } as unknown as PageConfig;
const pageFetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{}', { status: 200 }));
const line = (product_id: number, variant_id: number, properties: Record<string, string> = {}) => ({ product_id, variant_id, quantity: 1, properties });

let cartChanged: typeof import('../src/cart-sync').cartChanged;
beforeEach(async () => {
  sessionStorage.clear();
  vi.resetModules();
  ({ cartChanged } = await import('../src/cart-sync'));
  savedCart.value = { data: null };
  saveFromCart.mockClear();
  pageFetch.mockClear();
  fail = false;
});

test("a Dawn add's line item is saved to saved-from-cart, announced, and the cart gets the shopper's status id once", async () => {
  const events: CustomEvent[] = [];
  document.addEventListener('status:save-item', (e) => events.push(e as CustomEvent));
  await cartChanged('/cart/add', Promise.resolve(JSON.stringify({ ...line(7001, 11), sections: { 'cart-drawer': '<div></div>' } })), config, pageFetch);
  expect(saveFromCart).toHaveBeenCalledWith([{ productId: 7001, variantId: 11 }]);
  expect(events.map((e) => e.detail)).toEqual([{ productId: 7001, variantId: 11, list: 'savedFromCart' }]);
  expect(pageFetch).toHaveBeenCalledTimes(1);
  const [url, init] = pageFetch.mock.calls[0]!;
  expect(url).toBe('/fr/cart/update.js');
  expect(JSON.parse(String(init!.body))).toEqual({ attributes: { _status_id: 'anon-uid-1' } });

  await cartChanged('/cart/add.js', Promise.resolve(JSON.stringify({ items: [line(7001, 11), line(7002, 21)] })), config, pageFetch);
  expect(saveFromCart).toHaveBeenLastCalledWith([{ productId: 7002, variantId: 21 }]); // 11 was saved already
  expect(pageFetch).toHaveBeenCalledTimes(1); // the attribute is set already
});

test("a whole cart (update or change) whose _status_id is already the shopper's gets no attribute call; a new cart does", async () => {
  const cart = (statusId: string) => JSON.stringify({ token: 't1', item_count: 1, attributes: statusId ? { _status_id: statusId } : {}, items: [line(7001, 11)] });
  await cartChanged('/cart/change.js', Promise.resolve(cart('anon-uid-1')), config, pageFetch);
  expect(pageFetch).not.toHaveBeenCalled();
  await cartChanged('/cart/update.js', Promise.resolve(cart('')), config, pageFetch);
  expect(pageFetch).toHaveBeenCalledTimes(1);
});

test("lines our own 'Buy again' added, and answers that are not cart JSON, save nothing and throw nothing", async () => {
  await cartChanged('/cart/add.js', Promise.resolve(JSON.stringify({ items: [line(7001, 11, { _added_by_status: 'true' })] })), config, pageFetch);
  await cartChanged('/cart/add.js', Promise.resolve('<html>oops</html>'), config, pageFetch);
  await cartChanged('/cart/add.js', Promise.resolve(JSON.stringify({ product_id: 'x', variant_id: null })), config, pageFetch);
  expect(saveFromCart).not.toHaveBeenCalled();
});

test('a save that fails is tried again on the next cart change', async () => {
  fail = true;
  await cartChanged('/cart/add.js', Promise.resolve(JSON.stringify(line(7001, 11))), config, pageFetch);
  fail = false;
  await cartChanged('/cart/add.js', Promise.resolve(JSON.stringify(line(7001, 11))), config, pageFetch);
  expect(saveFromCart).toHaveBeenCalledTimes(2);
});

test("each newly added variant queues an add_to_cart tracking event, once", async () => {
  const { readQueue } = await import('../src/tracking/tracking-queue');
  await cartChanged('/cart/add', Promise.resolve(JSON.stringify(line(7001, 11))), config, pageFetch);
  await cartChanged('/cart/add.js', Promise.resolve(JSON.stringify({ items: [line(7001, 11), line(7002, 21)] })), config, pageFetch);
  expect(readQueue().filter((e) => e.event === 'add_to_cart').map((e) => e.event_data)).toEqual([
    { productId: 7001, variantId: 11, source: 'store' },
    { productId: 7002, variantId: 21, source: 'store' },
  ]);
});

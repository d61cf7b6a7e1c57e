/**
 * The cart observer against the demo store's real Ajax Cart API (server/store, over HTTP on a free
 * port, same origin as the page), driven by the clients themes use: Dawn's FormData fetch to
 * `/cart/add` with `sections`, a jQuery-style urlencoded XHR, JSON `{items}` and `{id, quantity}`
 * fetches, a locale-prefixed `/fr/cart/add`, `/cart/update.js` with `updates`, `/cart/change.js`.
 * Each test checks what the theme sees is untouched (status, body readable by the theme) and
 * what the observer hands on: the URL and the answer's text with the new line items.
 */
import { PRODUCTS } from '../../server/seed/catalog';
import { startStore, type RunningStore } from '../../server/store';
import { makeDist } from '../server/store/helpers';
import { observeCart, CART_CHANGE } from '../../src/storefront/cart-observer';

const tote = PRODUCTS.find((p) => p.handle === 'canvas-tote')!;
const natural = tote.variants[0]!;
const black = tote.variants[1]!;

let store: RunningStore;
const seen = vi.fn<(url: string, body: Promise<string>) => void>();
let pageFetch: typeof fetch;
const originalFetch = window.fetch;
const originalOpen = XMLHttpRequest.prototype.open;

beforeAll(async () => {
  store = await startStore({ port: 0, apiBase: 'http://127.0.0.1:1', distDir: makeDist() });
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(`${store.url}/products/canvas-tote`);
  pageFetch = observeCart(seen);
});
afterAll(async () => {
  window.fetch = originalFetch;
  XMLHttpRequest.prototype.open = originalOpen;
  await store?.close();
});
beforeEach(async () => {
  seen.mockClear();
  await pageFetch('/cart/clear.js', { method: 'POST' });
});

/** The lines the observer was handed, as {url, variant ids}. */
async function handed() {
  await vi.waitFor(() => expect(seen).toHaveBeenCalled());
  return Promise.all(
    seen.mock.calls.map(async ([url, body]) => {
      const json = JSON.parse(await body);
      const items = Array.isArray(json.items) ? json.items : [json];
      return { url: new URL(url, location.href).pathname, variants: items.map((i: { variant_id: number }) => i.variant_id) };
    }),
  );
}

test('a Dawn product form (FormData fetch to /cart/add with sections) still gets its line item and sections; the add is seen', async () => {
  const form = new FormData();
  form.set('form_type', 'product');
  form.set('id', String(natural.id));
  form.set('quantity', '1');
  form.set('sections', 'cart-drawer,cart-icon-bubble');
  form.set('sections_url', '/products/canvas-tote');
  const res = await fetch('/cart/add', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/javascript' }, body: form });
  expect(res.status).toBe(200);
  const body = await res.json(); // the theme reads the body itself, after the observer
  expect(body.variant_id).toBe(natural.id);
  expect(Object.keys(body.sections)).toEqual(['cart-drawer', 'cart-icon-bubble']);
  expect(await handed()).toEqual([{ url: '/cart/add', variants: [natural.id] }]);
});

test('a JSON {items} fetch to /cart/add.js and a JSON {id, quantity} fetch are both seen, bodies intact', async () => {
  const json = { 'Content-Type': 'application/json' };
  const a = await fetch('/cart/add.js', { method: 'POST', headers: json, body: JSON.stringify({ items: [{ id: natural.id, quantity: 1 }, { id: black.id, quantity: 1 }] }) });
  expect((await a.json()).items.map((i: { variant_id: number }) => i.variant_id)).toEqual([natural.id, black.id]);
  const b = await fetch(new Request(`${store.url}/cart/add.js`, { method: 'POST', headers: json, body: JSON.stringify({ id: black.id, quantity: 1 }) }));
  expect((await b.json()).variant_id).toBe(black.id);
  expect(await handed()).toEqual([
    { url: '/cart/add.js', variants: [natural.id, black.id] },
    { url: '/cart/add.js', variants: [black.id] },
  ]);
});

test('a jQuery-style urlencoded XHR to /cart/add.js is seen, and the theme still reads responseText', async () => {
  const text = await new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/cart/add.js');
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.onload = () => resolve(xhr.responseText);
    xhr.onerror = reject;
    xhr.send(`id=${natural.id}&quantity=2`);
  });
  expect(JSON.parse(text)).toMatchObject({ variant_id: natural.id, quantity: 2 });
  expect(await handed()).toEqual([{ url: '/cart/add.js', variants: [natural.id] }]);
});

test('an update with updates (/cart/update.js and /cart/update) is seen with the whole cart', async () => {
  const res = await fetch('/cart/update.js', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ updates: { [black.id]: 2 } }) });
  expect((await res.json()).item_count).toBe(2);
  const form = await fetch('/cart/update', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' }, body: `updates[${natural.id}]=1` });
  expect((await form.json()).item_count).toBe(1); // a new cart: happy-dom's fetch keeps no cookie between requests
  expect(await handed()).toEqual([
    { url: '/cart/update.js', variants: [black.id] },
    { url: '/cart/update', variants: [natural.id] },
  ]);
});

test('a refused add (422) reaches the theme as sent and is not handed on', async () => {
  const res = await fetch('/cart/add.js', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: 999999, quantity: 1 }) });
  expect(res.status).toBe(422);
  expect((await res.json()).description).toMatch(/Cannot find/);
  // the observer reacts to the answer before the theme does: the next add is the first it hands on
  await fetch('/cart/add.js', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: natural.id, quantity: 1 }) });
  expect(await handed()).toEqual([{ url: '/cart/add.js', variants: [natural.id] }]);
});

test('other requests pass through untouched and unseen; paths with a locale prefix or a query count', async () => {
  const res = await fetch('/cart.js');
  expect((await res.json()).item_count).toBe(0);
  expect(seen).not.toHaveBeenCalled();
  for (const p of ['/fr/cart/add', '/en-ca/cart/add.js', '/cart/update', '/cart/change.js']) expect(CART_CHANGE.test(p)).toBe(true);
  for (const p of ['/cart', '/cart.js', '/cart/clear.js', '/products/cart-add', '/cart/add/extra']) expect(CART_CHANGE.test(p)).toBe(false);
});

test('an observer that throws never breaks the theme: the add still answers', async () => {
  seen.mockImplementationOnce(() => {
    throw new Error('ours');
  });
  const res = await fetch('/cart/add.js', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: natural.id, quantity: 1 }) });
  expect((await res.json()).variant_id).toBe(natural.id);
});

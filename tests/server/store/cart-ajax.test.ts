// @vitest-environment node
/**
 * The non-.js cart routes as Dawn calls them (docs/toolchain.md#dawns-ajax-add-to-cart): with
 * `X-Requested-With: XMLHttpRequest` Shopify answers exactly what the `.js` route answers (422
 * bodies included), plus the rendered `sections` when asked; a plain form post still redirects.
 */
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../server/seed/catalog';
import { makeClient } from './helpers';

const tote = PRODUCTS.find((p) => p.handle === 'canvas-tote')!;
const natural = tote.variants[0]!;
const black = tote.variants[1]!;
const shirt = PRODUCTS.find((p) => p.handle === 'linen-shirt')!;
const soldOutXl = shirt.variants.find((v) => v.title === 'XL')!;

/** The headers Dawn's product form sends with its fetch. */
const AJAX = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/javascript' };

/** FormData as Dawn's product form builds it: the form's fields plus `sections` and `sections_url`. */
function productForm(variantId: number, quantity = 1, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set('form_type', 'product');
  form.set('utf8', '✓');
  form.set('id', String(variantId));
  form.set('quantity', String(quantity));
  form.set('product-id', String(tote.id));
  form.set('section-id', 'template--main-product');
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return form;
}

/** Runs `step` on two fresh carts, once through the `.js` route and once through the Ajax form. */
async function bothWays(step: (send: ReturnType<typeof makeClient>['send'], path: (name: string) => string, headers: Record<string, string>) => Promise<Response>) {
  const js = makeClient();
  const ajax = makeClient();
  const a = await step(js.send, (n) => `/cart/${n}.js`, {});
  const b = await step(ajax.send, (n) => `/cart/${n}`, AJAX);
  return { js: a, ajax: b };
}

/** Drops the parts of a cart answer that differ between two carts by design (the token). */
const sameShape = (body: Record<string, unknown>) => ({ ...body, token: typeof body.token });

describe('Ajax requests to /cart/add, /cart/change, /cart/update (no .js)', () => {
  it('a Dawn product-form post to /cart/add answers JSON: the line item, not a redirect', async () => {
    const { send } = makeClient();
    const res = await send('/cart/add', { method: 'POST', headers: AJAX, body: productForm(natural.id, 2) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const item = await res.json();
    expect(item).toMatchObject({ id: natural.id, variant_id: natural.id, quantity: 2, title: 'Canvas Tote - Natural', price: natural.price, line_price: 2 * natural.price });
    expect(item.sections).toBeUndefined();
    expect((await (await send('/cart.js')).json()).item_count).toBe(2);
  });

  it('answers exactly what /cart/add.js answers, for single items and for items lists', async () => {
    const single = await bothWays((send, path, headers) => send(path('add'), { method: 'POST', headers, body: productForm(natural.id, 2) }));
    expect(single.ajax.status).toBe(200);
    expect(await single.ajax.json()).toEqual(await single.js.json());

    const body = `items[0][id]=${black.id}&items[0][quantity]=1&items[1][id]=${natural.id}&items[1][quantity]=3&items[1][properties][Gift]=yes`;
    const many = await bothWays((send, path, headers) =>
      send(path('add'), { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body }));
    const manyBody = await many.ajax.json();
    expect(manyBody).toEqual(await many.js.json());
    expect(manyBody.items).toHaveLength(2);
  });

  it('422 errors come back as Shopify\'s JSON body with the same status, not a redirect', async () => {
    const { send } = makeClient();
    const soldOut = await send('/cart/add', { method: 'POST', headers: AJAX, body: productForm(soldOutXl.id) });
    expect(soldOut.status).toBe(422);
    expect(await soldOut.json()).toEqual({ status: 422, message: 'Cart Error', description: "The product 'Linen Shirt - XL' is already sold out." });

    const over = await send('/cart/add', { method: 'POST', headers: AJAX, body: productForm(natural.id, natural.inventory + 1, { sections: 'cart-drawer' }) });
    expect(over.status).toBe(422);
    expect(await over.json()).toEqual({ status: 422, message: 'Cart Error', description: `You can only add ${natural.inventory} Canvas Tote - Natural to the cart.` });

    const unknown = await send('/cart/add', { method: 'POST', headers: AJAX, body: productForm(123) });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ status: 422, message: 'Cart Error', description: 'Cannot find variant' });
  });

  it('/cart/change and /cart/update answer the cart exactly as their .js routes do, errors included', async () => {
    const run = (send: ReturnType<typeof makeClient>['send'], path: (n: string) => string, headers: Record<string, string>) => async () => {
      await send(path('add'), { method: 'POST', headers, body: productForm(natural.id, 1) });
      await send(path('add'), { method: 'POST', headers, body: productForm(black.id, 2) });
      const form = (fields: Record<string, string>) => {
        const f = new FormData();
        for (const [k, v] of Object.entries(fields)) f.set(k, v);
        return f;
      };
      const changed = await send(path('change'), { method: 'POST', headers, body: form({ line: '2', quantity: '3' }) });
      const updated = await send(path('update'), { method: 'POST', headers, body: form({ [`updates[${natural.id}]`]: '2', note: 'Gift wrap', 'attributes[_status_id]': 'anon-1' }) });
      const missing = await send(path('change'), { method: 'POST', headers, body: form({ line: '9', quantity: '1' }) });
      const over = await send(path('change'), { method: 'POST', headers, body: form({ line: '1', quantity: '999' }) });
      return [changed, updated, missing, over];
    };
    const js = makeClient();
    const ajax = makeClient();
    const viaJs = await run(js.send, (n) => `/cart/${n}.js`, {})();
    const viaAjax = await run(ajax.send, (n) => `/cart/${n}`, AJAX)();
    expect(viaAjax.map((r) => r.status)).toEqual([200, 200, 400, 422]);
    expect(viaAjax.map((r) => r.status)).toEqual(viaJs.map((r) => r.status));
    for (let i = 0; i < viaJs.length; i++) {
      const [a, b] = [await viaJs[i]!.json(), await viaAjax[i]!.json()];
      expect(sameShape(b), `answer ${i}`).toEqual(sameShape(a));
    }
    const cart = await (await ajax.send('/cart.js')).json();
    expect(cart).toMatchObject({ item_count: 5, note: 'Gift wrap', attributes: { _status_id: 'anon-1' } });
  });

  it('Dawn\'s cart drawer (Accept: application/json, JSON body, no X-Requested-With) gets JSON from /cart/change', async () => {
    const { send, postJson } = makeClient();
    const added = await (await postJson('/cart/add.js', { id: natural.id, quantity: 2 })).json();
    const res = await send('/cart/change', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ id: added.key, quantity: 1, sections: ['cart-drawer', 'cart-icon-bubble'], sections_url: '/products/canvas-tote' }),
    });
    expect(res.status).toBe(200);
    const cart = await res.json();
    expect(cart.item_count).toBe(1);
    expect(Object.keys(cart.sections)).toEqual(['cart-drawer', 'cart-icon-bubble']);
  });

  it('without the Ajax header a plain form post still redirects to /cart (303), errors to /cart?error=', async () => {
    const { send } = makeClient();
    const browserAccept = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const ok = await send('/cart/add', { method: 'POST', headers: browserAccept, body: productForm(natural.id) });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/cart');
    const bad = await send('/cart/add', { method: 'POST', body: productForm(soldOutXl.id) });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toMatch(/^\/cart\?error=/);
    const change = await send('/cart/change', { method: 'POST', headers: browserAccept, body: productForm(natural.id, 0) });
    expect(change.status).toBe(303);
  });
});

describe('bundled section rendering (sections, sections_url)', () => {
  it('/cart/add with sections answers the line item plus the rendered sections, wrapped as Shopify wraps them', async () => {
    const { send } = makeClient();
    const res = await send('/cart/add', {
      method: 'POST',
      headers: AJAX,
      body: productForm(natural.id, 2, { sections: 'cart-drawer,cart-icon-bubble', sections_url: '/products/canvas-tote' }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: natural.id, quantity: 2, key: expect.stringMatching(/^\d+:[0-9a-f]{32}$/) });
    expect(Object.keys(body.sections)).toEqual(['cart-drawer', 'cart-icon-bubble']);
    const drawer: string = body.sections['cart-drawer'];
    expect(drawer).toMatch(/^<div id="shopify-section-cart-drawer" class="shopify-section">[\s\S]*<\/div>$/);
    expect(drawer).toContain('Canvas Tote');
    expect(drawer).toContain('$56.00');
    expect(drawer).toMatch(/<a [^>]*href="\/checkout"[^>]*>Check out<\/a>/);
    expect(drawer).toMatch(/<button [^>]*aria-label="Close"/);
    expect(body.sections['cart-icon-bubble']).toMatch(/^<div id="shopify-section-cart-icon-bubble" class="shopify-section">[\s\S]*Cart \(2\)[\s\S]*<\/div>$/);
  });

  it('renders sections for every cart route and the .js variants, from JSON bodies and sections[] arrays', async () => {
    const { send, postJson } = makeClient();
    const add = await (await postJson('/cart/add.js', { items: [{ id: natural.id, quantity: 1 }], sections: 'cart-icon-bubble' })).json();
    expect(add.items).toHaveLength(1);
    expect(add.sections['cart-icon-bubble']).toContain('Cart (1)');

    const form = new FormData();
    form.set(`updates[${black.id}]`, '2');
    form.append('sections[]', 'cart-icon-bubble');
    form.append('sections[]', 'cart-drawer');
    const update = await (await send('/cart/update', { method: 'POST', headers: AJAX, body: form })).json();
    expect(update.item_count).toBe(3);
    expect(Object.keys(update.sections)).toEqual(['cart-icon-bubble', 'cart-drawer']);
    expect(update.sections['cart-icon-bubble']).toContain('Cart (3)');

    const change = await (await postJson('/cart/change.js', { line: 1, quantity: 0, sections: 'cart-drawer' })).json();
    expect(change.item_count).toBe(2);
    expect(change.sections['cart-drawer']).not.toContain('Canvas Tote - Natural');
  });

  it('an unknown section id is null; at most five sections render; no sections asked, no sections key', async () => {
    const { send, postJson } = makeClient();
    const res = await send('/cart/add', { method: 'POST', headers: AJAX, body: productForm(natural.id, 1, { sections: 'nope, cart-drawer' }) });
    const body = await res.json();
    expect(body.sections).toEqual({ nope: null, 'cart-drawer': expect.stringContaining('shopify-section-cart-drawer') });
    const six = await (await postJson('/cart/update.js', { sections: 'a,b,c,d,e,cart-drawer' })).json();
    expect(Object.keys(six.sections)).toEqual(['a', 'b', 'c', 'd', 'e']);
    const none = await (await postJson('/cart/update.js', {})).json();
    expect(none).not.toHaveProperty('sections');
  });

  it('sections render in the context of sections_url, else of the Referer page', async () => {
    const { send } = makeClient();
    const bubble = async (extra: Record<string, string>, headers: Record<string, string> = {}) => {
      const res = await send('/cart/add', { method: 'POST', headers: { ...AJAX, ...headers }, body: productForm(natural.id, 1, { sections: 'cart-icon-bubble', ...extra }) });
      return (await res.json()).sections['cart-icon-bubble'] as string;
    };
    // The header's cart link is the current page only on /cart.
    expect(await bubble({ sections_url: '/cart' })).toContain('aria-current="page"');
    expect(await bubble({ sections_url: '/products/canvas-tote' })).not.toContain('aria-current');
    expect(await bubble({}, { Referer: 'http://localhost/cart' })).toContain('aria-current="page"');
    expect(await bubble({}, { Referer: 'http://localhost/products/canvas-tote' })).not.toContain('aria-current');
    // A sections_url that leaves the shop is not followed.
    expect(await bubble({ sections_url: '//evil.example/cart' })).not.toContain('aria-current');
  });
});

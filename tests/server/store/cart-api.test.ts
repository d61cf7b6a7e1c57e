// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../server/seed/catalog';
import { makeClient } from './helpers';

const tote = PRODUCTS.find((p) => p.handle === 'canvas-tote')!;
const natural = tote.variants[0]!;
const black = tote.variants[1]!;
const shirt = PRODUCTS.find((p) => p.handle === 'linen-shirt')!;
const soldOutXl = shirt.variants.find((v) => v.title === 'XL')!;

describe('Ajax Cart API: add', () => {
  it('adds JSON items and returns {items} with Shopify line item fields', async () => {
    const { postJson, send } = makeClient();
    const res = await postJson('/cart/add.js', { items: [{ id: natural.id, quantity: 2, properties: { _added_by_status: 'true' } }, { id: black.id, quantity: 1 }] });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.items).toHaveLength(2);
    const item = body.items[0];
    expect(item).toMatchObject({
      id: natural.id,
      variant_id: natural.id,
      quantity: 2,
      properties: { _added_by_status: 'true' },
      title: 'Canvas Tote - Natural',
      price: 2800,
      original_price: 2800,
      final_price: 2800,
      line_price: 5600,
      final_line_price: 5600,
      sku: natural.sku,
      vendor: 'Demo Goods',
      product_id: tote.id,
      product_has_only_default_variant: false,
      gift_card: false,
      url: `/products/canvas-tote?variant=${natural.id}`,
      image: '/images/canvas-tote.png',
      handle: 'canvas-tote',
      requires_shipping: true,
      product_type: 'Bag',
      product_title: 'Canvas Tote',
      variant_title: 'Natural',
      variant_options: ['Natural'],
      options_with_values: [{ name: 'Color', value: 'Natural' }],
    });
    expect(item.key).toMatch(new RegExp(`^${natural.id}:[0-9a-f]{32}$`));
    for (const field of ['grams', 'taxable', 'product_description']) expect(item).toHaveProperty(field);

    const cart = await (await send('/cart.js')).json();
    const total = 2 * natural.price + black.price;
    expect(cart).toMatchObject({ item_count: 3, total_price: total, original_total_price: total, items_subtotal_price: total, total_discount: 0, currency: 'USD', requires_shipping: true, note: null, attributes: {}, cart_level_discount_applications: [] });
    expect(typeof cart.token).toBe('string');
    expect(cart.total_weight).toBeGreaterThan(0);
  });

  it('adds a JSON single item and returns the line item itself', async () => {
    const { postJson } = makeClient();
    const res = await postJson('/cart/add.js', { id: String(black.id), quantity: 1 });
    expect(res.status).toBe(200);
    const item = await res.json();
    expect(item.items).toBeUndefined();
    expect(item).toMatchObject({ id: black.id, quantity: 1, title: 'Canvas Tote - Black', price: black.price });
  });

  it('accepts multipart FormData with properties[...]', async () => {
    const { send } = makeClient();
    const form = new FormData();
    form.set('id', String(natural.id));
    form.set('quantity', '3');
    form.set('properties[Engraving]', 'AB');
    const item = await (await send('/cart/add.js', { method: 'POST', body: form })).json();
    expect(item).toMatchObject({ id: natural.id, quantity: 3, properties: { Engraving: 'AB' } });
  });

  it('accepts urlencoded bodies, including items[0][id] keys', async () => {
    const { send } = makeClient();
    const single = await send('/cart/add.js', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${natural.id}&quantity=2&properties%5BGift%5D=yes`,
    });
    expect(await single.json()).toMatchObject({ id: natural.id, quantity: 2, properties: { Gift: 'yes' } });
    const many = await send('/cart/add.js', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `items[0][id]=${black.id}&items[0][quantity]=1&items[1][id]=${natural.id}&items[1][quantity]=1&items[1][properties][Gift]=yes`,
    });
    const body = await many.json();
    expect(body.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([[black.id, 1], [natural.id, 3]]);
  });

  it('the non-.js form redirects to /cart with 303 and the cart page lists the item', async () => {
    const { send } = makeClient();
    const form = new FormData();
    form.set('id', String(natural.id));
    form.set('quantity', '1');
    const res = await send('/cart/add', { method: 'POST', body: form });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart');
    const page = await (await send('/cart')).text();
    expect(page).toContain('Canvas Tote');
    expect(page).toContain('Cart (1)');
    expect(page).toContain('$28.00');
  });

  it('merges lines with the same variant and properties, keeps different properties apart', async () => {
    const { postJson, send } = makeClient();
    const a = await (await postJson('/cart/add.js', { id: natural.id, quantity: 1 })).json();
    const b = await (await postJson('/cart/add.js', { id: natural.id, quantity: 1 })).json();
    const c = await (await postJson('/cart/add.js', { id: natural.id, quantity: 1, properties: { Gift: 'yes' } })).json();
    expect(b.key).toBe(a.key);
    expect(b.quantity).toBe(2);
    expect(c.key).not.toBe(a.key);
    expect(c.key.startsWith(`${natural.id}:`)).toBe(true);
    const cart = await (await send('/cart.js')).json();
    expect(cart.items.map((i: { key: string }) => i.key)).toEqual([a.key, c.key]);
  });
});

describe('Ajax Cart API: errors', () => {
  it('422 for an unknown variant', async () => {
    const { postJson } = makeClient();
    const res = await postJson('/cart/add.js', { items: [{ id: 123, quantity: 1 }] });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ status: 422, message: 'Cart Error', description: 'Cannot find variant' });
  });

  it('422 for a sold-out variant', async () => {
    const { postJson } = makeClient();
    const res = await postJson('/cart/add.js', { id: soldOutXl.id, quantity: 1 });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ status: 422, message: 'Cart Error', description: "The product 'Linen Shirt - XL' is already sold out." });
  });

  it('422 over inventory, then "All n are in your cart" at the maximum; nothing is added on error', async () => {
    const { postJson, send } = makeClient();
    const over = await postJson('/cart/add.js', { id: natural.id, quantity: natural.inventory + 1 });
    expect(over.status).toBe(422);
    expect(await over.json()).toEqual({ status: 422, message: 'Cart Error', description: `You can only add ${natural.inventory} Canvas Tote - Natural to the cart.` });
    expect((await (await send('/cart.js')).json()).item_count).toBe(0);

    expect((await postJson('/cart/add.js', { id: natural.id, quantity: natural.inventory })).status).toBe(200);
    const full = await postJson('/cart/add.js', { id: natural.id, quantity: 1 });
    expect(full.status).toBe(422);
    expect((await full.json()).description).toBe(`All ${natural.inventory} Canvas Tote - Natural are in your cart.`);
  });

  it('a failed items request changes nothing', async () => {
    const { postJson, send } = makeClient();
    const res = await postJson('/cart/add.js', { items: [{ id: natural.id, quantity: 1 }, { id: soldOutXl.id, quantity: 1 }] });
    expect(res.status).toBe(422);
    expect((await (await send('/cart.js')).json()).items).toEqual([]);
  });

  it('the non-.js form redirects to the cart page with the error shown', async () => {
    const { send } = makeClient();
    const form = new FormData();
    form.set('id', String(soldOutXl.id));
    const res = await send('/cart/add', { method: 'POST', body: form });
    expect(res.status).toBe(303);
    const page = await (await send(res.headers.get('location')!)).text();
    expect(page).toContain('The product &#39;Linen Shirt - XL&#39; is already sold out.');
  });
});

describe('Ajax Cart API: change, update, clear', () => {
  async function twoLines() {
    const client = makeClient();
    const body = await (await client.postJson('/cart/add.js', { items: [{ id: natural.id, quantity: 1 }, { id: black.id, quantity: 2 }] })).json();
    return { ...client, keys: body.items.map((i: { key: string }) => i.key) as string[] };
  }

  it('changes by 1-based line and returns the cart', async () => {
    const { postJson } = await twoLines();
    const res = await postJson('/cart/change.js', { line: 2, quantity: 5 });
    const cart = await res.json();
    expect(cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([1, 5]);
    expect(cart.item_count).toBe(6);
  });

  it('changes by line key, by variant id, and removes with quantity 0', async () => {
    const { postJson, keys } = await twoLines();
    let cart = await (await postJson('/cart/change.js', { id: keys[0], quantity: 4 })).json();
    expect(cart.items[0]).toMatchObject({ key: keys[0], quantity: 4, line_price: 11200 });
    cart = await (await postJson('/cart/change.js', { id: black.id, quantity: 3 })).json();
    expect(cart.items[1].quantity).toBe(3);
    cart = await (await postJson('/cart/change.js', { id: keys[0], quantity: 0 })).json();
    expect(cart.items.map((i: { key: string }) => i.key)).toEqual([keys[1]]);
  });

  it('400 for a line that is not in the cart; 422 above the inventory', async () => {
    const { postJson } = await twoLines();
    const missing = await postJson('/cart/change.js', { line: 9, quantity: 1 });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('Cart Error');
    const over = await postJson('/cart/change.js', { line: 1, quantity: 999 });
    expect(over.status).toBe(422);
    expect((await over.json()).description).toMatch(/^You can only add \d+ Canvas Tote - Natural to the cart\.$/);
  });

  it('the cart page form posts to /cart/change and redirects', async () => {
    const { send, keys } = await twoLines();
    const res = await send('/cart/change', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=${encodeURIComponent(keys[1]!)}&quantity=0` });
    expect(res.status).toBe(303);
    const cart = await (await send('/cart.js')).json();
    expect(cart.item_count).toBe(1);
  });

  it('updates quantities by key map, by array, attributes and note', async () => {
    const { postJson, send, keys } = await twoLines();
    let cart = await (await postJson('/cart/update.js', { updates: { [keys[0]!]: 3 }, attributes: { _status_id: 'anon-1' }, note: 'Gift wrap' })).json();
    expect(cart.items[0].quantity).toBe(3);
    expect(cart.attributes).toEqual({ _status_id: 'anon-1' });
    expect(cart.note).toBe('Gift wrap');
    cart = await (await postJson('/cart/update.js', { updates: [1, 0] })).json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(1);
    const form = await send('/cart/update.js', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `updates[${black.id}]=2&attributes[_status_id]=` });
    cart = await form.json();
    expect(cart.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([[natural.id, 1], [black.id, 2]]);
    expect(cart.attributes).toEqual({});
  });

  it('clears the cart', async () => {
    const { send } = await twoLines();
    const cart = await (await send('/cart/clear.js', { method: 'POST' })).json();
    expect(cart).toMatchObject({ items: [], item_count: 0, total_price: 0 });
  });
});

describe('form parsing', () => {
  it('drops __proto__ keys instead of polluting prototypes', async () => {
    const { send } = makeClient();
    const res = await send('/cart/add.js', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${natural.id}&properties[__proto__][polluted]=yes&properties[Ok]=1`,
    });
    expect(await res.json()).toMatchObject({ properties: { Ok: '1' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { black, inStockShirt, itemsOf, natural, soldOutXl } from './cart-links';
import { makeClient } from './helpers';

describe('Cart permalinks: /cart/{variant_id}:{quantity},...', () => {
  it("fills the shopper's cart with the link's variants and quantities and opens checkout", async () => {
    const { send, jar } = makeClient();
    const res = await send(`/cart/${natural.id}:2,${black.id}:1`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/checkout');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(jar.get('cart')).toMatch(/^c1-[0-9a-f]{32}$/);
    expect(await itemsOf(send)).toEqual([[natural.id, 2], [black.id, 1]]);
    const checkout = await send('/checkout');
    expect(checkout.status).toBe(200);
    const page = await checkout.text();
    expect(page).toContain('Canvas Tote - Natural × 2');
    expect(page).toContain('Canvas Tote - Black × 1');
  });

  it('with ?storefront=true lands on the cart page with the items', async () => {
    const { send } = makeClient();
    const res = await send(`/cart/${natural.id}:3?storefront=true`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/cart');
    expect(await itemsOf(send)).toEqual([[natural.id, 3]]);
    const page = await (await send('/cart')).text();
    expect(page).toContain('Cart (3)');
    expect(page).toContain('Canvas Tote');
  });

  it("replaces what the shopper's cart held before", async () => {
    const { send, postJson } = makeClient();
    await postJson('/cart/add.js', { items: [{ id: inStockShirt.id, quantity: 1 }, { id: natural.id, quantity: 4 }] });
    const before = await (await send('/cart.js')).json();
    await send(`/cart/${black.id}:2,${natural.id}:1`);
    const after = await (await send('/cart.js')).json();
    expect(after.token).toBe(before.token);
    expect(after.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([[black.id, 2], [natural.id, 1]]);
  });

  it('keeps the language prefix: /de/cart/... goes to /de/checkout', async () => {
    const { send } = makeClient();
    const res = await send(`/de/cart/${natural.id}:1`);
    expect(res.headers.get('location')).toBe('/de/checkout');
    expect(await itemsOf(send)).toEqual([[natural.id, 1]]);
  });
});

describe('Cart permalinks: links the cart refuses', () => {
  it("an unknown variant redirects to the cart page with Shopify's error and leaves the cart as it was", async () => {
    const { send, postJson } = makeClient();
    await postJson('/cart/add.js', { id: natural.id, quantity: 1 });
    const res = await send(`/cart/${black.id}:1,123:1`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/cart?error=Cannot%20find%20variant');
    expect(await itemsOf(send)).toEqual([[natural.id, 1]]);
    expect(await (await send(res.headers.get('location')!)).text()).toContain('Cannot find variant');
  });

  it('a sold-out variant or a quantity of 0 redirects with the error, with or without storefront=true', async () => {
    const { send } = makeClient();
    const soldOut = await send(`/cart/${soldOutXl.id}:1?storefront=true`);
    expect(soldOut.headers.get('location')).toBe(`/cart?error=${encodeURIComponent("The product 'Linen Shirt - XL' is already sold out.")}`);
    const zero = await send(`/cart/${natural.id}:0`);
    expect(zero.headers.get('location')).toBe(`/cart?error=${encodeURIComponent('Quantity must be 1 or more')}`);
    const over = await send(`/cart/${natural.id}:${natural.inventory + 1}`);
    expect(over.headers.get('location')).toBe(`/cart?error=${encodeURIComponent(`You can only add ${natural.inventory} Canvas Tote - Natural to the cart.`)}`);
    expect(await itemsOf(send)).toEqual([]);
  });

  it('a path that is not id:quantity pairs is the store page-not-found, as any unknown page', async () => {
    const { send } = makeClient();
    const unknown = await send('/no-such-page');
    expect(unknown.status).toBe(404);
    const unknownPage = await unknown.text();
    expect(unknownPage).toContain('<h1>Page not found</h1>');
    for (const path of [`/cart/${natural.id}`, `/cart/${natural.id}:1,`, `/cart/${natural.id}:x`, `/cart/${natural.id}:-1`, `/cart/${natural.id}:1/extra`, '/cart/abc']) {
      const res = await send(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe(unknownPage.replaceAll('/no-such-page', path));
    }
    expect(await itemsOf(send)).toEqual([]);
  });

  it('ids and quantities beyond safe integers are refused by the cart, never a server error', async () => {
    const { send } = makeClient();
    const id = await send(`/cart/${'9'.repeat(30)}:1`);
    expect(id.headers.get('location')).toBe('/cart?error=Cannot%20find%20variant');
    const quantity = await send(`/cart/${natural.id}:${'9'.repeat(30)}`);
    expect(quantity.status).toBe(302);
    expect(quantity.headers.get('location')).toMatch(/^\/cart\?error=/);
  });
});

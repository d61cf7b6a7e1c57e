// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { black, inStockShirt, itemsOf, natural, soldOutXl } from './cart-links';
import { makeClient } from './helpers';

const MISSING_ID = 'Required parameter missing or invalid: id';
const errorLocation = (description: string) => `/cart?error=${encodeURIComponent(description)}`;

describe('Add-to-cart links: GET /cart/add', () => {
  it("adds the linked variant to what the shopper's cart already holds and opens the cart page", async () => {
    const { send, postJson, jar } = makeClient();
    await postJson('/cart/add.js', { id: inStockShirt.id, quantity: 1 });
    const token = jar.get('cart');
    const res = await send(`/cart/add?id=${natural.id}&quantity=2`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/cart');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(jar.get('cart')).toBe(token);
    expect(await itemsOf(send)).toEqual([[inStockShirt.id, 1], [natural.id, 2]]);
    const page = await (await send('/cart')).text();
    expect(page).toContain('Cart (3)');
    expect(page).toContain('Canvas Tote');
  });

  it('without a quantity adds one, and gives a new shopper a cart', async () => {
    const { send, jar } = makeClient();
    const res = await send(`/cart/add?id=${black.id}`);
    expect(res.headers.get('location')).toBe('/cart');
    expect(jar.get('cart')).toMatch(/^c1-[0-9a-f]{32}$/);
    expect(await itemsOf(send)).toEqual([[black.id, 1]]);
  });

  it('the items[] form adds several variants, with its keys plain or percent-encoded', async () => {
    const { send } = makeClient();
    const plain = await send(`/cart/add?items[][id]=${natural.id}&items[][quantity]=2&items[][id]=${black.id}&items[][quantity]=1`);
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/cart');
    expect(await itemsOf(send)).toEqual([[natural.id, 2], [black.id, 1]]);
    const encoded = await send(`/cart/add?items%5B%5D%5Bid%5D=${inStockShirt.id}&items%5B%5D%5Bquantity%5D=1&items%5B%5D%5Bid%5D=${natural.id}`);
    expect(encoded.headers.get('location')).toBe('/cart');
    expect(await itemsOf(send)).toEqual([[natural.id, 3], [black.id, 1], [inStockShirt.id, 1]]);
  });

  it('a second click adds to the same line, as a second form post to /cart/add does', async () => {
    const { send } = makeClient();
    await send(`/cart/add?id=${natural.id}&quantity=1`);
    await send(`/cart/add?id=${natural.id}&quantity=2`);
    expect(await itemsOf(send)).toEqual([[natural.id, 3]]);
    const form = await send('/cart/add', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: String(natural.id), quantity: '1' }).toString(),
    });
    expect(form.headers.get('location')).toBe('/cart');
    await send(`/cart/add?id=${natural.id}`);
    expect(await itemsOf(send)).toEqual([[natural.id, 5]]);
  });

  it('keeps the language prefix: /de/cart/add goes to /de/cart, and its errors too', async () => {
    const { send } = makeClient();
    const res = await send(`/de/cart/add?id=${natural.id}&quantity=1`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/de/cart');
    const refused = await send('/fr/cart/add?id=123');
    expect(refused.headers.get('location')).toBe(`/fr${errorLocation('Cannot find variant')}`);
    expect(await itemsOf(send)).toEqual([[natural.id, 1]]);
  });
});

describe('Add-to-cart links the cart refuses', () => {
  it("an unknown variant redirects to the cart page with Shopify's error and leaves the cart as it was", async () => {
    const { send, postJson } = makeClient();
    await postJson('/cart/add.js', { id: natural.id, quantity: 1 });
    const res = await send('/cart/add?id=123&quantity=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/cart?error=Cannot%20find%20variant');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await itemsOf(send)).toEqual([[natural.id, 1]]);
    expect(await (await send(res.headers.get('location')!)).text()).toContain('Cannot find variant');
  });

  it('adds nothing when one of several items is refused', async () => {
    const { send, postJson } = makeClient();
    await postJson('/cart/add.js', { id: natural.id, quantity: 1 });
    const res = await send(`/cart/add?items[][id]=${black.id}&items[][quantity]=1&items[][id]=${soldOutXl.id}&items[][quantity]=1`);
    expect(res.headers.get('location')).toBe(errorLocation("The product 'Linen Shirt - XL' is already sold out."));
    expect(await itemsOf(send)).toEqual([[natural.id, 1]]);
  });

  it('a quantity of 0 or more than the stock redirects with the error', async () => {
    const { send } = makeClient();
    const zero = await send(`/cart/add?id=${natural.id}&quantity=0`);
    expect(zero.headers.get('location')).toBe(errorLocation('Quantity must be 1 or more'));
    const over = await send(`/cart/add?id=${natural.id}&quantity=${natural.inventory + 1}`);
    expect(over.headers.get('location')).toBe(errorLocation(`You can only add ${natural.inventory} Canvas Tote - Natural to the cart.`));
    expect(await itemsOf(send)).toEqual([]);
  });

  it('a link without an item redirects with the error /cart/add gives for a missing id', async () => {
    const { send } = makeClient();
    const post = await send('/cart/add', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'quantity=1' });
    expect(post.headers.get('location')).toBe(errorLocation(MISSING_ID));
    for (const path of ['/cart/add', '/cart/add?quantity=2', '/cart/add?id=', `/cart/add?items[][quantity]=2`, '/cart/add?items=']) {
      const res = await send(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(errorLocation(MISSING_ID));
    }
    expect(await itemsOf(send)).toEqual([]);
  });

  it('ids and quantities that are not whole numbers or beyond safe integers are refused, never a server error', async () => {
    const { send } = makeClient();
    for (const path of [`/cart/add?id=${'9'.repeat(30)}`, '/cart/add?id=abc', `/cart/add?id=${natural.id}&quantity=${'9'.repeat(30)}`, `/cart/add?id=${natural.id}&quantity=1.5`, `/cart/add?id=${natural.id}%ZZ`, '/cart/add?items[__proto__][id]=1']) {
      const res = await send(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toMatch(/^\/cart\?error=/);
    }
    expect(await itemsOf(send)).toEqual([]);
  });
});

// Buy again's store side (docs/product.md#store-calls, #error-messages 'Adding to the cart'): POST {root}cart/add.js,
// one request when everything can be added, one per item after a 422 to learn which fail and why.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { addToCart, cartUrl } from '../../src/storefront/cart';
import { fakeShopifyCart } from '../store-platform/fake-cart';

afterEach(() => vi.unstubAllGlobals());

const items = [
  { variantId: 11, quantity: 1 },
  { variantId: 22, quantity: 2 },
];

describe('adding an order to the store cart', () => {
  test('adds every item in one request with _added_by_status and asks for the cart count section', async () => {
    const { calls, cart } = fakeShopifyCart({ 11: { title: 'Tote', inventory: 5 }, 22: { title: 'Cap', inventory: 5 } });
    const result = await addToCart('/', items);
    expect(result.failures).toEqual([null, null]);
    expect(result.sections?.['cart-icon-bubble']).toContain('cart-count');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/cart/add.js');
    expect(calls[0].body).toMatchObject({
      items: [
        { id: 11, quantity: 1, properties: { _added_by_status: 'true' } },
        { id: 22, quantity: 2, properties: { _added_by_status: 'true' } },
      ],
      sections: 'cart-icon-bubble',
    });
    expect(cart).toEqual({ 11: 1, 22: 2 });
  });

  test('after a 422, adds the items one at a time and says which failed and why', async () => {
    const { calls, cart } = fakeShopifyCart({ 11: { title: 'Tote', inventory: 5 }, 33: { title: 'Mug', inventory: 0 }, 44: { title: 'Scarf', inventory: 1 } });
    const result = await addToCart('/', [...items.slice(0, 1), { variantId: 33, quantity: 1 }, { variantId: 44, quantity: 2 }, { variantId: 99, quantity: 1 }]);
    expect(result.failures).toEqual([null, 'soldOut', 'soldOut', 'missing']);
    expect(calls.map((c) => c.body.items.map((i) => i.id))).toEqual([[11, 33, 44, 99], [11], [33], [44], [99]]);
    expect(cart).toEqual({ 11: 1 });
    expect(result.sections?.['cart-icon-bubble']).toContain('>1<');
  });

  test('a variant already all in the cart is sold out', async () => {
    fakeShopifyCart({ 11: { title: 'Tote', inventory: 2 } }, { inCart: { 11: 2 } });
    expect((await addToCart('/', [{ variantId: 11, quantity: 1 }])).failures).toEqual(['soldOut']);
  });

  test('posts under the store locale root', async () => {
    const { calls } = fakeShopifyCart({ 11: { title: 'Tote', inventory: 5 } });
    await addToCart('/de', [{ variantId: 11, quantity: 1 }]);
    await addToCart('/fr/', [{ variantId: 11, quantity: 1 }]);
    expect(calls.map((c) => c.url)).toEqual(['/de/cart/add.js', '/fr/cart/add.js']);
    expect([cartUrl('/'), cartUrl('/de'), cartUrl(''), cartUrl(null)]).toEqual(['/cart', '/de/cart', '/cart', '/cart']);
  });

  test('items without a usable variant id or quantity are no longer available, without a request for them', async () => {
    const { calls } = fakeShopifyCart({ 11: { title: 'Tote', inventory: 5 } });
    const result = await addToCart('/', [{ variantId: 0, quantity: 1 }, { variantId: 11, quantity: 1 }, { variantId: 12, quantity: NaN }]);
    expect(result.failures).toEqual(['missing', null, 'missing']);
    expect(calls.map((c) => c.body.items.map((i) => i.id))).toEqual([[11]]);
  });

  test('a network failure or a store error that is not a refusal fails every item, and never throws', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect((await addToCart('/', items)).failures).toEqual(['failed', 'failed']);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>oops</html>', { status: 500 })));
    expect((await addToCart('/', items)).failures).toEqual(['failed', 'failed']);
  });
});

/**
 * The cart observer on `/cart/change.js` and `/cart/change` (a line already in the cart: the
 * whole cart comes back), against a stand-in network that keeps one cart, and how it leaves a
 * network failure to the theme.
 */
import { observeCart } from '../../src/storefront/cart-observer';

const cart = { token: 'c1-abc', item_count: 1, attributes: {}, items: [{ id: 11, key: '11:x', product_id: 7001, variant_id: 11, quantity: 1, properties: {} }] };
const network = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url.includes('offline')) throw new TypeError('Failed to fetch');
  const { quantity } = JSON.parse(String(init?.body ?? '{}'));
  cart.items[0]!.quantity = quantity;
  cart.item_count = quantity;
  return new Response(JSON.stringify(cart), { status: 200, headers: { 'content-type': 'application/json' } });
});
const seen = vi.fn<(url: string, body: Promise<string>) => void>();

beforeAll(() => {
  window.fetch = network as typeof fetch;
  observeCart(seen);
});

test('a change of quantity is seen with the whole cart, and the theme reads the same answer', async () => {
  const res = await fetch('/cart/change.js', { method: 'POST', body: JSON.stringify({ id: '11:x', quantity: 3 }) });
  expect(await res.json()).toMatchObject({ item_count: 3, items: [{ variant_id: 11, quantity: 3 }] });
  await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
  expect(seen.mock.calls[0]![0]).toBe('/cart/change.js');
  expect(JSON.parse(await seen.mock.calls[0]![1])).toMatchObject({ token: 'c1-abc', item_count: 3 });
  const form = await fetch('/fr/cart/change', { method: 'POST', body: JSON.stringify({ line: 1, quantity: 2 }) });
  expect((await form.json()).item_count).toBe(2);
  await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(2));
});

test("a network failure rejects the theme's own promise as before, and nothing is seen", async () => {
  seen.mockClear();
  await expect(fetch('/offline/cart/add.js', { method: 'POST' })).rejects.toThrow('Failed to fetch');
  expect(seen).not.toHaveBeenCalled();
});

// @vitest-environment node
// The storefront's side of order editing and re-buy, against the real API app (no sockets): the order-edit page
// behind the API's edit link, and the store's answers when the seeded re-buy orders go back
// into the cart (the texts the widget maps to 'Item is sold out' and 'Item is no longer available').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../src/api/types';
import { RETIRED_PRODUCTS } from '../../../server/seed/catalog';
import { createHarness, customerToken, HARNESS_START_MS, STORE_ORIGIN, type Harness } from '../api/helpers';
import { makeClient } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const API_BASE = 'http://api.test';
const shopper = customerToken('9001', 'shopper@example.com');
/** A store whose server reaches the harness's API app. */
const store = () => makeClient({ apiBase: API_BASE, fetchApi: async (url) => h.app.request(url.slice(API_BASE.length)) });
const receipt = async (id: string): Promise<OrderDetail> => (await h.call('GET', `/orders/demo-shop/order/${id}`, { token: shopper })).json.data;

/** The store path of the edit link the API gives the shopper for `orderId`. */
async function editPath(orderId: string): Promise<string> {
  const res = await h.call('GET', `/orders/demo-shop/order/${orderId}/order-editing-session-link`, { token: shopper });
  expect(res.status).toBe(200);
  const url = new URL(res.json.data.url);
  expect(url.origin).toBe(STORE_ORIGIN);
  return url.pathname + url.search;
}

describe('the order-edit page (/apps/status/order-edit/{id})', () => {
  it("shows 'Edit order #1010' with the order's items and quantities for the API's link", async () => {
    const { send } = store();
    const res = await send(await editPath('820010'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<h1>Edit order #1010</h1>');
    for (const l of (await receipt('820010')).lineItems) {
      expect(html).toContain(`${l.title} - ${l.variantTitle}`);
      expect(html).toContain(`value="${l.quantity}" aria-label="Quantity of ${l.title} - ${l.variantTitle}"`);
    }
  });

  it('answers 403 for a tampered, expired or missing session', async () => {
    const { send } = store();
    const good = await editPath('820010');
    const session = new URL(good, STORE_ORIGIN).searchParams.get('session')!;
    const expires = Number(session.split('.')[0]);
    for (const path of [
      good.replace(/session=[^.]+/, `session=${expires + 1}`),
      '/apps/status/order-edit/820020?session=' + encodeURIComponent(session),
      '/apps/status/order-edit/820010',
    ]) {
      const res = await send(path);
      expect(res.status, path).toBe(403);
      expect(await res.text()).toContain('This order editing link is invalid or has expired.');
    }
    h.clock.now += 16 * 60_000;
    try {
      expect((await send(good)).status).toBe(403);
    } finally {
      h.clock.now -= 16 * 60_000;
    }
  });

  it('says the order can no longer be edited once it is canceled, and 502 when the API is down', async () => {
    const path = await editPath('820020');
    expect((await h.call('POST', '/orders/demo-shop/order/820020/cancel', { token: shopper, data: { shopId: 'demo-shop' } })).status).toBe(200);
    const res = await store().send(path);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('This order can no longer be edited.');
    const down = makeClient({ apiBase: API_BASE, fetchApi: () => Promise.reject(new Error('ECONNREFUSED')) });
    expect((await down.send(await editPath('820010'))).status).toBe(502);
  });
});

describe("re-buying the seeded orders in the store's cart", () => {
  /** Adds each line of the order as the widget's re-buy does, one /cart/add.js per item; the store's answers. */
  async function rebuy(orderId: string): Promise<{ title: string; status: number; description?: string }[]> {
    const { postJson } = store();
    const out = [];
    for (const l of (await receipt(orderId)).lineItems) {
      const res = await postJson('/cart/add.js', { items: [{ id: l.variantId, quantity: l.quantity, properties: { _added_by_status: 'rebuy' } }] });
      out.push({ title: l.title, status: res.status, description: res.status === 200 ? undefined : (await res.json()).description });
    }
    return out;
  }

  it('#1031: one item is added, the other is sold out', async () => {
    expect(await rebuy('820031')).toEqual([
      { title: 'Canvas Tote', status: 200, description: undefined },
      { title: 'Linen Shirt', status: 422, description: "The product 'Linen Shirt - XL' is already sold out." },
    ]);
  });

  it('#1032: the deleted product is not found', async () => {
    expect(await rebuy('820032')).toEqual([
      { title: 'Stoneware Mug', status: 200, description: undefined },
      { title: 'Glass Lantern', status: 422, description: 'Cannot find variant' },
    ]);
  });

  it('#1033: the store has fewer of the capped item than the order', async () => {
    expect(await rebuy('820033')).toEqual([
      { title: 'Silk Scarf', status: 422, description: 'You can only add 1 Silk Scarf - Garden to the cart.' },
      { title: 'Field Notebook', status: 200, description: undefined },
    ]);
  });

  it("still draws the deleted product's image for the old order, and serves no product page for it", async () => {
    const { send } = store();
    const lantern = (await receipt('820032')).lineItems.find((l) => l.title === 'Glass Lantern')!;
    expect(lantern.image).toBe(`${RETIRED_PRODUCTS[0]!.image}?width=400&height=400`);
    const image = await send(lantern.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    expect((await send('/products/glass-lantern')).status).toBe(404);
    expect((await send('/products/glass-lantern.js')).status).toBe(404);
  });
});

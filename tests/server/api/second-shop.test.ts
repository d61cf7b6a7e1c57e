// @vitest-environment node
// The app installed on the local Shopify's second shop (an attacker's own store in security
// tests) through its real install route: its own session and its own customers, read through the
// app's Admin client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPIFY_DOMAIN } from '../../../server/store/seed/catalog';
import { createHarness, HARNESS_START_MS, SECOND_SHOP, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness({ secondShop: true }); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const CUSTOMERS_BY_EMAIL = 'query ($q: String) { customers(first: 5, query: $q) { nodes { id email } } }';
const sessionShops = async () => (await h.db.query<{ shop: string; shop_id: string }>('SELECT shop, shop_id FROM shopify_sessions ORDER BY shop_id')).rows;

describe('the app on the second shop', () => {
  it('is installed beside the demo shop, each shop with its own session', async () => {
    expect(await sessionShops()).toEqual([
      { shop: SHOPIFY_DOMAIN, shop_id: 'demo-shop' },
      { shop: SECOND_SHOP.domain, shop_id: SECOND_SHOP.shopId },
    ]);
    const second = h.shopify.shop(SECOND_SHOP.domain);
    expect(second.data.accessTokens).toHaveLength(1);
    expect(second.data.installation.installed).toBe(true);
    expect(h.shopify.data.accessTokens.map((t) => t.token)).not.toContain(second.data.accessTokens[0]!.token);
  });

  it('installs again through POST /shopify/install with the second shop\'s session token', async () => {
    expect(await h.installSecondShop()).toEqual({ status: 200, json: { data: { shop: SECOND_SHOP.domain, installed: true } } });
    expect(h.shopify.shop(SECOND_SHOP.domain).data.accessTokens).toHaveLength(2);
  });

  it('reads customer 9501 for shopper@example.com from the second shop, and 9001 from the demo shop', async () => {
    const q = { q: `email:${SECOND_SHOP.shopper.email}` };
    const second = await h.admin.graphql<{ customers: { nodes: { id: string; email: string }[] } }>(SECOND_SHOP.shopId, CUSTOMERS_BY_EMAIL, q);
    expect(second.customers.nodes).toEqual([{ id: `gid://shopify/Customer/${SECOND_SHOP.shopper.id}`, email: 'shopper@example.com' }]);
    const demo = await h.admin.graphql<{ customers: { nodes: { id: string; email: string }[] } }>('demo-shop', CUSTOMERS_BY_EMAIL, q);
    expect(demo.customers.nodes).toEqual([{ id: 'gid://shopify/Customer/9001', email: 'shopper@example.com' }]);
  });

  it('finds none of the demo shop\'s customers in the second shop', async () => {
    const byId = 'query ($id: ID!) { customer(id: $id) { id email } }';
    expect(await h.admin.graphql(SECOND_SHOP.shopId, byId, { id: 'gid://shopify/Customer/9001' })).toEqual({ customer: null });
    const orders = await h.admin.graphql<{ customer: { orders: { nodes: { id: string; name: string }[] } } }>(SECOND_SHOP.shopId,
      'query ($id: ID!) { customer(id: $id) { orders(first: 5) { nodes { id name } } } }', { id: `gid://shopify/Customer/${SECOND_SHOP.shopper.id}` });
    expect(orders.customer.orders.nodes).toEqual([{ id: `gid://shopify/Order/${SECOND_SHOP.order.id}`, name: SECOND_SHOP.order.name }]);
  });
});

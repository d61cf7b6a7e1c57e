// @vitest-environment node
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_ORDERS_QUERY, ORDER_CANCEL_MUTATION, ORDER_QUERY } from '../../../server/api/lib/order-graphql';
import { PRODUCT_CARDS_QUERY, RECENT_ORDER_PRODUCTS_QUERY } from '../../../server/api/lib/product-graphql';
import { SHOP_COUNTRIES_QUERY } from '../../../server/api/lib/shop-countries';
import { queryCost } from '../../../server/store/admin/cost';

const schema = buildSchema(readFileSync(new URL('../../../server/store/admin/schema.graphql', import.meta.url), 'utf8'));

/** Every operation the order and product modules send to Shopify. */
const OPERATIONS = {
  CUSTOMER_ORDERS_QUERY, ORDER_QUERY, ORDER_CANCEL_MUTATION, PRODUCT_CARDS_QUERY, RECENT_ORDER_PRODUCTS_QUERY, SHOP_COUNTRIES_QUERY,
};

describe('Admin GraphQL operations of orders and products', () => {
  for (const [name, text] of Object.entries(OPERATIONS)) {
    it(`${name} is valid against the Admin GraphQL subset (2026-07)`, () => {
      expect(validate(schema, parse(text)).map((e) => e.message)).toEqual([]);
    });
  }

  // Shopify refuses a query whose requested cost is above 1000 points, and every point requested
  // comes out of the shop's bucket before the query runs (the local Shopify counts as Shopify does).
  it('asks at most 1000 points per operation, the Orders page and a 50-product batch included', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `gid://shopify/Product/${7001 + i}`);
    const costs = Object.fromEntries(Object.entries(OPERATIONS).map(([name, text]) =>
      [name, queryCost(schema, parse(text), { first: 10, ids, customerId: 'gid://shopify/Customer/9001', id: 'gid://shopify/Order/1', query: '' })]));
    for (const [name, cost] of Object.entries(costs)) expect(cost, name).toBeLessThanOrEqual(1000);
    console.info('requested query costs:', JSON.stringify(costs));
    expect(costs.CUSTOMER_ORDERS_QUERY).toBeLessThanOrEqual(600);
  });

  it('would catch a field Shopify does not have', () => {
    expect(validate(schema, parse('query { order(id: "gid://shopify/Order/1") { pass } }'))).not.toHaveLength(0);
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_ORDERS_QUERY, ORDER_CANCEL_MUTATION, ORDER_QUERY } from '../../../server/api/lib/order-graphql';
import { PRODUCT_CARDS_QUERY, RECENT_ORDER_PRODUCTS_QUERY } from '../../../server/api/lib/product-graphql';
import { SHOP_COUNTRIES_QUERY } from '../../../server/api/lib/shop-countries';

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

  it('would catch a field Shopify does not have', () => {
    expect(validate(schema, parse('query { order(id: "gid://shopify/Order/1") { pass } }'))).not.toHaveLength(0);
  });
});

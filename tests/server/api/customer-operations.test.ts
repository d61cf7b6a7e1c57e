// @vitest-environment node
// Every Admin GraphQL operation the customer, profile, address and install code sends is valid
// against the Admin GraphQL subset the local Shopify serves (Shopify's names), and affordable.
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_OPERATIONS } from '../../../server/api/shopify/customer-queries';
import { APP_INSTALLATION_QUERY, EMBED_METAFIELD_SET } from '../../../server/api/shopify/embed-metafield';
import { queryCost } from '../../../server/store/admin/cost';

const schema = buildSchema(readFileSync(new URL('../../../server/store/admin/schema.graphql', import.meta.url), 'utf8'));
const OPERATIONS: Record<string, string> = { ...CUSTOMER_OPERATIONS, APP_INSTALLATION_QUERY, EMBED_METAFIELD_SET };

describe('Admin GraphQL operations of customers, addresses and the install', () => {
  for (const [name, text] of Object.entries(OPERATIONS)) {
    it(`${name} is valid against the Admin GraphQL subset (2026-07)`, () => {
      expect(validate(schema, parse(text)).map((e) => e.message)).toEqual([]);
    });
  }

  it('asks at most 1000 points per operation (Shopify refuses more), the profile with its 50 addresses included', () => {
    for (const [name, text] of Object.entries(OPERATIONS)) {
      const cost = queryCost(schema, parse(text), { id: 'gid://shopify/Customer/9001', query: 'email:a@b.c' });
      expect(cost, name).toBeLessThanOrEqual(1000);
    }
  });

  it('would catch a field Shopify does not have', () => {
    expect(validate(schema, parse('query { customer(id: "gid://shopify/Customer/1") { acceptsMarketing } }'))).not.toHaveLength(0);
  });
});

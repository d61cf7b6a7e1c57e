// @vitest-environment node
// The local Shopify's Admin GraphQL serves Shopify's published schema of the app's API version:
// what it does not resolve is an error naming the field, 2026-07's replacements of deprecated
// fields answer as Shopify does, and orders older than 60 days need read_all_orders.
import { beforeAll, describe, expect, it } from 'vitest';
import { localShopify } from './shopify-helpers';

const DAY_MS = 86_400_000;
const SHOPPER = 'gid://shopify/Customer/9001';

const s = localShopify();
let token = '';
beforeAll(async () => { token = await s.install(); });

/** A token of the app with exactly `scope`, as the merchant might have granted it. */
function tokenWith(scope: string): string {
  const value = `shpat_${scope.replace(/\W/g, '_')}`;
  s.shopify.data.accessTokens.push({ token: value, scope, expiresAt: null, revoked: false });
  return value;
}

describe("the local Shopify's Admin GraphQL schema", () => {
  it("accepts a field of Shopify's schema it does not resolve, and answers an error naming it instead of a silent null", async () => {
    const { status, body } = await s.gql(token, `{ customer(id: "${SHOPPER}") { firstName lifetimeDuration } }`);
    expect(status).toBe(200);
    expect(body.errors).toEqual([expect.objectContaining({
      message: 'The local Shopify does not resolve Customer.lifetimeDuration', path: ['customer', 'lifetimeDuration'],
      extensions: { code: 'NOT_RESOLVED_BY_LOCAL_SHOPIFY' },
    })]);
    // lifetimeDuration is non-null in Shopify's schema, so the customer becomes null as Shopify nulls it
    expect(body.data).toEqual({ customer: null });
    const shop = await s.gql(token, '{ shop { name billingAddress { city } } }');
    expect(shop.body.errors[0].message).toBe('The local Shopify does not resolve Shop.billingAddress');
  });

  it("refuses a field Shopify's schema does not have, as Shopify does", async () => {
    const { body } = await s.gql(token, '{ shop { name favouriteColour } }');
    expect(body.data).toBeUndefined();
    expect(body.errors[0]).toMatchObject({ message: expect.stringContaining('favouriteColour'), extensions: { code: 'undefinedField' } });
  });

  it('names the API version it served, the declared one for a version whose schema it does not have', async () => {
    const asked = (version: string) => s.post(`/admin/api/${version}/graphql.json`, { query: '{ shop { name } }' }, { 'x-shopify-access-token': token });
    expect((await asked('2026-07')).headers.get('x-shopify-api-version')).toBe('2026-07');
    const other = await asked('2025-01');
    expect(other.status).toBe(200);
    expect(other.headers.get('x-shopify-api-version')).toBe('2026-07');
  });

  it("answers a customer's default email address and phone number, and a product's featured media, as 2026-07 names them", async () => {
    const { body } = await s.gql(token, `{
      customer(id: "${SHOPPER}") { email defaultEmailAddress { emailAddress marketingState } defaultPhoneNumber { phoneNumber } }
      nodes(ids: ["gid://shopify/Product/7001"]) { ... on Product { featuredImage { url } featuredMedia { __typename mediaContentType preview { image { url } } } } }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.customer).toEqual({
      email: 'shopper@example.com', defaultEmailAddress: { emailAddress: 'shopper@example.com', marketingState: 'SUBSCRIBED' },
      defaultPhoneNumber: { phoneNumber: '(503) 555-0142' },
    });
    const [product] = body.data.nodes;
    expect(product.featuredMedia).toEqual({ __typename: 'MediaImage', mediaContentType: 'IMAGE', preview: { image: { url: product.featuredImage.url } } });
    expect(product.featuredImage.url).toMatch(/canvas-tote\.png$/);
  });

  it('cancels with refundMethod {originalPaymentMethodsRefund} as the deprecated refund: true did', async () => {
    const local = localShopify();
    const own = await local.install();
    const open = local.shopify.data.orders.find((o) => o.cancelledAt === null && o.fulfillments.length === 0 && o.financialStatus === 'PAID');
    expect(open).toBeDefined();
    const { body } = await local.gql(own, `mutation($id: ID!) { orderCancel(orderId: $id, reason: CUSTOMER, refundMethod: {originalPaymentMethodsRefund: true}, restock: true, notifyCustomer: true) {
      job { done } orderCancelUserErrors { message } } }`, { id: `gid://shopify/Order/${open!.id}` });
    expect(body.data.orderCancel).toEqual({ job: { done: true }, orderCancelUserErrors: [] });
    expect(open).toMatchObject({ cancelReason: 'CUSTOMER', financialStatus: 'REFUNDED' });
  });
});

describe('orders older than 60 days (read_all_orders)', () => {
  const LIST = `query($q: String) {
    orders(first: 250, query: $q) { nodes { id createdAt } }
    customer(id: "${SHOPPER}") { orders(first: 250) { nodes { id } } }
  }`;

  it("shows an app with read_all_orders (the app's scopes) the shopper's whole history", async () => {
    const { body } = await s.gql(token, LIST, { q: 'customer_id:9001' });
    const created = body.data.orders.nodes.map((o: { createdAt: string }) => Date.parse(o.createdAt));
    expect(body.data.customer.orders.nodes).toHaveLength(31);
    expect(Math.min(...created)).toBeLessThan(s.clock.t - 60 * DAY_MS);
  });

  it('hides older orders from a token without it: the lists end at 60 days and the order itself is not found', async () => {
    const recentOnly = tokenWith('read_orders,read_customers');
    const all = s.shopify.data.orders.filter((o) => o.customerId === 9001);
    const recent = all.filter((o) => o.createdAt >= s.clock.t - 60 * DAY_MS);
    const old = all.find((o) => o.createdAt < s.clock.t - 60 * DAY_MS)!;
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(all.length);
    const { body } = await s.gql(recentOnly, LIST, { q: 'customer_id:9001' });
    expect(body.data.orders.nodes.map((o: { id: string }) => o.id).sort()).toEqual(recent.map((o) => `gid://shopify/Order/${o.id}`).sort());
    expect(body.data.customer.orders.nodes).toHaveLength(recent.length);
    const one = await s.gql(recentOnly, `{ order(id: "gid://shopify/Order/${old.id}") { id } nodes(ids: ["gid://shopify/Order/${old.id}"]) { id } }`);
    expect(one.body.data).toEqual({ order: null, nodes: [null] });
  });
});

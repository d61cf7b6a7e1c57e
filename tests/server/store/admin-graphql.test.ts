// @vitest-environment node
// The local Shopify's Admin GraphQL API as the app reads it: customers, orders, products, nodes, paging.
import { beforeAll, describe, expect, it } from 'vitest';
import { localShopify } from './shopify-helpers';

const s = localShopify();
let token = '';
beforeAll(async () => { token = await s.install(); });

describe('Admin GraphQL reads', () => {
  it('finds a customer by email in any case, with addresses (default first), tags and metafields', async () => {
    const { body } = await s.gql(token, `query($q: String) { customers(first: 5, query: $q) { nodes {
      id email firstName lastName phone tags displayName
      defaultAddress { id address1 city province provinceCode country countryCodeV2 }
      addressesV2(first: 10) { nodes { id city company } }
      personalizations: metafield(namespace: "status", key: "personalizations") { type value }
      birthday: metafield(namespace: "facts", key: "birth_date") { type value }
      emailMarketingConsent { marketingState }
      numberOfOrders
    } } }`, { q: 'email:Shopper@Example.com' });
    const [c] = body.data.customers.nodes;
    expect(body.data.customers.nodes).toHaveLength(1);
    expect(c).toMatchObject({
      id: 'gid://shopify/Customer/9001', email: 'shopper@example.com', firstName: 'Sam', lastName: 'Rivera', phone: '(503) 555-0142',
      tags: ['newsletter', 'vip'], displayName: 'Sam Rivera',
      defaultAddress: { id: 'gid://shopify/MailingAddress/30001?model_name=CustomerAddress', address1: '12 Harbor Street', city: 'Portland', province: 'Oregon', provinceCode: 'OR', country: 'United States', countryCodeV2: 'US' },
      birthday: { type: 'date', value: '1990-04-12' },
      emailMarketingConsent: { marketingState: 'SUBSCRIBED' },
      numberOfOrders: '31',
    });
    expect(c.addressesV2.nodes.map((a: { city: string }) => a.city)).toEqual(['Portland', 'Seattle']);
    expect(c.personalizations.type).toBe('json');
    expect(JSON.parse(c.personalizations.value)).toEqual({ shoeSize: { value: 9.5, unit: 'US' }, interests: ['Hiking', 'Coffee'], skinType: 'Dry' });
    const none = await s.gql(token, '{ customers(first: 5, query: "email:nobody@example.com") { nodes { id } } }');
    expect(none.body.data.customers.nodes).toEqual([]);
  });

  it("pages a customer's 31 orders newest first with opaque cursors", async () => {
    const page = (after: string | null) => s.gql(token, `query($after: String) { customer(id: "gid://shopify/Customer/9001") {
      orders(first: 25, after: $after, sortKey: CREATED_AT, reverse: true) { nodes { name } pageInfo { hasNextPage endCursor } } } }`, { after });
    const first = (await page(null)).body.data.customer.orders;
    expect(first.nodes).toHaveLength(25);
    expect(first.nodes.slice(0, 3).map((o: { name: string }) => o.name)).toEqual(['#1031', '#1028', '#1027']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.pageInfo.endCursor).not.toMatch(/\d{6}/);
    const second = (await page(first.pageInfo.endCursor)).body.data.customer.orders;
    expect(second.nodes).toHaveLength(6);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const names = [...first.nodes, ...second.nodes].map((o: { name: string }) => o.name);
    expect(new Set(names).size).toBe(31);
  });

  it('reads an order with money, fulfillment, tracking, line items and a deleted product', async () => {
    const { body } = await s.gql(token, `{ order(id: "gid://shopify/Order/820032") {
      name displayFulfillmentStatus displayFinancialStatus cancelledAt currencyCode statusPageUrl
      customer { id } shippingAddress { city zip }
      subtotalPriceSet { shopMoney { amount currencyCode } } totalShippingPriceSet { shopMoney { amount } }
      totalTaxSet { shopMoney { amount } } totalPriceSet { shopMoney { amount } }
      fulfillments { status displayStatus deliveredAt trackingInfo { company number } }
      lineItems(first: 10) { nodes { title variantTitle quantity originalUnitPriceSet { shopMoney { amount } } variant { id } product { id } image { url } } }
    } }`);
    const o = body.data.order;
    expect(o).toMatchObject({
      name: '#1032', displayFulfillmentStatus: 'FULFILLED', displayFinancialStatus: 'PAID', cancelledAt: null, currencyCode: 'USD',
      customer: { id: 'gid://shopify/Customer/9001' }, shippingAddress: { city: 'Portland', zip: '97201' },
      // 2 x 22.00 + 38.00 = 82.00; shipping 8.00; tax 8% = 6.56
      subtotalPriceSet: { shopMoney: { amount: '82.00', currencyCode: 'USD' } }, totalShippingPriceSet: { shopMoney: { amount: '8.00' } },
      totalTaxSet: { shopMoney: { amount: '6.56' } }, totalPriceSet: { shopMoney: { amount: '96.56' } },
      fulfillments: [{ status: 'SUCCESS', displayStatus: 'DELIVERED', deliveredAt: expect.any(String), trackingInfo: [{ company: expect.any(String), number: expect.any(String) }] }],
    });
    expect(o.statusPageUrl).toMatch(/^https:\/\/demo-shop\.myshopify\.com\/\d+\/orders\/[\w-]+\/authenticate\?key=[\w-]+$/);
    expect(o.lineItems.nodes).toEqual([
      { title: 'Stoneware Mug', variantTitle: 'Sand', quantity: 2, originalUnitPriceSet: { shopMoney: { amount: '22.00' } }, variant: { id: 'gid://shopify/ProductVariant/400070081' }, product: { id: 'gid://shopify/Product/7008' }, image: { url: '/images/stoneware-mug.png' } },
      { title: 'Glass Lantern', variantTitle: 'Small', quantity: 1, originalUnitPriceSet: { shopMoney: { amount: '38.00' } }, variant: null, product: null, image: { url: '/images/glass-lantern.png' } },
    ]);
  });

  it('shows a cancelled seed order as cancelled and refunded', async () => {
    const { body } = await s.gql(token, '{ orders(first: 50, query: "customer_id:9001") { nodes { name cancelledAt cancelReason displayFinancialStatus } } }');
    const cancelled = body.data.orders.nodes.filter((o: { cancelledAt: string | null }) => o.cancelledAt);
    expect(cancelled.length).toBeGreaterThan(0);
    for (const o of cancelled) expect(o).toMatchObject({ cancelReason: 'CUSTOMER', displayFinancialStatus: 'REFUNDED' });
    expect(body.data.orders.nodes).toHaveLength(31);
  });

  it('filters orders by created_at and products by ids, with presentment prices for a country', async () => {
    const since = new Date(Date.parse('2026-06-01T12:00:00Z') - 3 * 86_400_000).toISOString();
    const recent = await s.gql(token, `query($q: String) { orders(first: 50, query: $q, sortKey: CREATED_AT) { nodes { name } } }`, { q: `created_at:>=${since}` });
    expect(recent.body.data.orders.nodes.map((o: { name: string }) => o.name)).toEqual(['#1028', '#1029', '#1031']);
    const { body } = await s.gql(token, `{ products(first: 10, query: "id:7001 OR id:7090 OR id:7024") { nodes { id title handle totalInventory
      variants(first: 5) { nodes { id price compareAtPrice inventoryQuantity availableForSale contextualPricing(context: {country: DE}) { price { amount currencyCode } } } } } } }`);
    const products = body.data.products.nodes;
    // 7090 is a deleted product
    expect(products.map((p: { id: string }) => p.id)).toEqual(['gid://shopify/Product/7001', 'gid://shopify/Product/7024']);
    expect(products[0].variants.nodes[0]).toEqual({
      id: 'gid://shopify/ProductVariant/400070011', price: '28.00', compareAtPrice: null, inventoryQuantity: 20, availableForSale: true,
      contextualPricing: { price: { amount: '25.76', currencyCode: 'EUR' } },
    });
    expect(products[1].variants.nodes[0]).toMatchObject({ inventoryQuantity: 1 });
  });

  it('resolves nodes of several types and null for unknown ids', async () => {
    const { body } = await s.gql(token, `{ nodes(ids: ["gid://shopify/Product/7003", "gid://shopify/Customer/424242", "gid://shopify/ProductVariant/400070034", "gid://shopify/Shop/1"]) {
      __typename id ... on Product { title } ... on ProductVariant { title availableForSale } ... on Shop { name currencyCode } } }`);
    expect(body.data.nodes).toEqual([
      { __typename: 'Product', id: 'gid://shopify/Product/7003', title: 'Linen Shirt' },
      null,
      { __typename: 'ProductVariant', id: 'gid://shopify/ProductVariant/400070034', title: 'XL', availableForSale: false },
      { __typename: 'Shop', id: 'gid://shopify/Shop/1', name: 'Demo Goods', currencyCode: 'USD' },
    ]);
  });

  it('answers validation errors as graphql-js gives them, with a code, and an error for a malformed id', async () => {
    const { status, body } = await s.gql(token, '{ shop { nope } }');
    expect(status).toBe(200);
    expect(body.errors[0]).toMatchObject({ message: expect.stringContaining('Cannot query field "nope"'), locations: [{ line: 1, column: 10 }], extensions: { code: 'undefinedField' } });
    expect(body.data).toBeUndefined();
    const syntax = await s.gql(token, '{ shop { ');
    expect(syntax.body.errors[0].extensions.code).toBe('parseError');
    const bad = await s.gql(token, '{ customer(id: "9001") { id } }');
    expect(bad.body.errors[0].message).toBe("Invalid global id '9001'");
    const noFirst = await s.gql(token, '{ customers { nodes { id } } }');
    expect(noFirst.body.errors[0].message).toBe('you must provide one of first or last');
  });
});

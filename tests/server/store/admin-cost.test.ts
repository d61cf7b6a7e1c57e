// @vitest-environment node
// Query cost and throttling of the local Shopify's Admin GraphQL, and the faults tests inject.
import { describe, expect, it } from 'vitest';
import { localShopify } from './shopify-helpers';

const ORDERS = `{ customer(id: "gid://shopify/Customer/9001") { orders(first: 10) { nodes { name lineItems(first: 5) { nodes { title } } } } } }`;

describe('extensions.cost', () => {
  it('charges objects 1, scalars 0 and connections 2 + first x one node; the actual cost counts what came back', async () => {
    const s = localShopify();
    const token = await s.install();
    const { body } = await s.gql(token, ORDERS);
    // customer 1 + orders (2 + 10 x (node 0 + lineItems (2 + 5 x 0)))
    expect(body.extensions.cost).toEqual({
      requestedQueryCost: 1 + 2 + 10 * 2, actualQueryCost: 1 + 2 + 10 * 2,
      throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 2000 - 23, restoreRate: 100 },
    });
    const few = await s.gql(token, '{ customers(first: 50, query: "email:other@example.com") { nodes { id defaultAddress { city } } } }');
    expect(few.body.extensions.cost).toMatchObject({ requestedQueryCost: 2 + 50, actualQueryCost: 2 + 1 });
    const mutation = await s.gql(token, 'mutation { tagsAdd(id: "gid://shopify/Customer/9001", tags: ["a"]) { userErrors { message } } }');
    expect(mutation.body.extensions.cost).toMatchObject({ requestedQueryCost: 10, actualQueryCost: 10 });
  });

  it('costs fields inside fragments by the type the fragment names', async () => {
    const s = localShopify();
    const token = await s.install();
    const inline = await s.gql(token, '{ nodes(ids: ["gid://shopify/Product/7001"]) { ... on Product { featuredImage { url } variants(first: 2) { nodes { id } } } } }');
    // the list 1 + featuredImage 1 + variants 2
    expect(inline.body.extensions.cost).toMatchObject({ requestedQueryCost: 4, actualQueryCost: 4 });
    const named = await s.gql(token, '{ orders(first: 3) { nodes { ...F } } } fragment F on Order { customer { id } }');
    expect(named.body.extensions.cost).toMatchObject({ requestedQueryCost: 2 + 3, actualQueryCost: 2 + 3 });
  });

  it('answers THROTTLED when the bucket cannot pay, and serves again once it has restored', async () => {
    const s = localShopify();
    const token = await s.install();
    const set = await s.post('/dev/admin-api/bucket', { currentlyAvailable: 5 });
    expect(await set.json()).toEqual({ data: { currentlyAvailable: 5 } });
    const throttled = await s.gql(token, ORDERS);
    expect(throttled.status).toBe(200);
    expect(throttled.body).toEqual({
      errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }],
      extensions: { cost: { requestedQueryCost: 23, actualQueryCost: null, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 5, restoreRate: 100 } } },
    });
    s.clock.t += 200; // 100 points a second: 5 + 20 = 25
    const served = await s.gql(token, ORDERS);
    expect(served.body.data.customer.orders.nodes).toHaveLength(10);
    expect(served.body.extensions.cost.throttleStatus.currentlyAvailable).toBe(2);
  });

  it('refuses a query above the single query limit', async () => {
    const s = localShopify();
    const token = await s.install();
    const { body } = await s.gql(token, '{ orders(first: 250) { nodes { lineItems(first: 250) { nodes { variant { id } } } } } }');
    expect(body.errors[0].extensions.code).toBe('MAX_COST_EXCEEDED');
    expect(body.data).toBeUndefined();
  });
});

describe('injected faults', () => {
  it('answers the next requests with the status or THROTTLED asked for, then serves again', async () => {
    const s = localShopify();
    const token = await s.install();
    expect((await s.post('/dev/admin-api/faults', { status: 503, times: 2 })).status).toBe(200);
    expect((await s.gql(token, '{ shop { name } }')).status).toBe(503);
    expect((await s.gql(token, '{ shop { name } }')).status).toBe(503);
    expect((await s.gql(token, '{ shop { name } }')).body.data.shop.name).toBe('Demo Goods');
    await s.post('/dev/admin-api/faults', { throttled: true, times: 1 });
    expect((await s.gql(token, '{ shop { name } }')).body.errors[0].extensions.code).toBe('THROTTLED');
    const bad = await s.post('/dev/admin-api/faults', { status: 418, times: 1 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid-argument' } });
  });

  it('waits the artificial latency before answering', async () => {
    const s = localShopify({ adminLatencyMs: { min: 60, max: 80 } });
    const token = await s.install();
    const started = performance.now();
    await s.gql(token, '{ shop { name } }');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});

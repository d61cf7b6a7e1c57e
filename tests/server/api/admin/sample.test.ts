// @vitest-environment node
// The preview's sample data and the shop's customer data requests, through the admin API.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAMPLE_PRODUCTS } from '../../../../server/api/admin/routes';
import { createHarness, HARNESS_START_MS, NOW, type Harness } from '../helpers';
import { adminCall, adminPath } from './admin-call';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

it('gives the preview up to 8 of the shop\'s products as cards, and the shop currency', async () => {
  const res = await adminCall(h, 'GET', adminPath('sample'));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const { products, shopCurrency } = res.json.data;
  expect(shopCurrency).toBe('USD');
  expect(products.length).toBeGreaterThan(0);
  expect(products.length).toBeLessThanOrEqual(SAMPLE_PRODUCTS);
  expect(products[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), url: expect.stringMatching(/^\/products\//), price: expect.any(Number) });
});

it('lists the shop\'s customer data request exports that have not expired', async () => {
  expect((await adminCall(h, 'GET', adminPath('data-requests'))).json).toEqual({ data: { items: [] } });
  const at = new Date(NOW - 86_400_000).toISOString();
  await h.db.query(
    `INSERT INTO data_requests (webhook_id, shop_id, customer_id, data_request_id, export, created_at, expires_at) VALUES
     ('wh-1', 'demo-shop', '9001', '77', '{"customer":{"id":"9001"}}', $1, $2),
     ('wh-2', 'demo-shop', '9002', NULL, '{}', $3, $1)`,
    [at, new Date(NOW + 89 * 86_400_000).toISOString(), new Date(NOW - 100 * 86_400_000).toISOString()],
  );
  const res = await adminCall(h, 'GET', adminPath('data-requests'));
  expect(res.json.data.items).toEqual([{ customerId: '9001', createdAt: at, expiresAt: new Date(NOW + 89 * 86_400_000).toISOString(), export: { customer: { id: '9001' } } }]);
});

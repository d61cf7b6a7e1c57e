// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, createHarness, customerToken, idToken, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); });
afterAll(async () => { await h.close(); });

const request = (customerEmail: string, extra: Record<string, unknown> = {}) => ({
  shopId: 'demo-shop', customerEmail, statusId: 'anon-9', anonUserId: 'anon-9', acceptsMarketing: false, countryCode: 'US', ...extra,
});

describe('POST /member/check-customer', () => {
  it('returns the seeded customer, ties the anonymous user and stores the marketing choice', async () => {
    const res = await h.call('POST', '/member/check-customer', {
      token: customerToken('9001', 'shopper@example.com'),
      data: request('Shopper@Example.com'),
    });
    expect(res).toEqual({ status: 200, json: { data: { customerId: '9001', email: 'shopper@example.com' } } });
    const anon = await h.db.query("SELECT anon_user_id FROM customer_anon_users WHERE customer_id = '9001'");
    expect(anon.rows).toEqual([{ anon_user_id: 'anon-9' }]);
    const c = await h.db.query<{ accepts_marketing: boolean }>("SELECT accepts_marketing FROM customers WHERE id = '9001'");
    expect(c.rows[0].accepts_marketing).toBe(false);
  });

  it('creates a customer for a signed-in email it does not know (e.g. Google sign-in)', async () => {
    const token = idToken({ uid: 'google-1', isAnonymous: false, email: 'gina@example.com', claims: { email: 'gina@example.com' } });
    const res = await h.call('POST', '/member/check-customer', { token, data: request('gina@example.com', { acceptsMarketing: true }) });
    expect(res.status).toBe(200);
    expect(res.json.data.email).toBe('gina@example.com');
    const c = await h.db.query<{ accepts_marketing: boolean }>('SELECT accepts_marketing FROM customers WHERE id = $1', [res.json.data.customerId]);
    expect(c.rows[0].accepts_marketing).toBe(true);
  });

  it('refuses anonymous users and other emails with 403', async () => {
    expect((await h.call('POST', '/member/check-customer', { token: anonToken(), data: request('shopper@example.com') })).status).toBe(403);
    const res = await h.call('POST', '/member/check-customer', {
      token: customerToken('9002', 'other@example.com'),
      data: request('shopper@example.com'),
    });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('permission-denied');
  });
});

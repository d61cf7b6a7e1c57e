// @vitest-environment node
// A shop vouches for its own customers only: a Firebase user another shop's sign-in made (its
// custom token names that shop) never becomes this shop's customer, even with the same verified
// email (docs/security.md 'Shops are walls').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, googleToken, HARNESS_START_MS, idToken, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

/**
 * The ID token of a shopper whose custom token `shopId`'s sign-in minted for its customer 9501,
 * with the demo shop customer's address, verified (as the app puts it on the Firebase user).
 */
const mintedBy = (shopId: string | undefined, uid = 'customer-9501') => idToken({
  uid, isAnonymous: false, email: 'shopper@example.com',
  claims: {
    email: 'shopper@example.com', email_verified: true, firebase: { sign_in_provider: 'custom' },
    ...(shopId ? { shopId, customerId: '9501' } : {}),
  },
});

describe("another shop's shopper with the demo shopper's email", () => {
  it("reads none of the demo shopper's profile (403), orders (an empty list) or points (403)", async () => {
    const token = mintedBy('second-shop');
    const profile = await h.call('GET', '/customer/demo-shop/9001', { token });
    expect(profile.status).toBe(403);
    expect(JSON.stringify(profile.json)).not.toContain('shopper@example.com');
    const orders = await h.call('POST', '/orders/demo-shop/orders', { token, data: { shopId: 'demo-shop' } });
    expect(orders).toEqual({ status: 200, json: { data: { items: [], pageCursor: null } } });
    expect((await h.call('GET', '/points/demo-shop', { token })).status).toBe(403);
  });

  it("cannot claim the demo shopper's email with check-customer: 403 'does not own this email'", async () => {
    const res = await h.call('POST', '/member/check-customer', {
      token: mintedBy('second-shop'), data: { shopId: 'demo-shop', customerEmail: 'shopper@example.com' },
    });
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe('The signed-in user does not own this email.');
    const { rows } = await h.db.query("SELECT 1 FROM customer_users WHERE uid = 'customer-9501'");
    expect(rows).toEqual([]);
  });

  it('is not tied by a custom token that names no shop either', async () => {
    expect((await h.call('GET', '/customer/demo-shop/9001', { token: mintedBy(undefined, 'custom-nobody') })).status).toBe(403);
  });

  it('a Google sign-in with that verified email is the demo shopper (Google proves the mailbox)', async () => {
    const res = await h.call('GET', '/customer/demo-shop/9001', { token: googleToken('g-walls', 'shopper@example.com') });
    expect(res.status).toBe(200);
    expect(res.json.data.email).toBe('shopper@example.com');
  });

  it("the demo shop's own custom token still signs its customer in", async () => {
    const token = idToken({
      uid: 'customer-9001', isAnonymous: false, email: 'shopper@example.com',
      claims: { email: 'shopper@example.com', email_verified: true, firebase: { sign_in_provider: 'custom' }, shopId: 'demo-shop', customerId: '9001' },
    });
    expect((await h.call('GET', '/customer/demo-shop/9001', { token })).status).toBe(200);
  });
});

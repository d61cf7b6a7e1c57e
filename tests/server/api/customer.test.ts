// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, createHarness, HARNESS_START_MS, customerToken, googleToken, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const get = (customerId: string, token: string) => h.call('GET', `/customer/demo-shop/${customerId}/personalizations`, { token });

describe('GET /customer/{shopId}/{customerId}/personalizations', () => {
  it("returns the caller's own personalizations, {} by default", async () => {
    expect(await get('9001', customerToken('9001', 'shopper@example.com'))).toEqual({ status: 200, json: { data: { personalizations: {} } } });
    const stored = { skinType: ['dry'], height: { value: 180, unit: 'cm' }, nickname: 'Sam' };
    await h.db.query("UPDATE customers SET personalizations = $1 WHERE id = '9002'", [JSON.stringify(stored)]);
    const res = await get('9002', googleToken('g-alex', 'other@example.com'));
    expect(res.json.data).toEqual({ personalizations: stored });
  });

  it("refuses another customer's, anonymous callers and unknown ids with 403", async () => {
    for (const [id, token] of [
      ['9002', customerToken('9001', 'shopper@example.com')],
      ['9001', anonToken()],
      ['9001', googleToken('g-unverified', 'shopper@example.com', false)],
      ['nope', customerToken('9001', 'shopper@example.com')],
    ]) {
      const res = await get(id, token);
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('permission-denied');
    }
  });

  it('answers an unknown shop with 404', async () => {
    expect((await h.call('GET', '/customer/nope/9001/personalizations', { token: customerToken('9001', 'shopper@example.com') })).status).toBe(404);
  });
});

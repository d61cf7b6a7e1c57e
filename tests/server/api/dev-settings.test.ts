// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { anonToken, createHarness, customerToken, HARNESS_START_MS, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

it('a local run switches the demo shop to magic-link sign-in, and the widget then reads it', async () => {
  const res = await h.call('PATCH', '/dev/settings', { token: null, body: JSON.stringify({ authMethod: { method: 'magicLink' } }) });
  expect(res.status).toBe(200);
  expect(res.json.data.authMethod).toEqual({ method: 'magicLink' });
  expect(res.json.data.wishlist).toBeTruthy(); // the other settings stay
  const init = await h.call('GET', '/init/v2/demo-shop/user', { token: anonToken() });
  expect(init.json.data.settings.authMethod).toEqual({ method: 'magicLink' });
});

it('refuses a body that is not an object of settings, and unknown shops', async () => {
  expect((await h.call('PATCH', '/dev/settings', { token: null, body: '[1]' })).status).toBe(400);
  expect((await h.call('PATCH', '/dev/settings?shop=nope', { token: null, body: JSON.stringify({ a: 1 }) })).status).toBe(404);
});

it("a test gives a shopper points, and the shopper's points then read them; a customer of another shop is 404", async () => {
  const res = await h.call('PUT', '/dev/loyalty-points/9002', { token: null, body: JSON.stringify({ points: 4321 }) });
  expect(res).toEqual({ status: 200, json: { data: { points: 4321 } } });
  const read = await h.call('GET', '/points/demo-shop', { token: customerToken('9002', 'other@example.com') });
  expect(read.json).toEqual({ data: { points: 4321 } });
  expect((await h.call('PUT', '/dev/loyalty-points/9002?shop=second-shop', { token: null, body: JSON.stringify({ points: 1 }) })).status).toBe(404);
  expect((await h.call('PUT', '/dev/loyalty-points/9002', { token: null, body: JSON.stringify({ points: -1 }) })).status).toBe(400);
  expect((await h.call('PUT', '/dev/loyalty-points/not-an-id', { token: null, body: JSON.stringify({ points: 1 }) })).status).toBe(400);
});

// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '../../../../server/seed/db-seed';
import { publicSettings } from '../../../../server/api/settings/schema';
import { anonToken, createHarness, HARNESS_START_MS, type Harness } from '../helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

it('the widget gets the seeded settings as stored, without the merchant\'s secrets', async () => {
  const init = await h.call('GET', '/init/v2/demo-shop/user', { token: anonToken() });
  expect(init.status).toBe(200);
  expect(init.json.data.settings).toEqual(publicSettings(DEMO_SETTINGS));
  expect(init.json.data.settings.credit).not.toHaveProperty('accessToken');
  expect(init.json.data.settings.credit).toMatchObject({ name: 'Store credit', link: '/collections/all' });
});

it('a stored setting that fails the schema is left out of the widget\'s settings; the others stay', async () => {
  const patch = { privacyPolicy: { isActive: true, privacyPolicy: 'javascript:alert(1)' }, orderLabel: { display: 'both' } };
  expect((await h.call('PATCH', '/dev/settings', { token: null, body: JSON.stringify(patch) })).status).toBe(200);
  const init = await h.call('GET', '/init/v2/demo-shop/user', { token: anonToken() });
  expect(init.status).toBe(200);
  expect(init.json.data.settings).not.toHaveProperty('privacyPolicy');
  expect(init.json.data.settings).not.toHaveProperty('orderLabel');
  expect(init.json.data.settings.wishlist).toEqual(DEMO_SETTINGS.wishlist);
});

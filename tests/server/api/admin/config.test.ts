// @vitest-environment node
// The merchant's config through the admin API: saving shows on the next read and in the widget,
// bad values are refused with the issues and nothing saved, a second admin saving from an old
// version is told the settings changed, and the app embed's metafield is written with the save
// (read back from the local Shopify's data); Shopify failing leaves nothing saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '../../../../server/seed/db-seed';
import { anonToken, createHarness, HARNESS_START_MS, type Harness } from '../helpers';
import { storeCall } from '../local-shopify';
import { adminCall, adminPath } from './admin-call';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const CONFIG = adminPath('config');
const read = () => adminCall(h, 'GET', CONFIG);
const save = (config: unknown, version: number | string | null) =>
  adminCall(h, 'PUT', CONFIG, { body: config, headers: version === null ? {} : { 'If-Match': typeof version === 'number' ? `"${version}"` : version } });
const embed = () => {
  const m = h.shopify.data.installation.metafields.find((x) => x.namespace === 'status' && x.key === 'embed');
  return m ? JSON.parse(m.value) : null;
};
const stored = async () => (await h.db.query<{ settings: any; customizations: any; config_version: number }>(
  "SELECT settings, customizations, config_version FROM shops WHERE id = 'demo-shop'")).rows[0]!;

describe('GET and PUT /admin/api/shops/:shop/config', () => {
  it('reads the seeded config with its version as the ETag', async () => {
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.json.data.version).toBe(1);
    expect(res.headers.get('ETag')).toBe('"1"');
    expect(res.json.data.config.settings.orderLabel).toEqual(DEMO_SETTINGS.orderLabel);
    expect(res.json.data.config.customizations.theme.primary).toBe('#1f6f5c');
  });

  it('saves: the next read, the widget and the app embed\'s metafield show it', async () => {
    const { config, version } = (await read()).json.data;
    config.settings.wishlist = { ...config.settings.wishlist, isActive: false };
    config.settings.meButton = { isActive: true, loggedInOnly: true, display: 'icon', placement: 'top-left' };
    config.customizations.theme.primary = '#aa0000';
    const res = await save(config, version);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.version).toBe(version + 1);
    expect(res.headers.get('ETag')).toBe(`"${version + 1}"`);
    const again = await read();
    expect(again.json.data.config.settings.wishlist.isActive).toBe(false);
    expect(again.json.data.version).toBe(version + 1);
    const init = await h.call('GET', '/init/v2/demo-shop/user', { token: anonToken() });
    expect(init.json.data.settings.wishlist.isActive).toBe(false);
    expect(embed()).toMatchObject({
      meButton: { isActive: true, loggedInOnly: true, display: 'icon', placement: 'top-left' },
      theme: { primary: '#aa0000', onPrimary: '#ffffff' },
      notificationTriggers: config.settings.notificationTriggers,
      utmTracking: config.settings.utmTracking,
    });
  });

  it('refuses bad values with 400 and the issues, and saves nothing', async () => {
    const before = await stored();
    const metafield = embed();
    const { config, version } = (await read()).json.data;
    config.settings.privacyPolicy = { ...config.settings.privacyPolicy, privacyPolicy: 'javascript:alert(1)' };
    config.settings.personalizationQuizzes.quizzes[0].fields = [];
    config.customizations.customCss = '</style><script>alert(1)</script>';
    config.customizations.theme.primary = '#00ff00';
    const res = await save(config, version);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid-argument');
    expect(res.json.error.issues).toEqual(expect.arrayContaining([
      { path: ['settings', 'privacyPolicy', 'privacyPolicy'], message: 'validation.link' },
      { path: ['settings', 'personalizationQuizzes', 'quizzes', 0, 'fields'], message: 'validation.quizNoFields' },
      { path: ['customizations', 'customCss'], message: 'validation.cssCloseTag' },
    ]));
    expect(await stored()).toEqual(before);
    expect(embed()).toEqual(metafield);
    // not JSON at all, or not an object
    expect((await save('{"settings":', version)).status).toBe(400);
    expect((await save([1], version)).status).toBe(400);
  });

  it('answers 412 to a second admin saving from the version before the first one\'s save', async () => {
    const first = (await read()).json.data;
    const second = structuredClone(first);
    first.config.settings.saved = { isActive: false };
    expect((await save(first.config, first.version)).status).toBe(200);
    second.config.settings.prices = { isActive: false };
    const res = await save(second.config, second.version);
    expect(res.status).toBe(412);
    expect(res.json.error.code).toBe('settings-changed');
    expect(res.json.error.message).toMatch(/changed by someone else/);
    const now = (await read()).json.data.config.settings;
    expect(now.saved.isActive).toBe(false); // the first admin's save stays
    expect(now.prices.isActive).toBe(true); // the second's did not land
  });

  it('answers 428 without If-Match and 400 for an If-Match that is no version', async () => {
    const { config } = (await read()).json.data;
    expect((await save(config, null)).status).toBe(428);
    expect((await save(config, '"abc"')).status).toBe(400);
  });

  it('saves nothing when Shopify does not take the metafield (503)', async () => {
    const before = await stored();
    const metafield = embed();
    const { config, version } = (await read()).json.data;
    config.settings.popularToday = { isActive: false };
    expect((await storeCall(h, 'POST', '/dev/admin-api/faults', { status: 500, times: 20 })).status).toBe(200);
    const res = await save(config, version);
    await storeCall(h, 'POST', '/dev/admin-api/faults', { status: 500, times: 0 });
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe('unavailable');
    expect(await stored()).toEqual(before);
    expect(embed()).toEqual(metafield);
    expect((await read()).json.data.config.settings.popularToday.isActive).toBe(true);
  });
});

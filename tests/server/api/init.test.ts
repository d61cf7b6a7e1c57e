// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, createHarness, HARNESS_START_MS, customerToken, type Harness } from './helpers';
import { DEMO_CONTENT } from '../../../server/seed/db-seed';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

describe('GET /init/v2/{shopId}/user', () => {
  it('gives an anonymous user the settings, default features and no customer', async () => {
    const res = await h.call('GET', '/init/v2/demo-shop/user', { token: anonToken('guest-1') });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.settings.authMethod).toEqual({ method: 'otp' });
    expect(data.settings.acceptsMarketingToggle).toEqual({ isActive: true, required: false, enabledByDefault: true });
    expect(data.settings.privacyPolicy).toMatchObject({ isActive: true, privacyPolicy: '/policies/privacy-policy', termsOfService: '/policies/terms-of-service' });
    expect(data.settings.orderLabel).toEqual([{ countries: ['DE', 'AT', 'CH'], display: 'name' }, { display: 'status' }]);
    expect(data.features).toEqual({ poweredByStatus: true, mrStatus: false, profileUpdate: true, savedv2: true });
    expect(data.customizations).toMatchObject({ customCss: '', content: expect.arrayContaining(DEMO_CONTENT), translations: { de: { 'nav.forYou': 'Für Sie' } } });
    // the seeded dynamic page's blocks (server/seed/db-seed.ts DYNAMIC_PAGE_CONTENT) are at their own target only
    expect(data.customizations.content.filter((c: { target: string }) => c.target === 'page-size-guide').map((c: { id: string }) => c.id))
      .toEqual(['size-guide-intro', 'size-guide-contact']);
    expect(data.settings.dynamicPages).toMatchObject({ isActive: false, pages: [{ handle: 'size-guide', nav: true, targets: ['page-size-guide'] }] });
    expect(typeof data.customizations.theme.primary).toBe('string');
    expect(data.customer).toBeNull();
    expect(data.saved).toEqual({ wishlist: 0, savedFromCart: 0 });
  });

  it('gives a signed-in customer their record and saved counts', async () => {
    const res = await h.call('GET', '/init/v2/demo-shop/user', { token: customerToken('9001', 'shopper@example.com') });
    expect(res.json.data.customer).toEqual({ id: '9001', email: 'shopper@example.com', firstName: 'Sam' });
    expect(res.json.data.saved).toEqual({ wishlist: 3, savedFromCart: 2 });
  });

  it('counts follow what the customer saves and removes, of each kind', async () => {
    const token = customerToken('9002', 'other@example.com');
    const saved = async () => (await h.call('GET', '/init/v2/demo-shop/user', { token })).json.data.saved;
    const call = (method: string, path: string, data?: object) => h.call(method, path, { token, data: data && { shopId: 'demo-shop', ...data } });
    expect(await saved()).toEqual({ wishlist: 1, savedFromCart: 0 });
    await call('POST', '/saved/wishlist', { items: [{ productId: 7002 }, { productId: 7001 }] });
    const cart = await call('POST', '/saved/cart', { items: [{ productId: 7003, variantId: 400070031 }] });
    expect(await saved()).toEqual({ wishlist: 2, savedFromCart: 1 });
    await call('DELETE', `/saved/cart/${cart.json.data.items[0].id}`);
    expect(await saved()).toEqual({ wishlist: 2, savedFromCart: 0 });
  });

  it("never hands a shopper the loyalty service's access token, in any credit variant, while the merchant's admin keeps it", async () => {
    const credit = [{ countries: ['DE'], isActive: true, name: 'Guthaben', accessToken: 'de-secret-token' }, { isActive: true, name: 'Store credit', accessToken: 'secret-token' }];
    await h.db.query("UPDATE shops SET settings = settings || $1::jsonb WHERE id = 'demo-shop'", [JSON.stringify({ credit })]);
    for (const token of [anonToken('guest-2'), customerToken('9001', 'shopper@example.com')]) {
      const res = await h.call('GET', '/init/v2/demo-shop/user', { token });
      expect(res.json.data.settings.credit).toEqual([{ countries: ['DE'], isActive: true, name: 'Guthaben' }, { isActive: true, name: 'Store credit' }]);
      expect(JSON.stringify(res.json)).not.toMatch(/secret-token/);
    }
    const { rows } = await h.db.query<{ settings: { credit: unknown } }>("SELECT settings FROM shops WHERE id = 'demo-shop'");
    expect(rows[0]!.settings.credit).toEqual(credit);
  });

  it('answers an unknown shop with 404', async () => {
    expect((await h.call('GET', '/init/v2/nope/user')).status).toBe(404);
  });
});

// @vitest-environment node
// The app embed reads the me-button and the launcher colours the merchant saved in the admin from
// the app's metafield (shopify/embed-metafield.ts embedValue), the block's settings being the
// fallback for each value the metafield lacks. Rendered by the local Shopify's liquidjs engine.
import { describe, expect, it } from 'vitest';
import { embedValue, emulatorEmbedApp } from '../../../../server/api/shopify/embed-metafield';
import { DEMO_CUSTOMIZATIONS, DEMO_SETTINGS } from '../../../../server/seed/db-seed';
import { renderEmbed } from '../../../../server/store/embed';
import { parseConfig } from '../../../../src/settings/read';
import { launcherMarkup } from '../../../../src/launcher/button';

const APP = emulatorEmbedApp('http://api.test/', 'auth.test');
const value = (settings: unknown, customizations: unknown) => embedValue('demo-shop', APP, settings, customizations);
const configOf = (html: string) => parseConfig(/<script type="application\/json" id="status-config">([\s\S]*?)<\/script>/.exec(html)![1]!)!;
const render = (metafield: Record<string, unknown>, blockSettings: Record<string, unknown> = {}, customerId: string | null = null) =>
  renderEmbed({ customerId, currency: 'USD', metafield: { ...value({}, {}), ...metafield }, blockSettings });

describe('the app embed with the admin\'s metafield', () => {
  it('draws the saved me-button and colours over the block\'s settings, exactly as the launcher draws them', () => {
    const saved = value({ meButton: { isActive: true, loggedInOnly: false, display: 'icon', placement: 'top-left' } }, { theme: { primary: '#aa0000', primaryText: '#000000' } });
    const html = render({ meButton: saved.meButton, theme: saved.theme }, { display: 'text', placement: 'bottom-right', color_primary: '#1f6f5c' });
    const config = configOf(html);
    expect(config.meButton).toEqual({ isActive: true, loggedInOnly: false, display: 'icon', placement: 'top-left' });
    expect(config.theme).toEqual({ primary: '#aa0000', onPrimary: '#000000' });
    expect(html).toContain(launcherMarkup(config));
  });

  it('switches the button off, or shows it to signed-in customers only, as saved', () => {
    expect(render({ meButton: { isActive: false } })).not.toContain('<status-launcher>');
    expect(configOf(render({ meButton: { isActive: false } })).meButton.isActive).toBe(false);
    expect(render({ meButton: { isActive: true, loggedInOnly: true } })).not.toContain('<status-launcher>');
    expect(render({ meButton: { isActive: true, loggedInOnly: true } }, {}, '9001')).toContain('<status-launcher>');
  });

  it('keeps the block\'s settings where the metafield has nothing (a shop that never saved in the admin)', () => {
    const config = configOf(render({}, { display: 'text', placement: 'bottom-left', color_primary: '#123456', logged_in_only: false }));
    expect(config.meButton).toEqual({ isActive: true, loggedInOnly: false, display: 'text', placement: 'bottom-left' });
    expect(config.theme.primary).toBe('#123456');
  });

  it('writes the demo shop\'s seeded me-button and colours to the metafield', () => {
    expect(value(DEMO_SETTINGS, DEMO_CUSTOMIZATIONS)).toMatchObject({
      meButton: { isActive: true, loggedInOnly: false, placement: 'bottom-right' },
      theme: { primary: '#1f6f5c', onPrimary: '#ffffff' },
    });
    // values of the wrong kind are not written, so the block's settings stay
    expect(value({ meButton: { isActive: 'yes', display: 'huge' } }, { theme: { primary: 'red;}' } })).toEqual({
      shopId: 'demo-shop', apiBase: 'http://api.test', firebase: APP.firebase, authEmulatorUrl: 'http://auth.test', notificationTriggers: [], utmTracking: null, meButton: {},
    });
  });

  it("puts no loyalty access token into the storefront's pages, whatever the settings hold", () => {
    const settings = { ...DEMO_SETTINGS, credit: [{ countries: ['DE'], accessToken: 'de-secret-token' }, { isActive: true, accessToken: 'secret-token' }] };
    const metafield = value(settings, DEMO_CUSTOMIZATIONS);
    expect(JSON.stringify(metafield)).not.toMatch(/secret-token|accessToken/);
    expect(render(metafield as unknown as Record<string, unknown>, {}, '9001')).not.toMatch(/secret-token|accessToken/);
  });

  it('starts the widget from the app\'s own values: shop id, API base without a trailing slash, Firebase web config', () => {
    const config = configOf(render({}));
    expect(config).toMatchObject({ shopId: 'demo-shop', apiBase: 'http://api.test', firebase: APP.firebase, authEmulatorUrl: 'http://auth.test' });
    const production = embedValue('brand', { apiBase: 'https://status.example', firebase: { apiKey: 'AIzaKey', authDomain: 'status-prod.firebaseapp.com', projectId: 'status-prod' } }, {}, {});
    expect(production).not.toHaveProperty('authEmulatorUrl');
    expect(configOf(renderEmbed({ customerId: null, currency: 'USD', metafield: production })).apiBase).toBe('https://status.example');
  });
});

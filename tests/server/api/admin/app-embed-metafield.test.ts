// @vitest-environment node
// The app embed reads the me-button and the launcher colours the merchant saved in the admin from
// the app's metafield (shopify/embed-metafield.ts embedValue), the block's settings being the
// fallback for each value the metafield lacks. Rendered by the local Shopify's liquidjs engine.
import { describe, expect, it } from 'vitest';
import { embedValue } from '../../../../server/api/shopify/embed-metafield';
import { DEMO_CUSTOMIZATIONS, DEMO_SETTINGS } from '../../../../server/seed/db-seed';
import { renderEmbed } from '../../../../server/store/embed';
import { parseConfig } from '../../../../src/settings/read';
import { launcherMarkup } from '../../../../src/launcher/button';

const SETTINGS = { apiBase: 'http://api.test/', authEmulatorUrl: 'http://auth.test' };
const configOf = (html: string) => parseConfig(/<script type="application\/json" id="status-config">([\s\S]*?)<\/script>/.exec(html)![1]!)!;
const render = (metafield: Record<string, unknown>, blockSettings: Record<string, unknown> = {}, customerId: string | null = null) =>
  renderEmbed(SETTINGS, { customerId, currency: 'USD', metafield, blockSettings });

describe('the app embed with the admin\'s metafield', () => {
  it('draws the saved me-button and colours over the block\'s settings, exactly as the launcher draws them', () => {
    const saved = embedValue({ meButton: { isActive: true, loggedInOnly: false, display: 'icon', placement: 'top-left' } }, { theme: { primary: '#aa0000', primaryText: '#000000' } });
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
    expect(embedValue(DEMO_SETTINGS, DEMO_CUSTOMIZATIONS)).toMatchObject({
      meButton: { isActive: true, loggedInOnly: false, placement: 'bottom-right' },
      theme: { primary: '#1f6f5c', onPrimary: '#ffffff' },
    });
    // values of the wrong kind are not written, so the block's settings stay
    expect(embedValue({ meButton: { isActive: 'yes', display: 'huge' } }, { theme: { primary: 'red;}' } })).toEqual({ notificationTriggers: [], utmTracking: null, meButton: {} });
  });
});

// @vitest-environment node
// The theme app extension's app embed (extensions/account-widget/blocks/app-embed.liquid), rendered
// by the emulator's liquidjs engine (server/store/liquid.ts): its button is exactly the launcher's
// own markup, and its config block is what the launcher reads.
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, PRODUCTS } from '../../../server/seed/catalog';
import { renderEmbed, type EmbedPage } from '../../../server/store/embed';
import { blockSettingDefaults, extensionEngine } from '../../../server/store/liquid';
import { parseConfig } from '../../../src/settings/read';
import { makeClient } from './helpers';
import { appEmbed } from '../../fixtures/app-embed';
import type { PageConfig } from '../../../src/settings/types';
import { launcherMarkup } from '../../../src/launcher/button';
import { ELEMENT_TEXT_KEYS } from '../../../src/elements/light/texts';
import en from '../../../src/i18n/en/elements';
import de from '../../../src/i18n/de/elements';
import fr from '../../../src/i18n/fr/elements';

const metafield = appEmbed();
const configJson = (html: string) => /<script type="application\/json" id="status-config">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? null;
const buttonOf = (html: string) => /<status-launcher><template shadowrootmode="open">([\s\S]*?)<\/template><\/status-launcher>/.exec(html)?.[1] ?? null;

describe('app embed Liquid', () => {
  const displays = ['both', 'icon', 'text'] as const;
  const placements = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
  const colors = [['#1f6f5c', '#ffffff'], ['#000000', '#fafafa'], ['#e11d48', '#111111']] as const;
  const cases = displays.flatMap((display) => placements.flatMap((placement) => (['en', 'de', 'fr'] as const).map((language, i) => ({ display, placement, language, colors: colors[i]! }))));

  it.each(cases)('draws the button exactly as the launcher does: $display, $placement, $language', ({ display, placement, language, colors: [primary, onPrimary] }) => {
    const html = renderEmbed({
      metafield, customerId: null, currency: 'USD', language, root: language === 'en' ? '/' : `/${language}/`,
      blockSettings: { display, placement, color_primary: primary, color_on_primary: onPrimary },
    });
    const config = parseConfig(configJson(html))!;
    expect(config.meButton).toEqual({ isActive: true, loggedInOnly: false, display, placement });
    expect(config.theme).toEqual({ primary, onPrimary });
    expect(buttonOf(html)).toBe(launcherMarkup(config));
    expect(buttonOf(html)).toContain(language === 'de' ? 'Mein Konto' : language === 'fr' ? 'Mon compte' : 'My account');
  });

  it.each([['en', en], ['de', de], ['fr', fr], ['es', en]] as const)(
    "carries the page elements' texts in the page's language (%s), word for word as the widget's own element texts",
    (language, table) => {
      const html = renderEmbed({ metafield, customerId: null, currency: 'USD', language, root: '/' });
      const { texts } = JSON.parse(configJson(html)!) as PageConfig;
      expect(texts).toEqual(Object.fromEntries(ELEMENT_TEXT_KEYS.map((key) => [key, table[key]])));
    },
  );

  it('renders the config block the launcher reads, from Liquid objects only', () => {
    const tote = PRODUCTS.find((p) => p.handle === 'canvas-tote')!;
    const page: EmbedPage = {
      customerId: '9001', customerEmail: 'shopper@example.com', currency: 'EUR', language: 'fr', countryCode: 'FR', root: '/fr/',
      product: tote, collection: COLLECTIONS[1], accountsKind: 'new',
      metafield: appEmbed({ notificationTriggers: [{ event: 'product_view', count: 4 }], utmTracking: { isActive: true } }),
    };
    const raw = JSON.parse(configJson(renderEmbed(page))!) as PageConfig;
    expect(raw).toMatchObject({
      shopId: 'demo-shop', shopifyDomain: 'demo-shop.myshopify.com', customerId: '9001', customerEmail: 'shopper@example.com',
      locale: { language: 'fr', countryCode: 'FR', currency: 'EUR' }, shopCurrency: 'USD',
      page: { productId: tote.id, collectionId: COLLECTIONS[1]!.id, cartStatusId: null, collection: { id: COLLECTIONS[1]!.id, handle: COLLECTIONS[1]!.handle, title: COLLECTIONS[1]!.title } },
      routes: { root: '/fr/', accountLogin: '/fr/customer_authentication/redirect?locale=fr&region_country=FR' },
      storeLogin: 'customer_accounts', apiBase: 'http://api.test', authEmulatorUrl: 'http://auth.test',
      notificationTriggers: [{ event: 'product_view', count: 4 }], utmTracking: { isActive: true },
    });
    expect(raw.page.product).toMatchObject({ id: tote.id, title: 'Canvas Tote', url: '/products/canvas-tote', image: `${tote.image}?width=400`, currency: 'EUR' });
    // the money filter in the page's presentment currency, as the store writes its own prices
    expect(raw.moneyExample).toBe('€1,234,567.89');
    // the classic store: multipass and the legacy login page
    const classic = JSON.parse(configJson(renderEmbed({ ...page, accountsKind: 'classic' }))!) as PageConfig;
    expect(classic.storeLogin).toBe('multipass');
    expect(classic.routes.accountLogin).toBe('/fr/account/login');
  });

  it('takes the exchange rate from window.Shopify.currency.rate, which Liquid cannot render', () => {
    const json = configJson(renderEmbed({ metafield, customerId: null, currency: 'EUR' }));
    const g = globalThis as { Shopify?: unknown };
    g.Shopify = { currency: { active: 'EUR', rate: '0.92' } };
    try {
      expect(parseConfig(json)!.locale.currencyMultiplier).toBe(0.92);
    } finally {
      delete g.Shopify;
    }
    expect(parseConfig(json)!.locale.currencyMultiplier).toBe(1);
  });

  it("hides the me-button on the full-page account page (the block's account_page_handle), not on other pages", () => {
    const guest = { metafield, customerId: null, currency: 'USD' };
    expect(blockSettingDefaults().account_page_handle).toBe('account');
    const account = renderEmbed({ ...guest, pageHandle: 'account' });
    expect(parseConfig(configJson(account))!.meButton.isActive).toBe(false);
    expect(account).not.toContain('<status-launcher>');
    expect(renderEmbed({ ...guest, pageHandle: 'contact' })).toContain('<status-launcher>');
  });

  it('escapes values from the store so none can close the config script', () => {
    const evil = { ...PRODUCTS[0]!, title: '</script><script>alert(1)</script>' };
    const html = renderEmbed({ metafield, customerId: null, currency: 'USD', product: evil });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(parseConfig(configJson(html))!.page.product!.title).toBe(evil.title);
  });

  it('points the launcher tag at the assets base it is given (the preview build)', () => {
    const html = renderEmbed({ metafield, customerId: null, currency: 'USD' }, '/status-preview/');
    expect(html).toContain('<template class="status-launcher-src"><script src="/status-preview/status-launcher.js" type="module" async></script></template>');
  });

  it("follows the visitor's store kind: multipass and /account/login on the classic store, the customer accounts hand-off on the new one", async () => {
    const { send } = makeClient();
    const classic = parseConfig(configJson(await (await send('/de/')).text()))!;
    expect(classic).toMatchObject({ storeLogin: 'multipass', routes: { root: '/de/', accountLogin: '/de/account/login' } });
    await send('/?customer-accounts=new');
    const fresh = parseConfig(configJson(await (await send('/fr/collections/all')).text()))!;
    expect(fresh).toMatchObject({ storeLogin: 'customer_accounts', routes: { root: '/fr/', accountLogin: '/fr/customer_authentication/redirect?locale=fr&region_country=US' } });
  });

  it('with ?embeds=2 each embed keeps its own launcher template, the second asking for ?block=2', async () => {
    const html = await (await makeClient().send('/?embeds=2')).text();
    const tags = [...html.matchAll(/<template class="status-launcher-src"><script src="([^"]+)"[^>]*><\/script><\/template>\s*<script>\(function/g)].map((m) => m[1]);
    expect(tags).toEqual(['/status/status-launcher.js', '/status/status-launcher.js?block=2']);
  });

  it("fails the render of an image_url without a width or height, as Shopify answers it, and sizes one with either", () => {
    const engine = extensionEngine();
    const image = { src: '/images/canvas-tote.png' };
    expect(() => engine.parseAndRenderSync('{{ image | image_url }}', { image })).toThrow(/width or height/);
    expect(engine.parseAndRenderSync('{{ image | image_url: width: 400 }}', { image })).toBe('/images/canvas-tote.png?width=400');
    expect(engine.parseAndRenderSync('{{ p | image_url: height: 90 }}', { p: { featured_image: image } })).toBe('/images/canvas-tote.png?height=90');
  });
});

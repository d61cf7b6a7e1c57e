// @vitest-environment node
import { brotliDecompressSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, PRODUCTS, presentmentCents } from '../../../server/seed/catalog';
import { renderEmbed } from '../../../server/store/embed';
import { jsonForScript } from '../../../server/store/liquid';
import { launcherMarkup } from '../../../src/launcher/button';
import { makeClient } from './helpers';
import { appEmbed } from '../../fixtures/app-embed';
import { embedTexts } from '../../fixtures/element-texts';

const configOf = (html: string) => {
  const m = /<script type="application\/json" id="status-config">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
};
const tote = PRODUCTS.find((p) => p.handle === 'canvas-tote')!;
const shirt = PRODUCTS.find((p) => p.handle === 'linen-shirt')!;

describe('store pages', () => {
  it('renders every page with the shop header, nav and footer links', async () => {
    const { send } = makeClient();
    for (const path of ['/', '/collections/all', '/collections/apparel', '/collections/home', '/collections/accessories', '/products/canvas-tote', '/cart', '/policies/privacy-policy', '/policies/terms-of-service', '/pages/contact', '/account/login']) {
      const res = await send(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('Demo Goods</a>');
      for (const href of ['/collections/all', '/collections/apparel', '/collections/home', '/collections/accessories', '/cart', '/policies/privacy-policy', '#status', '#status-orders']) {
        expect(html, `${path} links ${href}`).toContain(`href="${href}"`);
      }
      expect(html).toContain('Cart (0)');
      expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/);
      for (const img of html.match(/<img [^>]*>/g) ?? []) expect(img).toMatch(/width="\d+" height="\d+"/);
    }
  });

  it('answers 404 with the theme page for unknown paths, products and collections', async () => {
    const { send } = makeClient();
    for (const path of ['/nope', '/products/nope', '/collections/nope', '/policies/nope']) {
      const res = await send(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('Page not found');
    }
  });

  it('product page: price, compare-at, labelled variant picker, quantity, add-to-cart form', async () => {
    const { send } = makeClient();
    const html = await (await send('/products/canvas-tote')).text();
    expect(html).toContain('<h1>Canvas Tote</h1>');
    expect(html).toContain('$28.00');
    expect(html).toContain('<label for="variant-select">Color</label><select id="variant-select" name="id">');
    expect(html).toContain('name="quantity"');
    expect(html).toMatch(/<form method="post" action="\/cart\/add"/);
    expect(html).toMatch(/<button class="btn" type="submit" name="add" id="add-button">Add to cart<\/button>/);

    const sale = PRODUCTS.find((p) => p.variants.some((v) => v.compareAtPrice !== null))!;
    const saleHtml = await (await send(`/products/${sale.handle}`)).text();
    expect(saleHtml).toMatch(/<s>\$[\d.,]+<\/s>/);
  });

  it('product page: a sold-out variant disables the button with "Sold out"', async () => {
    const { send } = makeClient();
    const xl = shirt.variants.find((v) => v.title === 'XL')!;
    const html = await (await send(`/products/linen-shirt?variant=${xl.id}`)).text();
    expect(html).toMatch(/id="add-button" disabled>Sold out<\/button>/);
    expect(html).toContain('XL - Sold out</option>');
  });

  it('defines window.Shopify on every page', async () => {
    const { send } = makeClient();
    const html = await (await send('/collections/all')).text();
    expect(html).toContain('"shop":"demo-shop.myshopify.com","locale":"en","currency":{"active":"USD","rate":"1.0"},"country":"US","routes":{"root":"/"}');
  });

  it('ignores a client-written customer_id cookie: identity comes only from the store session', async () => {
    const { send, jar } = makeClient();
    jar.set('customer_id', '9001');
    const res = await send('/');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(configOf(await res.text())).toMatchObject({ customerId: null, customerEmail: null });
    expect((await send('/account')).headers.get('location')).toBe('/account/login');
  });
});

describe('app embed', () => {
  it("renders the config block, the launcher button and the launcher loader at the end of body, with the product's id and card on product pages", async () => {
    const { send } = makeClient();
    const html = await (await send('/products/canvas-tote')).text();
    const config = configOf(html);
    expect(config).toEqual({
      shopId: 'demo-shop',
      shopifyDomain: 'demo-shop.myshopify.com',
      customerId: null,
      customerEmail: null,
      // no rate in Liquid: the launcher reads window.Shopify.currency.rate (src/settings/read.ts)
      locale: { language: 'en', countryCode: 'US', currency: 'USD' },
      shopCurrency: 'USD',
      // the store's way of writing a price: Liquid's money filter on 123456789 cents (src/lib/money.ts)
      moneyExample: '$1,234,567.89',
      page: {
        productId: tote.id, collectionId: null, cartStatusId: null,
        product: { id: tote.id, title: 'Canvas Tote', url: '/products/canvas-tote', image: '/images/canvas-tote.png?width=400', price: 2800, compareAtPrice: null, currency: 'USD' },
      },
      routes: { root: '/', accountLogin: '/account/login' },
      storeLogin: 'multipass',
      apiBase: 'http://api.test',
      meButton: { isActive: true, loggedInOnly: false, display: 'both', placement: 'bottom-right' },
      theme: { primary: '#1f6f5c', onPrimary: '#ffffff' },
      // the page elements' texts in the page's language, from the extension's locales (src/elements/light/texts.ts)
      texts: embedTexts('en'),
      authEmulatorUrl: 'http://auth.test',
      notificationTriggers: [],
      firebase: { apiKey: 'demo-api-key', authDomain: '127.0.0.1', projectId: 'demo-status' },
    });
    // The button paints with the page (a declarative shadow root with drawButton's markup); the
    // launcher's script tag is inert in a template, and the inline loader that follows takes its src.
    expect(html).toContain(`<status-launcher><template shadowrootmode="open">${launcherMarkup(config)}</template></status-launcher>`);
    expect(html).toMatch(/<template class="status-launcher-src"><script src="\/status\/status-launcher\.js" type="module" async><\/script><\/template>\s*<script>\(function[^]*?<\/script>\s*<\/body>/);
    expect(html.replace(/<template class="status-launcher-src">.*?<\/template>/, '')).not.toMatch(/<script[^>]+src=/);
  });

  it('renders no launcher button where the launcher draws none (logged-in-only button, anonymous visitor; button off)', () => {
    const guest = { metafield: appEmbed(), customerId: null, currency: 'USD' };
    expect(renderEmbed( { ...guest, blockSettings: { logged_in_only: true } })).not.toContain('<status-launcher>');
    expect(renderEmbed({ ...guest, customerId: '42', blockSettings: { logged_in_only: true } })).toContain('<status-launcher>');
    expect(renderEmbed({ ...guest, blockSettings: { me_button: false } })).not.toContain('<status-launcher>');
    expect(renderEmbed(guest)).toContain('<status-launcher>');
    expect(renderEmbed(guest)).toContain('<script src="/status/status-launcher.js" type="module" async></script>');
  });

  it("follows the me-button and launcher colours the merchant saved in the admin (the app metafield) over the block's settings", () => {
    const guest = { customerId: null, currency: 'USD' };
    const saved = { ...guest, metafield: appEmbed({ meButton: { loggedInOnly: true }, theme: { primary: '#8a2be2', onPrimary: '#000000' } }) };
    expect(renderEmbed(saved)).not.toContain('<status-launcher>');
    const signedIn = renderEmbed({ ...saved, customerId: '42' });
    expect(signedIn).toContain('<status-launcher>');
    expect(signedIn).toContain('#8a2be2');
  });

  it('sets collectionId on collection pages and uses the firebase config the app wrote', async () => {
    const firebase = { apiKey: 'k', authDomain: 'a.example', projectId: 'p' };
    const { send } = makeClient({ embed: appEmbed({ firebase }) });
    const config = configOf(await (await send('/collections/apparel')).text());
    const apparel = COLLECTIONS.find((c) => c.handle === 'apparel')!;
    expect(config.page).toEqual({
      productId: null, collectionId: apparel.id, cartStatusId: null, product: null,
      // for recent collections, as Liquid renders `collection`
      collection: { id: apparel.id, handle: 'apparel', title: apparel.title },
    });
    expect(config.firebase).toEqual(firebase);
  });

  it('leaves the whole embed out with ?status=off', async () => {
    const { send } = makeClient();
    const html = await (await send('/products/canvas-tote?status=off')).text();
    expect(html).not.toContain('status-config');
    expect(html).not.toContain('status-launcher.js');
    expect(html).toContain('window.Shopify');
  });

  it('escapes < in the config JSON so no value can close the script', async () => {
    const evil = 'http://x/</script><script>alert(1)</script>';
    const { send } = makeClient({ embed: appEmbed({ apiBase: evil }) });
    const html = await (await send('/')).text();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e');
    expect(configOf(html).apiBase).toBe(evil);
    expect(jsonForScript({ t: '<!-- & >' })).toBe('{"t":"\\u003c!-- \\u0026 \\u003e"}');
  });
});

describe('currency', () => {
  it('?currency=EUR converts prices, sets the cookie, and the config and window.Shopify follow', async () => {
    const { send, postJson, jar } = makeClient();
    const html = await (await send('/products/canvas-tote?currency=EUR')).text();
    expect(jar.get('cart_currency')).toBe('EUR');
    const eur = presentmentCents(tote.variants[0]!.price, 'EUR');
    expect(html).toContain(`€${(eur / 100).toFixed(2)}`);
    expect(html).toContain('"currency":{"active":"EUR","rate":"0.92"}');
    expect(configOf(html).locale).toEqual({ language: 'en', countryCode: 'US', currency: 'EUR' });

    // The cookie keeps the currency for later requests and the Ajax API.
    const item = await (await postJson('/cart/add.js', { id: tote.variants[0]!.id, quantity: 2 })).json();
    expect(item.price).toBe(eur);
    expect(item.line_price).toBe(eur * 2);
    const cart = await (await send('/cart.js')).json();
    expect(cart.currency).toBe('EUR');
    expect(cart.total_price).toBe(eur * 2);
    const product = await (await send('/products/canvas-tote.js')).json();
    expect(product.price).toBe(eur);
  });

  it('ignores unknown currency codes', async () => {
    const { send, jar } = makeClient();
    const html = await (await send('/?currency=XYZ')).text();
    expect(jar.has('cart_currency')).toBe(false);
    expect(configOf(html).locale.currency).toBe('USD');
  });
});

describe('/products/{handle}.js', () => {
  it('returns Shopify product JSON', async () => {
    const { send } = makeClient();
    const res = await send('/products/linen-shirt.js');
    expect(res.status).toBe(200);
    const p = await res.json();
    expect(p).toMatchObject({
      id: shirt.id,
      title: 'Linen Shirt',
      handle: 'linen-shirt',
      vendor: 'Demo Goods',
      type: 'Shirt',
      tags: shirt.tags,
      price: shirt.variants[0]!.price,
      price_min: shirt.variants[0]!.price,
      price_max: Math.max(...shirt.variants.map((v) => v.price)),
      price_varies: true,
      available: true,
      images: ['/images/linen-shirt.png'],
      featured_image: '/images/linen-shirt.png',
      options: [{ name: 'Size', position: 1, values: ['S', 'M', 'L', 'XL'] }],
      url: '/products/linen-shirt',
    });
    expect(p.description).toContain(shirt.description);
    expect(p.published_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-05:00$/);
    expect(p.created_at).toMatch(/^\d{4}-/);
    expect(p.media[0]).toMatchObject({ media_type: 'image', src: '/images/linen-shirt.png', width: 800, height: 800 });
    expect(p.variants).toHaveLength(4);
    const xl = p.variants[3];
    expect(Object.keys(xl)).toEqual(expect.arrayContaining(['id', 'title', 'option1', 'option2', 'option3', 'sku', 'requires_shipping', 'taxable', 'featured_image', 'available', 'name', 'public_title', 'options', 'price', 'weight', 'compare_at_price', 'inventory_management', 'barcode']));
    expect(xl).toMatchObject({ title: 'XL', option1: 'XL', option2: null, available: false, name: 'Linen Shirt - XL', public_title: 'XL', options: ['XL'], inventory_management: 'shopify' });
  });

  it('404 for an unknown handle', async () => {
    const { send } = makeClient();
    expect((await send('/products/nope.js')).status).toBe(404);
  });
});

describe('static assets', () => {
  it('serves the widget build under /status/ as text/javascript with long cache, launcher short', async () => {
    const { send } = makeClient();
    const launcher = await send('/status/status-launcher.js');
    expect(launcher.status).toBe(200);
    expect(launcher.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(launcher.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await launcher.text()).toContain('launcher');
    const chunk = await send('/status/c-orders-1a2b3c4.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(chunk.headers.get('cache-control')).toMatch(/^public, max-age=31536000/);
    expect((await send('/status/missing.js')).status).toBe(404);
    expect((await send('/status/chunks')).status).toBe(404);
    expect((await send('/status/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('sends the widget brotli-compressed to browsers that accept it, as Shopify’s CDN does, and plain to others', async () => {
    const { send } = makeClient();
    const plain = await send('/status/status-launcher.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const br = await send('/status/status-launcher.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(bytes).toString()).toBe(await plain.text());
  });

  it('draws product images as 800 px PNGs in the product\'s color, with a long cache', async () => {
    const { send } = makeClient();
    const res = await send('/images/canvas-tote.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([800, 800]);
    const corner = [...png.data.subarray(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('');
    expect(`#${corner}`).toBe(tote.color.toLowerCase());
    expect((await send('/images/canvas-tote.svg')).status).toBe(404);
    expect((await send('/images/nope.png')).status).toBe(404);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../server/seed/catalog';
import { prefixLinks, splitLocalePath } from '../../../server/store/locale';
import { makeClient } from './helpers';

const configOf = (html: string) => JSON.parse(/<script type="application\/json" id="status-config">([\s\S]*?)<\/script>/.exec(html)![1]!);
const switcher = (html: string) => /<nav class="langs" aria-label="Language">(.*?)<\/nav>/.exec(html)![1]!;

describe('store locale routes (Shopify Markets subfolders)', () => {
  it('serves every page under /de/ and /fr/ with <html lang> and the embed config following the path', async () => {
    const { send } = makeClient();
    for (const [prefix, lang] of [['/de', 'de'], ['/fr', 'fr']] as const) {
      for (const path of ['/', '/collections/all', '/products/canvas-tote', '/cart', '/policies/privacy-policy', '/pages/contact']) {
        const res = await send(prefix + path);
        expect(res.status, prefix + path).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<html lang="${lang}">`);
        const config = configOf(html);
        expect(config.locale.language).toBe(lang);
        expect(config.routes.root).toBe(`/${lang}/`);
        expect(html).toContain(`"locale":"${lang}"`);
      }
    }
    const en = await (await send('/')).text();
    expect(en).toContain('<html lang="en">');
    expect(configOf(en).routes.root).toBe('/');
  });

  it("keeps the prefix on the store's own links, forms and redirects, not on the widget's assets", async () => {
    const { send } = makeClient();
    const html = await (await send('/de/products/canvas-tote')).text();
    expect(html).toContain('href="/de/collections/all"');
    expect(html).toContain('href="/de/policies/privacy-policy"');
    expect(html).toContain('action="/de/cart/add"');
    expect(html).not.toContain('href="/collections/all"');
    expect(html).toContain('"/status/status-launcher.js"');
    const res = await send('/de/collections');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/de/collections/all');
  });

  it('answers the Ajax cart under the prefix too', async () => {
    const { send, postJson } = makeClient();
    const tote = PRODUCTS.find((p) => p.handle === 'canvas-tote')!;
    const added = await postJson('/de/cart/add.js', { items: [{ id: tote.variants[0]!.id, quantity: 1 }] });
    expect(added.status).toBe(200);
    expect((await (await send('/de/cart.js')).json()).item_count).toBe(1);
    const res = await send('/fr/cart.js');
    expect(res.status).toBe(200);
    expect((await res.json()).item_count).toBe(1);
  });

  it('shows a language switcher that keeps the current page and marks the current language', async () => {
    const { send } = makeClient();
    const links = switcher(await (await send('/fr/products/canvas-tote?variant=1')).text());
    expect(links).toContain('hreflang="en" href="/products/canvas-tote?variant=1" lang="en">English</a>');
    expect(links).toContain('hreflang="de" href="/de/products/canvas-tote?variant=1" lang="de">Deutsch</a>');
    expect(links).toContain('hreflang="fr" href="/fr/products/canvas-tote?variant=1" lang="fr" aria-current="true">Français</a>');
  });

  it("takes the shopper's country from ?country=XX, keeps it in the country cookie, default US", async () => {
    const { send, jar } = makeClient();
    expect(configOf(await (await send('/')).text()).locale.countryCode).toBe('US');
    expect(configOf(await (await send('/de/?country=de')).text()).locale.countryCode).toBe('DE');
    expect(jar.get('country')).toBe('DE');
    const later = await (await send('/collections/all')).text();
    expect(configOf(later).locale.countryCode).toBe('DE');
    expect(later).toContain('"country":"DE"');
    expect(configOf(await (await send('/?country=not-a-country')).text()).locale.countryCode).toBe('DE');
  });

  it('splits paths and rewrites only root-relative store links', () => {
    expect(splitLocalePath('/de/products/x')).toEqual(['de', '/products/x']);
    expect(splitLocalePath('/fr')).toEqual(['fr', '/']);
    expect(splitLocalePath('/deals')).toEqual(['en', '/deals']);
    expect(prefixLinks('<a href="/cart"><a href="//cdn/x"><a href="https://x/"><img src="/images/a.png"><a href="#status">', '/de/'))
      .toBe('<a href="/de/cart"><a href="//cdn/x"><a href="https://x/"><img src="/images/a.png"><a href="#status">');
  });
});

// @vitest-environment node
// The storefront emulator's theme patterns (server/store/themes/): `?theme={name}` on a store page
// lays the pattern's structure into the demo theme's shell, with the app embed as on every page.
// The browser side is tests/e2e/theme-patterns.test.ts.
import { describe, expect, it } from 'vitest';
import { productByHandle } from '../../../server/seed/catalog';
import { THEME_PATTERNS } from '../../../server/store/themes';
import { makeClient } from './helpers';

/** The app embed's markup in a page: from the config block to the end of its loader script. */
const embedOf = (html: string) => html.match(/<script type="application\/json" id="status-config">[\s\S]*?\}\)\(document\)<\/script>/)?.[0];

describe('?theme= on store pages', () => {
  it.each([...THEME_PATTERNS.keys()])('%s: the product page carries the app embed exactly as without the pattern', async (name) => {
    const { send } = makeClient();
    const plain = await (await send('/products/canvas-tote')).text();
    const themed = await (await send(`/products/canvas-tote?theme=${name}`)).text();
    expect(embedOf(plain)).toBeTruthy();
    expect(embedOf(themed)).toBe(embedOf(plain));
    expect(themed).not.toBe(plain);
  });

  it("search-details: Dawn's search dialog (role=dialog, aria-modal) sits in a closed <details> inside <details-modal> in the header", async () => {
    const { send } = makeClient();
    const html = await (await send('/?theme=search-details')).text();
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toMatch(/<details-modal[^>]*><details><summary[^>]*aria-label="Search"[^>]*>[\s\S]*?<div class="search-modal" role="dialog" aria-modal="true" aria-label="Search">/);
  });

  it("patterns with their own cart leave out the demo theme's drawer, and the others keep it", async () => {
    const { send } = makeClient();
    for (const [name, pattern] of THEME_PATTERNS) {
      const html = await (await send(`/products/canvas-tote?theme=${name}`)).text();
      expect(html.includes('<cart-drawer id="cart-drawer">'), name).toBe(!pattern.cart);
    }
  });

  it('polluted: the pollution is the first script of the page, before window.Shopify and the consent API', async () => {
    const { send } = makeClient();
    const html = await (await send('/?theme=polluted')).text();
    expect(html.indexOf('<script>')).toBe(html.indexOf('<script>Object.prototype.themeFlag=true;'));
  });

  it('an unknown theme name draws the demo theme as it is', async () => {
    const { send } = makeClient();
    // The language switcher keeps the query: leave it out.
    const page = async (url: string) => (await (await send(url)).text()).replace(/<nav class="langs"[\s\S]*?<\/nav>/, '');
    expect(await page('/pages/contact?theme=nope')).toBe(await page('/pages/contact'));
  });
});

describe("the 'cart-notification-button' section", () => {
  it("renders Dawn's 'View cart (n)' link with the cart's count after an Ajax add", async () => {
    const { send } = makeClient();
    const body = new FormData();
    body.append('id', String(productByHandle('canvas-tote')!.variants[0]!.id));
    body.append('quantity', '2');
    body.append('sections', 'cart-notification-button');
    const res = await send('/cart/add', { method: 'POST', body, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const { sections } = (await res.json()) as { sections: Record<string, string> };
    expect(sections['cart-notification-button']).toContain('>View cart (2)</a>');
  });
});

// @vitest-environment node
/**
 * The demo store's pages use the status elements: a favorite button on every product
 * card (24 on /collections/all) and on the product page, a save button on the product page, a
 * saved link in the header, a login block on the home page; the embed reserves their boxes in
 * `<head>`; with `?status=off` the boxes' CSS is left out with the rest of the widget.
 */
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../server/seed/catalog';
import { makeClient } from './helpers';

const tote = PRODUCTS.find((p) => p.handle === 'canvas-tote')!;
const count = (html: string, tag: string) => (html.match(new RegExp(`<${tag}[\\s>]`, 'g')) ?? []).length;

describe('status elements on the demo store', () => {
  it('/collections/all has a favorite button named for each of its products (24 and more), outside the card links', async () => {
    const html = await (await makeClient().send('/collections/all')).text();
    const cards = (html.match(/<li class="card">/g) ?? []).length;
    expect(cards).toBeGreaterThanOrEqual(24);
    expect(count(html, 'status-favorite-button')).toBe(cards);
    expect(html).toContain(`<status-favorite-button product-id="${tote.id}" product-title="Canvas Tote"></status-favorite-button></li>`);
    expect(html).not.toMatch(/<a [^>]*>(?:(?!<\/a>)[\s\S])*<status-favorite-button/);
  });

  it('the product page has a favorite button and a save button for the selected variant', async () => {
    const html = await (await makeClient().send('/products/canvas-tote')).text();
    const variant = tote.variants[0]!.id;
    expect(html).toContain(`<status-favorite-button product-id="${tote.id}" variant-id="${variant}" product-title="Canvas Tote">`);
    expect(html).toContain(`<status-save-button product-id="${tote.id}" variant-id="${variant}" product-title="Canvas Tote">`);
  });

  it('every page has the saved link in the header, a working link before the widget loads', async () => {
    for (const path of ['/', '/collections/all', '/products/canvas-tote', '/cart']) {
      const html = await (await makeClient().send(path)).text();
      expect(html, path).toContain('<status-saved-link><a href="#status-favorites">Saved</a></status-saved-link>');
    }
  });

  it('the home page has a Popular today collection block and a login block with its own sign-in link as the fallback', async () => {
    const html = await (await makeClient().send('/')).text();
    expect(html).toContain('<status-collection type="popularToday" product-amount="6" show-product-titles="true" show-wishlist-button="true"></status-collection>');
    expect(html).toContain('<status-login><a href="#status-sign-in">');
  });

  it("reserves the elements' boxes in the app embed, and leaves them out with ?status=off", async () => {
    const { send } = makeClient();
    const on = await (await send('/collections/all')).text();
    const css = /<style id="status-elements">([^<]*)<\/style>/.exec(on)?.[1] ?? '';
    expect(css).toMatch(/status-favorite-button\{width:40px;height:40px\}/);
    expect(css).toMatch(/status-collection\{display:block;min-height:260px\}/);
    const off = await (await send('/collections/all?status=off')).text();
    expect(off).not.toContain('status-elements');
  });

  it("reserves the boxes in <head> (the element-boxes app embed, before any element is parsed) and again in the body embed", async () => {
    const html = await (await makeClient().send('/')).text();
    const [head, body] = html.split('</head>');
    const inHead = /<style id="status-elements">([^<]*)<\/style>/.exec(head!)?.[1];
    expect(inHead).toMatch(/status-login\{display:block;min-height:48px\}/);
    // the page's first element comes after the head's boxes; the body embed repeats them (without the id) for a store with only that embed on
    expect(body!.indexOf('<status-')).toBeGreaterThan(-1);
    expect(body).toContain(`<style>${inHead}</style>`);
    expect(body).not.toContain('id="status-elements"');
  });
});

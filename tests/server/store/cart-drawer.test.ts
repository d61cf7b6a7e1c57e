// @vitest-environment node
/** The demo theme's Dawn-like cart drawer and the stand-in checkout page (markup; behaviour is in tests/e2e/theme-drawer.test.ts). */
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../server/seed/catalog';
import { makeClient } from './helpers';

const tote = PRODUCTS.find((p) => p.handle === 'canvas-tote')!;
const natural = tote.variants[0]!;

describe('cart drawer', () => {
  it('every page carries a closed <cart-drawer>: a modal dialog named by its heading, with a Close button', async () => {
    const { send } = makeClient();
    for (const path of ['/', '/collections/all', '/products/canvas-tote', '/cart']) {
      const html = await (await send(path)).text();
      expect(html, path).toMatch(/<cart-drawer id="cart-drawer">/);
      expect(html, path).not.toMatch(/<cart-drawer[^>]*class="[^"]*active/);
      expect(html, path).toContain('role="dialog" aria-modal="true" aria-labelledby="cart-drawer-heading"');
      expect(html, path).toContain('<h2 id="cart-drawer-heading">Your cart</h2>');
      expect(html, path).toMatch(/<button type="button" class="drawer-close" aria-label="Close"/);
      expect(html, path).toContain('<span id="cart-icon-bubble"><a href="/cart"');
      expect(html, path).toContain("customElements.define('cart-drawer'");
      expect(html, path).toMatch(/cart-drawer\{position:fixed;inset:0;z-index:1000;visibility:hidden/);
      expect(html, path).toContain('.overflow-hidden{overflow:hidden}');
    }
  });

  it('the drawer shows the current cart with its subtotal and a Check out link', async () => {
    const { send, postJson } = makeClient();
    expect(await (await send('/')).text()).toContain('Your cart is empty.');
    await postJson('/cart/add.js', { id: natural.id, quantity: 2 });
    const html = await (await send('/collections/all')).text();
    const drawer = html.slice(html.indexOf('<cart-drawer'), html.indexOf('</cart-drawer>'));
    expect(drawer).toContain('Canvas Tote');
    expect(drawer).toContain('Quantity: 2');
    expect(drawer).toContain('$56.00 USD');
    expect(drawer).toContain('<a class="btn" href="/checkout" id="cart-drawer-checkout">Check out</a>');
  });

  it("the product form's script adds by Ajax as Dawn does: FormData to /cart/add with X-Requested-With and sections", async () => {
    const { send } = makeClient();
    const html = await (await send('/products/canvas-tote')).text();
    expect(html).toContain('<form method="post" action="/cart/add" enctype="multipart/form-data" id="product-form">');
    expect(html).toContain('<p class="error" role="alert" id="product-form-error" hidden></p>');
    expect(html).toContain("fetch('/cart/add',{method:'POST',headers:{'X-Requested-With':'XMLHttpRequest',Accept:'application/javascript'},body:data})");
    expect(html).toContain("data.append('sections','cart-drawer,cart-icon-bubble');data.append('sections_url',location.pathname);");
  });
});

describe('/checkout', () => {
  it('with an empty cart goes back to /cart', async () => {
    const { send } = makeClient();
    const res = await send('/checkout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/cart');
  });

  it("with items shows Shopify's checkout stand-in: the lines, no theme drawer and no app embed", async () => {
    const { send, postJson } = makeClient();
    await postJson('/cart/add.js', { id: natural.id, quantity: 1 });
    const res = await send('/checkout');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<h1>Checkout</h1>');
    expect(html).toContain('Canvas Tote - Natural × 1: $28.00');
    expect(html).not.toContain('<cart-drawer');
    expect(html).not.toContain('status-config');
  });
});

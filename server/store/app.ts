/**
 * The storefront emulator's Hono app (DESIGN.md 5): demo theme pages with the app embed, the
 * Ajax Cart API, product JSON, product images and the built widget under `/status/`.
 * `createStoreApp(opts).request(path)` serves requests in tests without a socket.
 */
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { deleteCookie } from 'hono/cookie';
import { COLLECTIONS, productByHandle } from '../seed/catalog';
import { cartFor, registerCartApi } from './cart';
import { CartStore } from './cart-store';
import { CUSTOMER_COOKIE, currencyRate, customerIdOf, resolveCurrency } from './context';
import { buildPageConfig, registerStatusAssets, renderEmbed, type EmbedSettings } from './embed';
import { registerImages } from './images';
import { cartPage } from './pages/cart';
import { collectionPage } from './pages/collection';
import { homePage } from './pages/home';
import { loginPage, notFoundPage, POLICIES, policyPage } from './pages/info';
import { renderPage, type PageContent } from './pages/layout';
import { productPage } from './pages/product';
import { cartJson, productJson } from './shopify-json';

/** Options of the storefront emulator app. */
export interface StoreAppOptions {
  /** product API base URL for the embed config, e.g. http://127.0.0.1:3001 (no trailing slash) */
  apiBase: string;
  /** Firebase Auth emulator URL for the embed config, e.g. http://127.0.0.1:9099 */
  authEmulatorUrl: string;
  /** the built widget (status-launcher.js, status-panel.js, chunks/*.js), served under /status/ */
  distDir: string;
  /** Firebase web config for the embed; defaults to the demo project (`demo-status`) */
  firebase?: { apiKey: string; authDomain: string; projectId: string };
  /** cart storage; a fresh in-memory store when omitted */
  carts?: CartStore;
}

/** Which store resources a page shows, for the embed config's `page`. */
interface PageResources { productId?: number; collectionId?: number }

/**
 * Creates the storefront emulator app. Every HTML page carries `window.Shopify` and, unless the
 * query has `status=off`, the app embed (config block + async launcher). Unknown paths get the
 * theme's 404 page.
 */
export function createStoreApp(opts: StoreAppOptions): Hono {
  const app = new Hono();
  const carts = opts.carts ?? new CartStore();
  const settings: EmbedSettings = { apiBase: opts.apiBase, authEmulatorUrl: opts.authEmulatorUrl, firebase: opts.firebase };

  /** Wraps page content in the theme shell with the embed and answers HTML (never cached). */
  const render = (c: Context, content: PageContent, resources: PageResources = {}, status: 200 | 404 = 200) => {
    const currency = resolveCurrency(c);
    const rate = currencyRate(currency);
    const embed = c.req.query('status') === 'off'
      ? ''
      : renderEmbed(buildPageConfig(settings, { customerId: customerIdOf(c), currency, currencyMultiplier: rate, ...resources }));
    const cart = cartFor(c, carts, false);
    const cartCount = cart ? cart.lines.reduce((n, l) => n + l.quantity, 0) : 0;
    const html = renderPage({ ...content, path: c.req.path, currency, rate, cartCount, embed });
    return c.html(html, status, { 'Cache-Control': 'no-cache' });
  };

  app.use('*', compress());

  registerStatusAssets(app, opts.distDir);
  registerImages(app);
  registerCartApi(app, carts);

  app.get('/', (c) => render(c, homePage(resolveCurrency(c))));

  app.get('/collections', (c) => c.redirect('/collections/all'));
  app.get('/collections/:handle', (c) => {
    const collection = COLLECTIONS.find((x) => x.handle === c.req.param('handle'));
    if (!collection) return render(c, notFoundPage(), {}, 404);
    return render(c, collectionPage(collection, resolveCurrency(c)), { collectionId: collection.id });
  });

  app.get('/products/:file', (c) => {
    const file = c.req.param('file');
    const isJs = file.endsWith('.js');
    const product = productByHandle(isJs ? file.slice(0, -3) : file);
    if (isJs) {
      if (!product) return c.json({ status: 404, message: 'Not Found', description: 'Not Found' }, 404);
      return c.json(productJson(product, resolveCurrency(c)));
    }
    if (!product) return render(c, notFoundPage(), {}, 404);
    return render(c, productPage(product, resolveCurrency(c), c.req.query('variant')), { productId: product.id });
  });

  app.get('/cart', (c) => {
    const cart = cartFor(c, carts, false) ?? { token: '', note: null, attributes: {}, lines: [], updatedAt: 0 };
    return render(c, cartPage(cartJson(cart, resolveCurrency(c)), c.req.query('error')));
  });

  app.get('/policies/:handle', (c) => {
    const handle = c.req.param('handle');
    if (!Object.hasOwn(POLICIES, handle)) return render(c, notFoundPage(), {}, 404);
    return render(c, policyPage(handle));
  });

  app.get('/account', (c) => (customerIdOf(c) ? render(c, loginPage(customerIdOf(c))) : c.redirect('/account/login')));
  app.get('/account/login', (c) => render(c, loginPage(customerIdOf(c))));
  app.get('/account/logout', (c) => {
    deleteCookie(c, CUSTOMER_COOKIE, { path: '/' });
    return c.redirect('/', 302);
  });

  app.notFound((c) => render(c, notFoundPage(), {}, 404));
  return app;
}

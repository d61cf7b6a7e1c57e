/**
 * The storefront emulator's Hono app (docs/local-stack.md#what-runs): demo theme pages with the app embed, the
 * Ajax Cart API (with bundled section rendering), a stand-in checkout page, product JSON, product
 * images, the built widget under `/status/`, and customer sessions started by multipass login
 * (`/account/login/multipass/{token}`, `/account/logout`), the account pages (`/account` with the
 * customer's orders, `/account/addresses`) from the local Shopify's data, and the local Shopify's
 * own routes (admin/: token exchange, Admin GraphQL, `/dev/*` helpers). Pages, product JSON, the
 * cart, search and images read the local Shopify's live catalog (catalog.ts), so they show what
 * Admin GraphQL shows.
 * `createStoreApp(opts).request(path)` serves requests in tests without a socket.
 */
import { Hono, type Context } from 'hono';
import { DEMO_APP_SECRET, DEMO_MULTIPASS_SECRET, SHOP_ID, SHOPIFY_DOMAIN } from './seed/catalog';
import { liveCatalog, type StoreCollection, type StoreProduct } from './catalog';
import { registerAccountRoutes } from './account';
import { accountLoginUrl, accountsKind } from './accounts-kind';
import { registerCustomerAccounts, shopCustomers, type CustomerForEmail } from './customer-accounts';
import { registerExtensionHost } from './extension-host/index';
import { registerAppProxy } from './app-proxy';
import { cartFor, registerCartApi } from './cart';
import { CartStore, type Cart } from './cart-store';
import { currencyRate, resolveCurrency } from './context';
import { languageOf, resolveCountry, rootOf, withLocaleRoutes } from './locale';
import { registerStatusAssets, renderEmbed, renderEmbedHead } from './embed';
import { storeSecurityHeaders } from './headers';
import { registerImages } from './images';
import { cartPage, checkoutPage } from './pages/cart';
import { cartDrawerContents } from './pages/cart-drawer';
import { collectionPage } from './pages/collection';
import { homePage } from './pages/home';
import { contactPage, loginPage, notFoundPage, POLICIES, policyPage } from './pages/info';
import { accountPage, addressesPage } from './pages/account-orders';
import { orderEditPage, orderEditRefusedPage, type OrderEditSession } from './pages/order-edit';
import { renderPage, type PageContent } from './pages/layout';
import { productPage } from './pages/product';
import { standaloneAccountPage } from './pages/account-page';
import { hostileThemePage } from './pages/hostile-theme';
import { themePattern } from './themes';
import { appOrigins, underStrictCsp } from './pages/csp';
import { twoEmbeds } from './pages/hostile-js';
import { PREVIEW_ASSETS, previewMetafield, previewFramePage, previewParentPage, type PreviewFixtures } from './pages/preview';
import { DEMO_CUSTOMIZATIONS, DEMO_DYNAMIC_PAGES, DEMO_SETTINGS } from '../seed/db-seed';
import { SHOPPER, SHOPPER_PERSONALIZATIONS } from './seed/customers';
import { createLocalShopify, type LocalShopify } from './admin';
import { addressesInOrder } from './admin/views';
import { appEmbedEnabled } from './admin/themes';
import { previewProducts } from './preview-products';
import path from 'node:path';
import { SessionStore, UsedTokens } from './session';
import { registerSubscriptionPortal } from './subscriptions';
import { cartJson, productJson } from './shopify-json';

/** Options of the storefront emulator app. */
export interface StoreAppOptions {
  /**
   * the app's URL that Shopify's app proxy forwards `/apps/status/*` to (shopify.app.toml's
   * app proxy), e.g. http://127.0.0.1:3001 (no trailing slash); never read by the app embed
   */
  apiBase: string;
  /** the built widget (status-launcher.js, status-panel.js, c-*.js), served under /status/ */
  distDir: string;
  /** the preview build (`npm run build:preview`), served under /status-preview/; default dist-preview/ beside distDir */
  previewDistDir?: string;
  /**
   * cart storage, built over the same shop's catalog (`new CartStore(liveCatalog(shopify.store))`);
   * a fresh in-memory store over `shopify`'s catalog when omitted
   */
  carts?: CartStore;
  /** the shop's multipass secret for `/account/login/multipass/{token}`; default DEMO_MULTIPASS_SECRET */
  multipassSecret?: string;
  /** the clock (epoch ms) for multipass token age and single use; default Date.now */
  now?: () => number;
  /** the shop's id at the API (order-editing sessions); default SHOP_ID */
  shopId?: string;
  /** how the store's server calls the API (`apiBase` URLs); default the global fetch */
  fetchApi?: (url: string, init?: RequestInit) => Promise<Response>;
  /** the app's secret that signs app proxy requests (`/apps/status/*`); default DEMO_APP_SECRET */
  appSecret?: string;
  /** new customer accounts' sign-in: the shop's customer for an email, found or created; default the local Shopify's customers */
  customerForEmail?: CustomerForEmail;
  /**
   * the local Shopify (shop data, Admin GraphQL, token exchange, webhooks, /dev helpers), whose
   * routes the store mounts; default one in memory with the demo app's client id and `appSecret`
   */
  shopify?: LocalShopify;
}

/** The metafield of the app installation that the app embed reads (the app writes it with metafieldsSet). */
export const EMBED_METAFIELD = { namespace: 'status', key: 'embed' } as const;

/**
 * The value of the app installation's `status.embed` metafield as the app wrote it (Liquid's
 * `.value` of a json metafield: the parsed JSON, whatever its shape); undefined when the app
 * has written none, or while the app is not installed (Shopify drops an app's data on uninstall).
 */
export function installationEmbed(shopify: LocalShopify): unknown {
  if (!shopify.data.installation.installed) return undefined;
  const m = shopify.data.installation.metafields.find((x) => x.namespace === EMBED_METAFIELD.namespace && x.key === EMBED_METAFIELD.key);
  if (!m) return undefined;
  try {
    return JSON.parse(m.value) as unknown;
  } catch {
    return undefined;
  }
}

/** The demo app's client id (shopify.app.toml `client_id`). */
export const DEMO_CLIENT_ID = 'demo-status-client-id';

/** A 302 that no cache keeps (account redirects depend on the session). */
const noStoreRedirect = (c: Context, location: string) => {
  c.header('Cache-Control', 'no-store');
  return c.redirect(location, 302);
};

/** The cart of a visitor without one. */
const EMPTY_CART: Cart = { token: '', note: null, attributes: {}, lines: [], updatedAt: 0 };

/** Which store resources a page shows, for the embed config's `page`. */
interface PageResources { product?: StoreProduct; collection?: StoreCollection; pageHandle?: string }

/**
 * Creates the storefront emulator app, every path also under `/de/` and `/fr/` (locale.ts: the
 * language follows the prefix, the country the `country` cookie). Every HTML page carries `window.Shopify` and, unless the
 * query has `status=off` or the app embed is switched off in the live theme (admin/themes.ts), the app embed (config block + async launcher) with the store
 * session's `customerId` and `customerEmail`; `?theme={name}` lays a theme pattern (themes/) into
 * the page. Unknown paths get the theme's 404 page. HTML is
 * never cached publicly: `Cache-Control: no-store` with a customer session, else
 * `private, no-cache`. Security headers (nosniff, frame-ancestors, no-store on customer data):
 * see headers.ts.
 */
export function createStoreApp(opts: StoreAppOptions): Hono {
  const app = new Hono();
  const sessions = new SessionStore();
  const usedTokens = new UsedTokens();
  const now = opts.now ?? Date.now;
  const shopify = opts.shopify ?? createLocalShopify({ apiKey: DEMO_CLIENT_ID, apiSecret: opts.appSecret ?? DEMO_APP_SECRET, now });
  // The storefront reads the shop's live catalog, the data Admin GraphQL answers and /dev/* changes.
  const catalog = liveCatalog(shopify.store);
  const carts = opts.carts ?? new CartStore(catalog);

  /** Wraps page content in the theme shell with the embed and answers HTML (never cached publicly). */
  const render = async (c: Context, content: PageContent, resources: PageResources = {}, status: 200 | 403 | 404 | 502 = 200) => {
    const currency = resolveCurrency(c);
    const rate = currencyRate(currency);
    const session = sessions.current(c);
    const language = languageOf(c);
    const countryCode = resolveCountry(c);
    const kind = accountsKind(c);
    // the app embed renders only while the merchant has it switched on in the live theme
    const embed = c.req.query('status') === 'off' || !appEmbedEnabled(shopify.store)
      ? ''
      : renderEmbed({
        customerId: session?.customerId ?? null,
        customerEmail: session?.email ?? null,
        currency,
        metafield: installationEmbed(shopify),
        language,
        countryCode,
        root: rootOf(language),
        accountsKind: kind,
        ...resources,
      });
    const cart = cartJson(cartFor(c, carts, false) ?? EMPTY_CART, currency, carts.catalog);
    const html = renderPage({
      ...content, path: c.req.path, query: new URL(c.req.url).search, language, country: countryCode, currency, rate, cartCount: cart.item_count, cartDrawer: cartDrawerContents(cart), embed, customer: session,
      accountLoginUrl: accountLoginUrl(kind, '/', language, countryCode), // the locale wrapper adds the root
      embedHead: embed ? renderEmbedHead() : '',
      theme: themePattern(c.req.query('theme'), catalog.products),
    });
    return c.html(html, status, { 'Cache-Control': session ? 'no-store' : 'private, no-cache' });
  };

  app.use('*', storeSecurityHeaders());
  app.use('*', twoEmbeds()); // `?embeds=2` renders the app embed twice (pages/hostile-js.ts)

  registerStatusAssets(app, opts.distDir);
  registerImages(app, catalog);
  registerCartApi(app, carts);

  app.get('/', (c) => render(c, homePage(resolveCurrency(c), catalog.products())));

  app.get('/collections', (c) => c.redirect('/collections/all'));
  app.get('/collections/:handle', (c) => {
    const collection = catalog.collectionByHandle(c.req.param('handle'));
    if (!collection) return render(c, notFoundPage(), {}, 404);
    return render(c, collectionPage(collection, catalog.productsIn(collection.handle), resolveCurrency(c)), { collection });
  });

  app.get('/products/:file', (c) => {
    const file = c.req.param('file');
    const isJs = file.endsWith('.js');
    const product = catalog.productByHandle(isJs ? file.slice(0, -3) : file);
    if (isJs) {
      if (!product) return c.json({ status: 404, message: 'Not Found', description: 'Not Found' }, 404);
      return c.json(productJson(product, resolveCurrency(c)));
    }
    if (!product) return render(c, notFoundPage(), {}, 404);
    return render(c, productPage(product, resolveCurrency(c), c.req.query('variant'), catalog.products()), { product });
  });

  app.get('/cart', (c) => {
    const cart = cartFor(c, carts, false) ?? EMPTY_CART;
    return render(c, cartPage(cartJson(cart, resolveCurrency(c), carts.catalog), c.req.query('error')));
  });

  // Shopify's checkout is its own app: no theme, no app embed. An empty cart goes back to /cart.
  app.get('/checkout', (c) => {
    const cart = cartFor(c, carts, false);
    if (!cart?.lines.length) return noStoreRedirect(c, '/cart');
    return c.html(checkoutPage(cartJson(cart, resolveCurrency(c), carts.catalog)), 200, { 'Cache-Control': 'no-store' });
  });

  app.get('/policies/:handle', (c) => {
    const handle = c.req.param('handle');
    if (!Object.hasOwn(POLICIES, handle)) return render(c, notFoundPage(), {}, 404);
    return render(c, policyPage(handle));
  });
  // Shopify's default contact page, where the widget's Support link goes (docs/product.md#profile-screen).
  app.get('/pages/contact', (c) => render(c, contactPage(), { pageHandle: 'contact' }));
  // Full-page mode (docs/product.md#routes): the panel fills this page; the app embed hides its me-button on
  // the page whose handle is its `account_page_handle` setting ('account').
  app.get('/pages/account', (c) => render(c, standaloneAccountPage(), { pageHandle: 'account' }));
  // Hostile pages: the home page under the worst theme CSS, and under a strict CSP.
  app.get('/pages/hostile-theme', (c) => render(c, hostileThemePage(), { pageHandle: 'hostile-theme' }));
  app.get('/pages/csp', async (c) => {
    const { api, auth } = appOrigins(installationEmbed(shopify));
    return underStrictCsp(await render(c, homePage(resolveCurrency(c), catalog.products())), api, auth);
  });

  // The local Shopify: token exchange, Admin GraphQL, webhooks' /dev triggers.
  app.route('/', shopify.routes);

  registerCustomerAccounts(app, { sessions, now, customerForEmail: opts.customerForEmail ?? shopCustomers(shopify) });
  // New customer accounts' pages with the app's customer account UI extensions, built for the stack's API.
  registerExtensionHost(app, { sessions, shopify, apiBase: opts.apiBase });
  registerAccountRoutes(app, { sessions, usedTokens, multipassSecret: opts.multipassSecret ?? DEMO_MULTIPASS_SECRET, now });
  app.get('/account', (c) => {
    const session = sessions.current(c);
    if (!session) return noStoreRedirect(c, '/account/login');
    const customer = shopify.store.customer(Number(session.customerId));
    return render(c, accountPage(session, customer ? shopify.store.ordersOf(customer.id) : [], customer?.addresses.length ?? 0));
  });
  app.get('/account/addresses', (c) => {
    const session = sessions.current(c);
    if (!session) return noStoreRedirect(c, '/account/login');
    const customer = shopify.store.customer(Number(session.customerId));
    return render(c, addressesPage(customer ? addressesInOrder(customer) : [], customer?.defaultAddressId ?? null));
  });
  app.get('/account/login', (c) => {
    const multipassInvalid = c.req.query('multipass') === 'invalid';
    if (sessions.current(c) && !multipassInvalid) return noStoreRedirect(c, '/account');
    return render(c, loginPage({ multipassInvalid }));
  });

  // Order editing: the session in the link is checked by the API, which keeps the secret.
  const fetchApi = opts.fetchApi ?? ((url: string) => fetch(url));
  app.get('/apps/status/order-edit/:id', async (c) => {
    const url = `${opts.apiBase}/orders/${encodeURIComponent(opts.shopId ?? SHOP_ID)}/order-editing-session/`
      + `${encodeURIComponent(c.req.param('id'))}?session=${encodeURIComponent(c.req.query('session') ?? '')}`;
    const res = await fetchApi(url).catch(() => null);
    const body = res ? ((await res.json().catch(() => null)) as { data?: OrderEditSession } | null) : null;
    const page = await (res?.status === 200 && body?.data?.order
      ? render(c, orderEditPage(body.data))
      : res && res.status < 500
        ? render(c, orderEditRefusedPage(res.status === 409 ? 'not-editable' : 'invalid'), {}, 403)
        : render(c, orderEditRefusedPage('unavailable'), {}, 502));
    page.headers.set('Cache-Control', 'no-store');
    return page;
  });
  // Shopify's app proxy (app-proxy.ts), after the store's own /apps/status/order-edit/:id, which it must not shadow.
  registerAppProxy(app, { apiBase: opts.apiBase, sessions, secret: opts.appSecret ?? DEMO_APP_SECRET, shop: SHOPIFY_DOMAIN, now, fetchApi: opts.fetchApi });

  registerSubscriptionPortal(app, { sessions, render, now });
  // Preview mode's demo (docs/product.md#roles; pages/preview.ts): a merchant's admin page framing the preview build.
  registerStatusAssets(app, opts.previewDistDir ?? path.join(opts.distDir, '..', 'dist-preview'), PREVIEW_ASSETS);
  app.get('/dev/preview', (c) => {
    const member = c.req.query('as') === 'member';
    const fixtures: PreviewFixtures = {
      settings: { ...DEMO_SETTINGS, dynamicPages: { ...DEMO_DYNAMIC_PAGES, isActive: true } },
      customizations: DEMO_CUSTOMIZATIONS,
      products: previewProducts(shopify.data, 8, now()),
      user: member ? { uid: 'preview-9001', email: SHOPPER.email, customerId: SHOPPER.id, firstName: SHOPPER.firstName } : null,
      customer: member ? {
        id: SHOPPER.id, email: SHOPPER.email, firstName: SHOPPER.firstName, lastName: SHOPPER.lastName, phone: SHOPPER.phone, birthday: SHOPPER.birthday,
        acceptsMarketing: true, personalizations: SHOPPER_PERSONALIZATIONS, customFields: {}, addresses: [],
      } : null,
    };
    return c.html(previewParentPage(fixtures, `/dev/preview/frame${member ? '?as=member' : ''}#status`), 200, { 'Cache-Control': 'no-store' });
  });
  app.get('/dev/preview/frame', (c) => {
    const currency = resolveCurrency(c);
    // a member's store session, as the admin would render the page for that customer
    const customerId = c.req.query('as') === 'member' ? SHOPPER.id : null;
    const embed = renderEmbed({ customerId, customerEmail: customerId && SHOPPER.email, currency, metafield: previewMetafield(new URL(c.req.url).origin, opts.shopId ?? SHOP_ID) }, PREVIEW_ASSETS);
    return c.html(renderPage({ ...previewFramePage(), embed, embedHead: renderEmbedHead(), path: c.req.path, currency, rate: currencyRate(currency), cartCount: 0 }), 200, { 'Cache-Control': 'no-store' });
  });

  app.notFound((c) => render(c, notFoundPage(), {}, 404));
  return withLocaleRoutes(app);
}

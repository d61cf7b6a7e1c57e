/**
 * The local Shopify's new customer accounts pages that host the app's customer account UI
 * extensions (docs/customer-accounts.md, docs/local-stack.md), as Shopify hosts them: the page's
 * frame (shop name, account menu) around the extensions, each running in its own worker and
 * drawing Polaris web components through remote-dom (./browser/). On a store with new customer
 * accounts, for the signed-in customer (no store session: 302 to the new sign-in, back after;
 * a store with legacy accounts: 404):
 *   GET /account/orders                the Order index page: the customer's orders, with every
 *                                      customer-account.order-index.block.render extension of the app
 *   GET /account/profile               the Profile page: name and email, with every
 *                                      customer-account.profile.block.render extension
 *   GET /account/pages/{handle}        a full-page extension (customer-account.page.render)
 * The blocks stand where a merchant places them in the customer accounts editor; the local
 * Shopify places each of the app's blocks at the top of its page.
 *   GET /account/extension-token       {data: {token}}: a session token as Shopify gives the
 *                                      extensions (HS256 with the app secret, `sub` the customer's GID); 401 without a session
 *   GET /account/extension-host/{host,worker}.js, /account/extension-host/{handle}.js  the scripts (./bundles.ts)
 */
import type { Context, Hono } from 'hono';
import type { LocalShopify } from '../admin';
import { accountsKind } from '../accounts-kind';
import { esc } from '../html';
import { languageOf } from '../locale';
import { ordersTable } from '../pages/account-orders';
import type { SessionStore, StoreSession } from '../session';
import { extensionBundles } from './bundles';
import { accountExtensions, TARGETS, translations, type AccountExtension } from './extensions';
import { framePage, type MenuLink } from './frame';

export interface ExtensionHostOptions {
  sessions: SessionStore;
  shopify: LocalShopify;
  /** the API the stack runs, compiled into the extensions as their API_BASE */
  apiBase: string;
}

const js = (c: Context, code: string) => c.body(code, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });

/** Registers the customer account pages and their scripts on `app`. */
export function registerExtensionHost(app: Hono, opts: ExtensionHostOptions): void {
  const extensions = accountExtensions();
  const bundles = extensionBundles(opts.apiBase);
  const byHandle = new Map(extensions.map((e) => [e.handle, e]));
  const pages = extensions.filter((e) => e.target === TARGETS.page);
  const menu: MenuLink[] = [
    { text: 'Orders', href: '/account/orders' },
    { text: 'Profile', href: '/account/profile' },
    ...pages.map((p) => ({ text: p.name, href: `/account/pages/${p.handle}` })),
    { text: 'Log out', href: '/account/logout' },
  ];

  app.get('/account/extension-host/host.js', async (c) => js(c, await bundles.host()));
  app.get('/account/extension-host/worker.js', async (c) => js(c, await bundles.worker()));
  app.get('/account/extension-host/:file{[a-z0-9-]+\\.js}', async (c) => {
    const ext = byHandle.get(c.req.param('file').slice(0, -3));
    return ext ? js(c, await bundles.extension(ext.dir, ext.module, ext.target)) : c.text('Not found', 404);
  });

  app.get('/account/extension-token', async (c) => {
    c.header('Cache-Control', 'no-store');
    const session = opts.sessions.current(c);
    if (!session) return c.json({ errors: 'Not signed in' }, 401);
    return c.json({ data: { token: await opts.shopify.customerSessionToken({ customerId: session.customerId }) } });
  });

  /**
   * A page of new customer accounts at `path` for the signed-in customer, with `mounted`
   * extensions in its `{extensions}` slot; `content` gives its title and markup.
   */
  const accountPage = (
    path: string,
    mounted: AccountExtension[],
    content: (session: StoreSession, language: string) => { title: string; main: string },
  ) => (c: Context) => {
    c.header('Cache-Control', 'no-store');
    if (accountsKind(c) !== 'new') return c.text('Not found', 404);
    const session = opts.sessions.current(c);
    if (!session) return c.redirect(`/customer_authentication/login?return_to=${encodeURIComponent(path)}`, 302);
    const language = languageOf(c);
    const { title, main } = content(session, language);
    return c.html(framePage({
      language, shop: opts.shopify.data.shop.name, title, menu, current: path, main,
      extensions: mounted.map((e) => ({ bundle: `/account/extension-host/${e.handle}.js`, translations: translations(e.dir, language) })),
    }));
  };

  app.get('/account/orders', accountPage('/account/orders', extensions.filter((e) => e.target === TARGETS.orderIndexBlock), (session) => {
    const customer = opts.shopify.store.customer(Number(session.customerId));
    return { title: 'Orders', main: `<h1>Orders</h1>{extensions}${ordersTable(customer ? opts.shopify.store.ordersOf(customer.id) : [])}` };
  }));

  app.get('/account/profile', accountPage('/account/profile', extensions.filter((e) => e.target === TARGETS.profileBlock), (session) => {
    const name = [session.firstName, session.lastName].filter(Boolean).join(' ');
    return {
      title: 'Profile',
      main: `<h1>Profile</h1><dl>${name ? `<dt>Name</dt><dd>${esc(name)}</dd>` : ''}<dt>Email</dt><dd>${esc(session.email)}</dd></dl>{extensions}`,
    };
  }));

  for (const page of pages) {
    app.get(`/account/pages/${page.handle}`, (c) => accountPage(`/account/pages/${page.handle}`, [page], (_, language) => ({
      title: String(translations(page.dir, language).title ?? page.name), main: '{extensions}',
    }))(c));
  }
  app.get('/account/pages/:handle', (c) => c.text('Not found', 404));
}

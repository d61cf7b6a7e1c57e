/**
 * How Shopify installs the embedded app (install.ts):
 *   POST /shopify/install with `Authorization: Bearer <App Bridge session token>`
 *     -> {data: {shop: 'x.myshopify.com', installed: true}}; 401 'invalid-session-token' for a
 *     forged, expired or foreign token (nothing stored), 503 'unavailable' when Shopify does not answer
 *   GET /admin?shop=&host=&id_token= (Shopify opens the app's URL in the admin with an id_token):
 *     installs when the shop has no usable session, then answers a short HTML page
 * Mount before the Firebase token check: the bearer here is Shopify's session token.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { ApiError } from '../errors';
import { query, text } from '../validate';
import type { Installer } from './install';

/** POST /shopify/install response */
export interface InstallResponse { shop: string; installed: true }

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const page = (shop: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Status</title></head>
<body><h1>Status is installed</h1>
<p>The app is installed on ${escapeHtml(shop)} and the widget is ready for the store's theme (turn on the Status app embed in the theme editor).</p>
<p>The merchant admin, where settings are changed, is not part of this version yet.</p>
</body></html>`;

/** The install routes; `installer` undefined (no Shopify app configured): 503. */
export function installRoutes(installer: Installer | undefined): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const need = () => {
    if (!installer) throw new ApiError(503, 'not-configured', 'The Shopify app is not configured.');
    return installer;
  };

  app.post('/shopify/install', async (c) => {
    c.header('Cache-Control', 'no-store');
    const auth = c.req.header('Authorization') ?? '';
    const token = /^Bearer ([\w.-]{1,4096})$/.exec(auth)?.[1];
    if (!token) throw new ApiError(401, 'invalid-session-token', 'A session token is required.');
    const { shop } = await need().install(token);
    const data: InstallResponse = { shop, installed: true };
    return c.json({ data });
  });

  app.get('/admin', query({ shop: text({ max: 255 }), host: text({ max: 1024 }).optional(), id_token: text({ max: 4096 }) }), async (c) => {
    c.header('Cache-Control', 'no-store');
    const { shop, id_token: idToken } = c.req.valid('query');
    const inst = need();
    const { shopId } = await inst.verify(idToken, shop);
    if (!(await inst.hasSession(shopId))) await inst.install(idToken, shop);
    return c.html(page(shop.toLowerCase()));
  });

  return app;
}

/**
 * How Shopify installs the embedded app (install.ts):
 *   POST /shopify/install with `Authorization: Bearer <App Bridge session token>`
 *     -> {data: {shop: 'x.myshopify.com', installed: true}}; 401 'invalid-session-token' for a
 *     forged, expired or foreign token (nothing stored), 503 'unavailable' when Shopify does not answer
 *   GET /admin?shop=&host=&id_token= (Shopify opens the app's URL in the admin with an id_token),
 *     and the same for the admin's pages /admin/settings, /admin/look, /admin/content: installs
 *     when the shop has no session, runs token exchange again when its session is no longer
 *     usable (a refresh Shopify refused; install.ts `ensureSession`), then answers the embedded
 *     admin's shell (admin/shell.ts), which only the shop's admin may frame
 * Mount before the Firebase token check: the bearer here is Shopify's session token.
 */
import { Hono } from 'hono';
import { answerAdminShell, type AdminPageOptions } from '../admin/shell';
import type { AppEnv } from '../deps';
import { ApiError } from '../errors';
import { query, text } from '../validate';
import type { Installer } from './install';

/** The embedded admin's pages: each answers the same shell, the admin app routes on the client. */
export const ADMIN_PAGES = ['/admin', '/admin/settings', '/admin/look', '/admin/content'] as const;

/** POST /shopify/install response */
export interface InstallResponse { shop: string; installed: true }

/** The install routes and the admin's pages; `installer` undefined (no Shopify app configured): 503. */
export function installRoutes(installer: Installer | undefined, admin?: AdminPageOptions): Hono<AppEnv> {
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

  for (const path of ADMIN_PAGES) {
    app.get(path, query({ shop: text({ max: 255 }), host: text({ max: 1024 }).optional(), id_token: text({ max: 4096 }) }), async (c) => {
      c.header('Cache-Control', 'no-store');
      const { shop, id_token: idToken } = c.req.valid('query');
      const inst = need();
      const verified = await inst.verify(idToken, shop);
      await inst.ensureSession(idToken, shop);
      return answerAdminShell(c, verified.shop, admin ?? { apiKey: '' });
    });
  }

  return app;
}

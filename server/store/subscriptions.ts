/**
 * The storefront emulator playing a subscription provider's customer portal (docs/product.md#subscription-portal,
 * #store-calls), served as Shopify app proxy pages under /apps/subscriptions (the demo shop's subscriptions setting
 *   `url`): POST /apps/subscriptions/api/login  JSON {customerId} -> {token, expiresAt}: only for the
 *        store session's own customer (401 `{error}` otherwise); the token is valid 1 hour
 *   GET  /apps/subscriptions?token=...  the portal, 'Your subscriptions', for a valid token; without
 *        one, or with a wrong or expired one, a 302 to its own login page
 *   GET  /apps/subscriptions/login      the portal's own login page
 * Also the demo rewards and membership pages the loyalty settings link to (/pages/rewards,
 * /pages/membership). Tokens are HMAC-SHA256 signed with a secret made when the app starts.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { esc } from './html';
import type { PageContent } from './pages/layout';
import type { SessionStore } from './session';

/** Portal token lifetime, ms (docs/product.md#limits). */
export const PORTAL_TOKEN_MS = 3_600_000;
/** The portal's base path on the store. */
export const PORTAL_PATH = '/apps/subscriptions';

type Render = (c: Context, content: PageContent, resources?: Record<string, never>, status?: 200 | 403 | 404 | 502) => Response | Promise<Response>;

/** Demo subscriptions the portal lists for any customer. */
const DEMO_SUBSCRIPTIONS = [
  ['Morning Roast Coffee, 2 bags', 'every 2 weeks'],
  ['Stoneware Mug refill kit', 'every 3 months'],
];

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A token for `customerId` valid until `until` (epoch ms): `{customerId}.{until}.{signature}`. */
export function portalToken(secret: string, customerId: string, until: number): string {
  const payload = `${customerId}.${until}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The customer id of a valid, unexpired token, else null. */
export function readPortalToken(secret: string, token: string, now: number): string | null {
  const m = /^([A-Za-z0-9_-]{1,64})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const want = Buffer.from(sign(secret, `${m[1]}.${m[2]}`));
  const got = Buffer.from(m[3]);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  return Number(m[2]) > now ? m[1] : null;
}

const noStore = (c: Context) => c.header('Cache-Control', 'no-store');

/** Adds the portal and the demo loyalty pages to the store app. */
export function registerSubscriptionPortal(app: Hono, opts: { sessions: SessionStore; render: Render; now: () => number; secret?: string }): void {
  const secret = opts.secret ?? randomBytes(32).toString('hex');

  app.post(`${PORTAL_PATH}/api/login`, async (c) => {
    noStore(c);
    const body = (await c.req.json().catch(() => null)) as { customerId?: unknown } | null;
    const session = opts.sessions.current(c);
    if (!session || typeof body?.customerId !== 'string' || body.customerId !== session.customerId) {
      return c.json({ error: 'Log in to the store as this customer first.' }, 401);
    }
    const until = opts.now() + PORTAL_TOKEN_MS;
    return c.json({ token: portalToken(secret, session.customerId, until), expiresAt: new Date(until).toISOString() });
  });

  app.get(PORTAL_PATH, async (c) => {
    const customerId = readPortalToken(secret, c.req.query('token') ?? '', opts.now());
    if (!customerId) {
      noStore(c);
      return c.redirect(`${PORTAL_PATH}/login`, 302);
    }
    const rows = DEMO_SUBSCRIPTIONS.map(([what, when]) => `<li>${esc(what)}, ${esc(when)}</li>`).join('');
    const res = await opts.render(c, {
      title: 'Your subscriptions',
      main: `<div class="wrap prose"><h1>Your subscriptions</h1><p>Customer ${esc(customerId)}</p><ul>${rows}</ul></div>`,
    });
    res.headers.set('Cache-Control', 'no-store');
    return res;
  });

  app.get(`${PORTAL_PATH}/login`, (c) => opts.render(c, {
    title: 'Subscriptions login',
    main: '<div class="wrap prose"><h1>Log in to manage your subscriptions</h1>'
      + '<p>We could not sign you in automatically. Log in to the store, then open your subscriptions again.</p>'
      + '<a class="btn" href="/account/login">Log in</a></div>',
  }));

  app.get('/pages/rewards', (c) => opts.render(c, {
    title: 'Harbor Rewards',
    main: '<div class="wrap prose"><h1>Harbor Rewards</h1><p>Earn 1 point per dollar and redeem 500 points for $5 off.</p></div>',
  }));
  app.get('/pages/membership', (c) => opts.render(c, {
    title: 'Harbor Club',
    main: '<div class="wrap prose"><h1>Harbor Club</h1><p>Free shipping and early access for members.</p></div>',
  }));
}

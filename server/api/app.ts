/**
 * The reference API as a Hono app (SPEC.md 7). `createApp(deps)` wires the envelope, CORS and
 * error handling around one route module per API group; `index.ts` gives it real deps and a port.
 *
 * Public: GET /health, the shop-wide data of routes/public.ts (GET /init/for-you/{shopId},
 * GET /products/{shopId}), GET /init/countries (routes/countries.ts), the storefront's check of an
 * order-editing session (routes/order-edit.ts), the app proxy's sign-in GET /proxy/session
 * (routes/app-proxy.ts, checked by Shopify's signature), and in the local stack only (`dev: true`) GET
 * /dev/outbox, GET /dev/tracking, PATCH /dev/settings and POST /dev/orders. Everything else needs a verified bearer token; POST
 * /tracking/event/inject needs only that, the other routes also the envelope. CORS answers only
 * the shops' storefront origins (cors.ts).
 * Responses are `{data}`; failures are status > 399 with `{error: {code, message}}`.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiErrorBody } from '../../src/api/types';
import type { ApiDeps, AppEnv } from './deps';
import { readEnvelope, requireAuth } from './envelope';
import { compressAnswers } from './compress';
import { storefrontCors } from './cors';
import { ApiError } from './errors';
import { apiSecurityHeaders } from './headers';
import { clientIp } from './lib/client-ip';
import { appProxyRoutes } from './routes/app-proxy';
import { authRoutes } from './routes/auth';
import { collectionRoutes } from './routes/collections';
import { customerRoutes } from './routes/customer';
import { devRoutes } from './routes/dev';
import { initRoutes } from './routes/init';
import { memberRoutes } from './routes/member';
import { countryRoutes } from './routes/countries';
import { orderEditRoutes } from './routes/order-edit';
import { orderTrackingRoutes } from './routes/order-tracking';
import { orderRoutes } from './routes/orders';
import { productRoutes } from './routes/products';
import { publicRoutes } from './routes/public';
import { savedRoutes } from './routes/saved';
import { loyaltyRoutes } from './routes/loyalty';
import { loyaltyServiceRoutes } from './routes/loyalty-service';
import { trackingRoutes } from './routes/tracking';

export type { ApiDeps, AuthUser, MailMessage } from './deps';

/** Largest accepted request body, bytes. */
export const MAX_BODY_BYTES = 1_048_576;

const errorBody = (code: number | string, message: string): ApiErrorBody => ({ error: { code, message } });

export interface AppOptions {
  /** mount /dev/* (mail outbox, tracking reads, settings patch) and the stand-in loyalty service: the local stack only, never production */
  dev?: boolean;
  /** reverse proxies in front of the API that append to X-Forwarded-For (lib/client-ip.ts); default 0 */
  trustProxy?: number;
  /** the app's secret (Shopify's API secret key) that signs app proxy requests (GET /proxy/session, issue 15); without it that route answers 503 */
  appSecret?: string;
}

/**
 * Builds the app. Handlers run in registration order and stop at the first that answers, so
 * the public routes come before the auth and envelope middleware.
 * @param deps database, token verification and minting, mail and clock (see deps.ts)
 * @returns a Hono app; serve it with @hono/node-server or call `app.request(path, init)` in tests
 */
export function createApp(deps: ApiDeps, opts: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const trustProxy = opts.trustProxy ?? 0;

  app.use('*', apiSecurityHeaders());
  // gzip answers over 1 KiB (For you's cards: 6.6 KB -> about 1 KB), as a CDN in front would (compress.ts).
  app.use('*', compressAnswers());
  app.use('*', storefrontCors(deps));
  app.use('*', async (c, next) => {
    c.set('clientIp', clientIp(c, trustProxy));
    await next();
  });
  app.use('*', bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('payload-too-large', 'The body is too large.'), 413),
  }));

  app.get('/health', (c) => c.json({ data: { ok: true } }));
  app.route('/', publicRoutes(deps));
  app.route('/', countryRoutes(deps));
  app.route('/', orderEditRoutes(deps));
  if (opts.dev) app.route('/', devRoutes(deps));
  app.route('/', trackingRoutes(deps));
  // The stand-in third-party loyalty service is part of the local stack, never of a merchant's deploy.
  if (opts.dev) app.route('/', loyaltyServiceRoutes(deps));
  app.route('/', appProxyRoutes(deps, opts.appSecret));

  const api = new Hono<AppEnv>();
  api.use('*', requireAuth(deps), readEnvelope(deps));
  for (const routes of [authRoutes, initRoutes, productRoutes, memberRoutes, orderRoutes, orderTrackingRoutes, customerRoutes, savedRoutes, collectionRoutes, loyaltyRoutes]) api.route('/', routes(deps));
  app.route('/', api);

  app.notFound((c) => c.json(errorBody('not-found', `No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(errorBody(err.code, err.message), err.status);
    console.error('[api]', c.req.method, c.req.path, err);
    return c.json(errorBody('internal', 'Internal error.'), 500);
  });
  return app;
}

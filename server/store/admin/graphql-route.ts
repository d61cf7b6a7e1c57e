/**
 * POST /admin/api/{YYYY-MM}/graphql.json: the Admin GraphQL API of the shop a request is for
 * (shops.ts; each shop its own data, tokens and throttle bucket), on Shopify's published schema
 * of that version (schema.ts `schemaFor`; `X-Shopify-API-Version` names the version served). The X-Shopify-Access-Token
 * header must hold a live token (else 401 as Shopify). Every answer carries `extensions.cost`;
 * a request whose requested cost the bucket cannot pay answers THROTTLED (HTTP 200), one above
 * MAX_QUERY_COST answers MAX_COST_EXCEEDED. Faults injected for tests (`faults.next()`) and an
 * optional artificial latency come first.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { CostBucket, MAX_QUERY_COST, queryCost } from './cost';
import { errorJson, prepare, run, schemaFor } from './schema';
import type { ShopStore } from './shop-store';
import { noSuchShop } from './shops';
import { validAccessToken } from './tokens';

/** Admin API faults queued by tests: the next `times` requests answer `status`, or THROTTLED. */
export class AdminFaults {
  private queue: { status?: 500 | 502 | 503; throttled?: boolean; times: number }[] = [];

  add(fault: { status?: 500 | 502 | 503; throttled?: boolean; times: number }): void {
    this.queue.push({ ...fault });
  }

  /** The fault for this request, if one is queued. */
  next(): { status?: 500 | 502 | 503; throttled?: boolean } | undefined {
    const head = this.queue[0];
    if (!head) return undefined;
    if (--head.times <= 0) this.queue.shift();
    return head;
  }
}

const body = z.object({
  query: z.string().min(1).max(100_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

const INVALID_TOKEN = '[API] Invalid API key or access token (unrecognized login or wrong password)';
const THROTTLED = { message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } };

/** A shop's side of Admin GraphQL: its data (and access tokens), its throttle bucket and the faults queued for it. */
export interface AdminShop { store: ShopStore; bucket: CostBucket; faults: AdminFaults }

export interface AdminRouteOptions {
  /** the shop a request is for (shops.ts), or null for a myshopify domain of no shop (404) */
  shopOf(c: Context): AdminShop | null;
  /** an artificial delay per request, ms, uniformly in [min, max] */
  latencyMs?: { min: number; max: number };
  /** the app's declared API version (shopify.app.toml): it serves requests for a version whose schema is not committed */
  apiVersion: string;
}

/** Registers the Admin GraphQL route on `app`. */
export function registerAdminGraphql(app: Hono, opts: AdminRouteOptions): void {
  app.post('/admin/api/:version/graphql.json', async (c) => {
    const shop = opts.shopOf(c);
    if (!shop) return noSuchShop(c);
    const { store, bucket, faults } = shop;
    c.header('Cache-Control', 'no-store');
    if (!/^\d{4}-\d{2}$/.test(c.req.param('version'))) return c.json({ errors: 'Not Found' }, 404);
    if (opts.latencyMs) {
      const { min, max } = opts.latencyMs;
      await new Promise((r) => setTimeout(r, min + Math.random() * Math.max(0, max - min)));
    }
    const token = validAccessToken(store, c.req.header('x-shopify-access-token'));
    if (!token) return c.json({ errors: INVALID_TOKEN }, 401);
    const fault = faults.next();
    if (fault?.status) return c.json({ errors: 'Internal Server Error' }, fault.status);
    const parsed = body.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ errors: { query: 'Required parameter missing or invalid' } }, 400);
    const { query, variables, operationName } = parsed.data;
    const { version, schema } = schemaFor(c.req.param('version'), opts.apiVersion);
    c.header('X-Shopify-API-Version', version);
    const prepared = prepare(schema, query);
    if ('errors' in prepared) return c.json({ errors: prepared.errors.map(errorJson) });
    const requested = queryCost(schema, prepared.document, variables ?? undefined, operationName ?? undefined);
    if (fault?.throttled) return c.json({ errors: [THROTTLED], extensions: { cost: bucket.extension(requested, null) } });
    if (requested > MAX_QUERY_COST) {
      return c.json({
        errors: [{ message: `Query cost is ${requested}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).`, extensions: { code: 'MAX_COST_EXCEEDED', cost: requested, maxCost: MAX_QUERY_COST } }],
        extensions: { cost: bucket.extension(requested, null) },
      });
    }
    if (!bucket.take(requested)) return c.json({ errors: [THROTTLED], extensions: { cost: bucket.extension(requested, null) } });
    const result = await run(store, schema, prepared.document, variables ?? undefined, operationName ?? undefined, token.scope);
    const actual = queryCost(schema, prepared.document, variables ?? undefined, operationName ?? undefined, result.data);
    bucket.refund(requested - Math.min(actual, requested));
    return c.json({
      ...(result.errors?.length ? { errors: result.errors.map(errorJson) } : {}),
      ...(result.data !== undefined ? { data: result.data } : {}),
      extensions: { cost: bucket.extension(requested, actual) },
    });
  });
}

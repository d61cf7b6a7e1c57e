/** Test helpers for the local Shopify: an instance on a test clock, an installed app's token and a GraphQL caller. */
import { createLocalShopify, type LocalShopifyOptions } from '../../../server/store/admin';
import { DEMO_APP_SECRET } from '../../../server/store/seed/catalog';

export const CLIENT_ID = 'demo-status-client-id';
export const T0 = Date.parse('2026-06-01T12:00:00Z');

export const EXCHANGE = {
  grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
  client_id: CLIENT_ID,
  client_secret: DEMO_APP_SECRET,
  subject_token_type: 'urn:ietf:params:oauth:token-type:id_token',
  requested_token_type: 'urn:shopify:params:oauth:token-type:offline-access-token',
  expiring: '1',
};

/** A local Shopify on a test clock (`clock.t`, epoch ms) with helpers to install the app and call its APIs. */
export function localShopify(overrides: Partial<LocalShopifyOptions> = {}) {
  const clock = { t: T0 };
  const shopify = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, now: () => clock.t, ...overrides });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    shopify.routes.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  /** POST /admin/oauth/access_token with the exchange body plus `extra`. */
  const exchange = async (extra: Record<string, unknown> = {}) => {
    const res = await post('/admin/oauth/access_token', { ...EXCHANGE, subject_token: await shopify.sessionToken(), ...extra });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /** An access token of the installed app. */
  const install = async () => (await exchange()).body.access_token as string;
  /** An Admin GraphQL request with `token`; the HTTP status and JSON body. */
  const gql = async (token: string, query: string, variables?: Record<string, unknown>) => {
    const res = await post('/admin/api/2026-07/graphql.json', { query, variables }, { 'x-shopify-access-token': token });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as any };
  };
  return { shopify, clock, post, exchange, install, gql };
}

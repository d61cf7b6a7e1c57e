/**
 * What the app's routes see of Shopify: one Admin GraphQL call for a shop, and Shopify's GIDs.
 * `deps.shopify` (deps.ts) implements `ShopifyAdmin` with @shopify/shopify-api over the shop's
 * stored offline access token (admin-client.ts); tests point it at the local Shopify in process.
 */

/** A failed Admin GraphQL call, after retries. */
export class ShopifyError extends Error {
  /**
   * @param kind 'not-installed': the shop has no (or a revoked) access token;
   *   'unavailable': Shopify answered 5xx, THROTTLED or nothing, after bounded retries;
   *   'graphql': the query itself was refused (a bug of ours: schema errors)
   */
  constructor(readonly kind: 'not-installed' | 'unavailable' | 'graphql', message: string) {
    super(message);
    this.name = 'ShopifyError';
  }
}

/** Runs Admin GraphQL operations for installed shops. */
export interface ShopifyAdmin {
  /**
   * Runs one operation for `shopId` (our shop id, e.g. 'demo-shop') and answers its `data`.
   * Retries THROTTLED (waiting what `extensions.cost.throttleStatus` says) and 5xx with backoff,
   * a bounded number of times; refreshes an expired access token once.
   * @throws ShopifyError
   */
  graphql<T>(shopId: string, query: string, variables?: Record<string, unknown>): Promise<T>;
}

/** `gid://shopify/{type}/{id}` for a numeric id (string or number). */
export const toGid = (type: string, id: string | number): string => `gid://shopify/${type}/${id}`;

/**
 * The numeric tail of a GID as a string ('gid://shopify/Order/820028' -> '820028'), query
 * string dropped (MailingAddress GIDs carry `?model_name=CustomerAddress`); '' for anything else.
 */
export function fromGid(gid: unknown): string {
  if (typeof gid !== 'string') return '';
  const m = /^gid:\/\/shopify\/[A-Za-z]+\/(\d+)(?:\?.*)?$/.exec(gid);
  return m ? m[1]! : '';
}

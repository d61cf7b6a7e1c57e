/**
 * Shopify's failures as the API answers them: a route that needs Shopify answers a clear error
 * with the screen's own text (docs/product.md#error-messages), never a 500, when Shopify stays
 * unavailable after the client's bounded retries (shopify/types.ts `ShopifyError`).
 */
import { ApiError } from '../errors';
import { ShopifyError, type ShopifyAdmin } from '../shopify/types';

/**
 * `err` as an ApiError carrying `message`, with the codes app.ts gives a bare ShopifyError:
 * 503 'unavailable' when Shopify is down or throttled, 401 'shop-not-installed' when the shop has
 * no working access token, 502 'shopify-error' when Shopify refused the request (logged: a query
 * of ours Shopify refuses is a bug). Any other error comes back unchanged.
 */
export function shopifyFailure(err: unknown, message: string): unknown {
  if (!(err instanceof ShopifyError)) return err;
  if (err.kind === 'unavailable') return new ApiError(503, 'unavailable', message);
  if (err.kind === 'not-installed') return new ApiError(401, 'shop-not-installed', message);
  console.error('[api] Shopify refused a query:', err.message);
  return new ApiError(502, 'shopify-error', message);
}

/**
 * Runs one Admin GraphQL operation; a ShopifyError becomes the ApiError of `shopifyFailure`.
 * @param message the screen's error text (e.g. 'Unable to get order.')
 */
export async function askShopify<T>(
  shopify: ShopifyAdmin,
  shopId: string,
  message: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  try {
    return await shopify.graphql<T>(shopId, query, variables);
  } catch (err) {
    throw shopifyFailure(err, message);
  }
}

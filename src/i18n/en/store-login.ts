/**
 * English texts: Store login (multipass) failures (docs/product.md#error-messages), registered by
 * src/auth/store-login.ts.
 */
export default {
  'error.multipassKey': 'Error: Multipass key not set. Users will not be logged in to Shopify.',
  'error.notLoggedIntoShopify': 'You are currently not logged into Shopify',
  'error.shopifyLogin': 'Unable to log in to Shopify',
} as Record<string, string>;

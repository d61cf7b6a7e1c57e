/**
 * Where the extension calls the app's API: the origin of the app's `application_url` (the API's
 * SHOPIFY_APP_URL), compiled into the bundle, since a customer account extension has no other
 * way to learn it. This is the local stack's; a deploy sets its own (docs/deploying.md).
 */
export const API_BASE = 'http://127.0.0.1:3001';

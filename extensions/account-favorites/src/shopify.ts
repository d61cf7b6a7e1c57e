/**
 * The `shopify` global Shopify gives a customer account UI extension on the
 * `customer-account.page.render` target (@shopify/ui-extensions): session token, i18n, toast.
 * Read through globalThis: the package's own global `shopify` is typed for other surfaces.
 */
import type { Api } from '@shopify/ui-extensions/customer-account.page.render';

/** The extension's `shopify` API object. */
export const api = (): Api => (globalThis as unknown as { shopify: Api }).shopify;

/**
 * The `shopify` global Shopify gives the app's customer account UI extensions
 * (@shopify/ui-extensions): the part every one of them uses (session token, i18n, toast), the
 * same on the full page and on the blocks. Read through globalThis: the package's own global
 * `shopify` is typed for other surfaces.
 */
import type { Api } from '@shopify/ui-extensions/customer-account.page.render';

/** What the extensions use of their target's `shopify` API object. */
export type AccountApi = Pick<Api, 'sessionToken' | 'i18n' | 'toast'>;

/** The extension's `shopify` API object. */
export const api = (): AccountApi => (globalThis as unknown as { shopify: AccountApi }).shopify;

/** `key` of the extension's own locale file, `{{name}}` placeholders replaced. */
export const t = (key: string, replacements?: Record<string, string | number>): string => String(api().i18n.translate(key, replacements));

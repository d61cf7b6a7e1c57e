/**
 * Whether a failure came from being offline. Pure and shared: stores use it to tell a shopper
 * that an action needs the network, the last-visit lists (cache/persist.ts) to say "You're
 * offline". Only the browser can tell: a request that got no answer while the browser is online
 * (the API down, a connection refused) is the server's failure and keeps the error catalogue's
 * own message (docs/product.md#error-messages, e.g. 'Unable to save personal info.').
 */

/** True when the browser reports no network (`navigator.onLine` false); false where it cannot tell. */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** True when there is a failure (`error` not null) and the browser reports no network. */
export const isOfflineFailure = (error: unknown): boolean => error != null && browserOffline();

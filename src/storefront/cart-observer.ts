/**
 * The cart observer (docs/architecture.md#rules-the-checks-hold-you-to: the only module that patches `fetch` and
 * `XMLHttpRequest`; docs/product.md#events). It sees every cart change
 * the theme makes, however it makes it: `fetch` or `XMLHttpRequest`, `/cart/add`, `/cart/update`,
 * `/cart/change` with or without `.js`, with a locale prefix (`/fr/cart/add`) and any query.
 *
 * It never delays, alters or breaks the theme's request or response: the original call runs
 * first and its own promise (or XHR object) is what the theme gets; the response is read from a
 * `clone()` taken in the first reaction to that promise, before the theme's own reactions run, so
 * the theme still reads the body itself. Every step of ours is in try/catch.
 */

/** A cart path that changes line items: `/cart/add`, `/cart/update`, `/cart/change`, optionally `.js` and a locale prefix. */
export const CART_CHANGE = /\/cart\/(add|update|change)(\.js)?$/;

/**
 * The response body of a successful cart change: `url` as the theme gave it, `body` its text
 * (Shopify's JSON: line items for an add, the whole cart for update and change).
 */
export type CartSeen = (url: string, body: Promise<string>) => void;

const isCart = (url: string | URL) => CART_CHANGE.test(new URL(url, location.href).pathname);

/**
 * Patches `window.fetch` and `XMLHttpRequest.prototype.open` once, calling `seen` after each
 * successful cart change. Returns the page's original `fetch`, for our own cart calls (they are
 * not the theme's and must not be observed).
 */
export function observeCart(seen: CartSeen): typeof fetch {
  const original = window.fetch;
  window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    const response: Promise<Response> = original.apply(this, [input, init]);
    try {
      const url = input instanceof Request ? input.url : String(input);
      if (isCart(url)) response.then((r) => r.ok && seen(url, r.clone().text())).catch(() => {});
    } catch {
      /* never the theme's problem */
    }
    return response;
  };
  const xhr = XMLHttpRequest.prototype;
  const open = xhr.open;
  xhr.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
    try {
      const url = String(args[1]);
      if (isCart(url)) {
        const done = () => {
          try {
            if (this.status < 400) seen(url, Promise.resolve(this.responseType == 'json' ? JSON.stringify(this.response) : this.responseText));
          } catch {
            /* a response type we cannot read */
          }
        };
        this.addEventListener('load', done, { once: true });
      }
    } catch {
      /* never the theme's problem */
    }
    return open.apply(this, args);
  } as XMLHttpRequest['open'];
  return original;
}

// A store's Ajax cart as Shopify answers it (the storefront emulator's rules, server/store/cart-store.ts):
// `POST /cart/add.js` adds all items or none; a refusal is 422 {status, message: 'Cart Error', description}
// with Shopify's texts; a success is {items} plus the rendered sections asked for.
import { vi } from 'vitest';

export interface Variant { title: string; inventory: number }

/** One cart request as sent: its URL and JSON body. */
export interface CartCall { url: string; body: { items: { id: number; quantity: number; properties: Record<string, string> }[]; sections?: string; sections_url?: string } }

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces fetch with a store whose catalog is `variants` (variant id -> title and inventory; an
 * id not listed is deleted). `inCart` starts the cart with units per variant. Calls to other URLs
 * go to `other` (e.g. a fake API), else 404. Returns the fetch mock and the cart calls made.
 */
export function fakeShopifyCart(variants: Record<number, Variant>, opts: { inCart?: Record<number, number>; other?: (url: string, init?: RequestInit) => Promise<Response> } = {}) {
  const cart: Record<number, number> = { ...opts.inCart };
  const calls: CartCall[] = [];
  const refuse = (description: string) => json({ status: 422, message: 'Cart Error', description }, 422);
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = String(input);
    if (!url.endsWith('/cart/add.js')) return opts.other ? opts.other(url, init) : json({}, 404);
    const body = JSON.parse(String(init?.body)) as CartCall['body'];
    calls.push({ url, body });
    const next = { ...cart };
    for (const item of body.items) {
      const v = variants[item.id];
      if (!v) return refuse('Cannot find variant');
      if (v.inventory <= 0) return refuse(`The product '${v.title}' is already sold out.`);
      const have = next[item.id] ?? 0;
      if (have + item.quantity > v.inventory) {
        return refuse(have >= v.inventory ? `All ${v.inventory} ${v.title} are in your cart.` : `You can only add ${v.inventory - have} ${v.title} to the cart.`);
      }
      next[item.id] = have + item.quantity;
    }
    Object.assign(cart, next);
    const count = Object.values(cart).reduce((n, q) => n + q, 0);
    return json(
      {
        items: body.items.map((i) => ({ id: i.id, quantity: cart[i.id], properties: i.properties })),
        sections: body.sections ? { 'cart-icon-bubble': `<div id="shopify-section-cart-icon-bubble" class="shopify-section"><span class="cart-count">${count}</span></div>` } : undefined,
      },
      200,
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, cart };
}

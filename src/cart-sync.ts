/**
 * What the cart observer's finds become (`status-cart-sync.js`, loaded on the first cart change
 * the theme makes; docs/product.md#events, #store-calls).
 * Newly added variants go to saved-from-cart (`saveFromCart`), each once per page session; the
 * cart attribute `_status_id` (the shopper's status id: the customer id when signed in, else the
 * anonymous uid) is set once per cart with `POST /cart/update.js` `{attributes}`, sent with the
 * page's original `fetch` so the observer does not see it as a theme change. Announces
 * `status:save-item` per saved variant and `status:items-updated`, and queues an `add_to_cart`
 * tracking event per newly seen variant (tracking/tracking-queue.ts). Never throws into the page.
 */
import type { PageConfig } from './settings/types';
import { boot, emit } from './elements/boot';
import { savedCart, saveFromCart } from './features/saved-cart';
import { customerId, user } from './session/session';
import { readCartAnswer, type CartLine } from './storefront/cart-line-items';
import { markSaved } from './local/saved-marker';
import { queueEvent } from './tracking/tracking-queue';
import { storefrontRoot } from './storefront/root';
import { report } from './lib/report';

/** sessionStorage key: the variants saved from this tab's cart, and the status id set on its cart. */
export const CART_SYNC_KEY = 'status:cart-sync';

interface Synced { variants: number[]; statusId: string }

function read(): Synced {
  try {
    const s = JSON.parse(sessionStorage.getItem(CART_SYNC_KEY) || '{}');
    return { variants: Array.isArray(s.variants) ? s.variants.filter(Number.isInteger) : [], statusId: typeof s.statusId === 'string' ? s.statusId : '' };
  } catch {
    return memory;
  }
}

let memory: Synced = { variants: [], statusId: '' };

function write(s: Synced): void {
  memory = s;
  try {
    sessionStorage.setItem(CART_SYNC_KEY, JSON.stringify(s));
  } catch {
    /* memory only */
  }
}

let queue: Promise<void> = Promise.resolve();

/**
 * Handles one observed cart change: `url` as the theme called it, `body` the answer's text,
 * `pageFetch` the page's fetch from before the observer. Changes run one after another.
 */
export function cartChanged(url: string, body: Promise<string>, config: PageConfig, pageFetch: typeof fetch): Promise<void> {
  return (queue = queue.then(() => sync(url, body, config, pageFetch)).catch((e: unknown) => report(e, 'cart-sync')));
}

async function sync(_url: string, body: Promise<string>, config: PageConfig, pageFetch: typeof fetch): Promise<void> {
  boot(config);
  const answer = readCartAnswer(await body);
  const done = read();
  const fresh: CartLine[] = [];
  for (const l of answer.lines) if (!done.variants.includes(l.variantId) && !fresh.some((f) => f.variantId === l.variantId)) fresh.push(l);
  // each newly seen variant is an add_to_cart tracking event (queued; the store's consent applies)
  for (const l of fresh) queueEvent('add_to_cart', { ...l, source: 'store' }, config.shopId, config.customerId);
  if (fresh.length) {
    await saveFromCart(fresh);
    // Only what the API now holds counts as done: a failed save is tried again on the next change.
    const saved = fresh.filter((l) => savedCart.value.data?.some((i) => i.variantId === l.variantId));
    if (saved.length) {
      markSaved();
      write({ ...done, variants: [...done.variants, ...saved.map((l) => l.variantId)].slice(-250) });
      for (const l of saved) emit('status:save-item', { ...l, list: 'savedFromCart' });
      emit('status:items-updated', { list: 'savedFromCart', count: savedCart.value.data?.length ?? 0 });
    }
  }
  // The status id is known once the identity has started (saving above starts it).
  const statusId = customerId.value || user.value?.uid || '';
  const known = answer.cart ? answer.statusId : read().statusId || config.page.cartStatusId || '';
  if (!statusId || known === statusId) return;
  const res = await pageFetch(`${storefrontRoot(config.routes.root).replace(/\/?$/, '/')}cart/update.js`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ attributes: { _status_id: statusId } }),
  });
  if (res.ok) write({ ...read(), statusId });
}

/**
 * GET /customer-account/orders (types.ts `AccountOrdersResponse`): what the Order index block
 * shows, from the first page of the customer's orders as the widget's Orders tab reads it
 * (lib/orders.ts `listOrders`, newest first):
 * - Buy again: up to BUY_AGAIN_ORDERS delivered orders (a shipment with a delivery date or
 *   displayed DELIVERED; never a canceled order), each with the lines whose variants the shop
 *   still sells and has in stock (the cards of lib/products.ts `productCards`; an order left
 *   without lines is skipped) and Shopify's add-to-cart link for them on the storefront.
 * - Arriving: the order the widget's For you highlights as arriving next
 *   (src/features/orders/lib/arriving-next.ts `arrivingNext`), when it is on its way.
 */
import type { Order, Product } from '../../../src/api/types';
import { arrivingNext } from '../../../src/features/orders/lib/arriving-next';
import type { ApiDeps } from '../deps';
import { listOrders } from '../lib/orders';
import { productCards, productIdList } from '../lib/products';
import { storefrontOrigin } from './lists';
import type { AccountOrdersResponse, ArrivingOrder, BuyAgainLine, BuyAgainOrder } from './types';

/** Orders Buy again lists at most. */
export const BUY_AGAIN_ORDERS = 3;

/** True for an order whose latest shipment reached the customer, unless the order was canceled. */
export const isDelivered = (o: Order): boolean =>
  o.fulfillmentStatus !== 'CANCELED' && !!o.latestShipment && (!!o.latestShipment.deliveredAt || o.latestShipment.displayStatus === 'DELIVERED');

const isId = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/**
 * Shopify's add-to-cart link on `storefront` (an origin, e.g. 'https://shop.example') for `lines`:
 * '{storefront}/cart/add?items[][id]={variantId}&items[][quantity]={quantity}&...' (the brackets
 * percent-encoded, as URLSearchParams writes them), the lines in order. Opening it adds the items
 * to the cart the shopper already has and shows the cart; a cart permalink ('/cart/{id}:{qty}')
 * would replace that cart. A variant listed twice is asked for once, with both quantities.
 */
export function cartAddLink(storefront: string, lines: readonly { variantId: number; quantity: number }[]): string {
  const quantities = new Map<number, number>();
  for (const { variantId, quantity } of lines) quantities.set(variantId, (quantities.get(variantId) ?? 0) + quantity);
  const query = new URLSearchParams();
  for (const [variantId, quantity] of quantities) {
    query.append('items[][id]', String(variantId));
    query.append('items[][quantity]', String(quantity));
  }
  return `${storefront}/cart/add?${query}`;
}

/**
 * The lines of `order` the customer can buy again: those whose product has a card in `cards`
 * (active and on the online store) that lists the line's variant as available, in the order's order.
 */
export function linesStillSold(order: Order, cards: ReadonlyMap<number, Product | null>): BuyAgainLine[] {
  return order.lineItems
    .filter((l) => isId(l.productId) && isId(l.variantId) && Number.isSafeInteger(l.quantity) && l.quantity > 0
      && !!cards.get(l.productId)?.variants.some((v) => v.id === l.variantId && v.available))
    .map(({ productId, variantId, quantity, title, variantTitle, image }) => ({ productId, variantId, quantity, title, variantTitle, image }));
}

/**
 * Buy again's orders of `orders` (newest first). Cards are read for as many orders as slots are
 * left, so one call covers the usual case and at most BUY_AGAIN_ORDERS orders' lines
 * (LINE_ITEMS_PER_LISTED_ORDER each) go in a call.
 * @throws ApiError 503/502 'Unable to load products.' when Shopify fails for cards the cache lacks
 */
async function buyAgainOf(deps: Pick<ApiDeps, 'db' | 'shopify' | 'now'>, shopId: string, orders: readonly Order[], storefront: string): Promise<BuyAgainOrder[]> {
  const delivered = orders.filter(isDelivered);
  const cards = new Map<number, Product | null>();
  const picked: BuyAgainOrder[] = [];
  for (let next = 0; picked.length < BUY_AGAIN_ORDERS && next < delivered.length;) {
    const batch = delivered.slice(next, next + BUY_AGAIN_ORDERS - picked.length);
    next += batch.length;
    const unread = productIdList(batch.flatMap((o) => o.lineItems.map((l) => l.productId))).filter((id) => !cards.has(id));
    if (unread.length) {
      for (const id of unread) cards.set(id, null);
      for (const card of await productCards(deps, shopId, unread, { includePresentmentPrices: false, now: deps.now() })) cards.set(card.id, card);
    }
    for (const order of batch) {
      const lines = linesStillSold(order, cards);
      if (lines.length) {
        picked.push({ id: order.id, name: order.name, deliveredAt: order.latestShipment?.deliveredAt ?? null, lines, cartUrl: cartAddLink(storefront, lines) });
      }
    }
  }
  return picked;
}

/** The order `arrivingNext` picks among `orders`, when it is on its way; else null. */
export function arrivingOf(orders: readonly Order[]): ArrivingOrder | null {
  const next = arrivingNext(orders);
  const shipment = next?.arriving ? next.order.latestShipment : null;
  if (!next || !shipment?.estimatedDeliveryAt) return null;
  return { id: next.order.id, name: next.order.name, estimatedDeliveryAt: shipment.estimatedDeliveryAt, status: shipment.displayStatus };
}

/**
 * The Order index block's answer for `customerId` of `shopId` (no orders: nothing to buy again,
 * nothing arriving).
 * @throws ApiError 503/502 'Unable to get order.' when Shopify fails for the orders, 'Unable to
 *   load products.' for the cards; 404 for an unknown shop
 */
export async function accountOrders(deps: Pick<ApiDeps, 'db' | 'shopify' | 'now'>, shopId: string, customerId: string): Promise<AccountOrdersResponse> {
  const [page, storefront] = await Promise.all([listOrders(deps.shopify, shopId, customerId, null), storefrontOrigin(deps.db, shopId)]);
  return { buyAgain: await buyAgainOf(deps, shopId, page.items, storefront), arriving: arrivingOf(page.items), storefront };
}

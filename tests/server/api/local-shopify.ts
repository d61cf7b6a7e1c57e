/**
 * What the order and product tests do to the local Shopify the harness runs in process
 * (`h.shopify`): its /dev/* routes, as an end-to-end test calls them on the store, and the app's
 * own secrets of an order from the API's GET /dev/order-links.
 */
import type { Harness } from './helpers';

/** Calls a route of the local Shopify (its /dev/* helpers); the answer's status and JSON. */
export async function storeCall(h: Harness, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const res = await h.shopify.routes.request(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** The body of the local Shopify's POST /dev/orders. */
export interface NewOrderBody {
  email: string;
  fulfillmentStatus?: string;
  shipmentStatus?: string | null;
  lineItems?: { variantId: number; quantity?: number }[];
}

/** An order placed in the local Shopify, with the app's confirmation secrets of it. */
export interface PlacedOrder { id: string; name: string; pass: string; oneClickId: string }

/**
 * Places an order in the local Shopify (POST /dev/orders) and reads its pass and one-click id
 * from the API (GET /dev/order-links/{id}).
 * @throws Error when either call fails
 */
export async function placeOrder(h: Harness, body: NewOrderBody): Promise<PlacedOrder> {
  const made = await storeCall(h, 'POST', '/dev/orders', body);
  if (made.status !== 200) throw new Error(`POST /dev/orders: ${made.status} ${JSON.stringify(made.json)}`);
  const { id, name } = made.json.data as { id: string; name: string };
  const links = await h.call('GET', `/dev/order-links/${id}`, { token: null });
  if (links.status !== 200) throw new Error(`GET /dev/order-links/${id}: ${links.status} ${JSON.stringify(links.json)}`);
  return { id, name, ...(links.json.data as { pass: string; oneClickId: string }) };
}

/** An order as Shopify holds it, read through Admin GraphQL (the app's client). */
export interface ShopOrderState {
  cancelledAt: string | null;
  cancelReason: string | null;
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string;
}

/** The local Shopify's view of order `id`, or null when it has none. */
export async function shopOrder(h: Harness, id: string): Promise<ShopOrderState | null> {
  const data = await h.admin.graphql<{ order: ShopOrderState | null }>('demo-shop',
    'query ($id: ID!) { order(id: $id) { cancelledAt cancelReason displayFinancialStatus displayFulfillmentStatus } }',
    { id: `gid://shopify/Order/${id}` });
  return data.order;
}

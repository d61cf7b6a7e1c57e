/**
 * Orders for end-to-end tests, placed as a real store gets them: in the local Shopify
 * (`POST {store}/dev/orders`), which the app then reads through Admin GraphQL. The confirmation
 * page's secrets (pass, one-click id) are the app's own, so they come from the app's dev route.
 */

/** The body of the local Shopify's POST /dev/orders: the customer's login email and what the order is. */
export interface NewOrderBody {
  email: string;
  fulfillmentStatus?: string;
  shipmentStatus?: string | null;
  lineItems?: { variantId: number; quantity?: number }[];
}

/** An order as the tests use it: its id (numeric string), name ('#2001') and the app's confirmation secrets. */
export interface DevOrder { id: string; name: string; pass: string; oneClickId: string }

/**
 * Places an order in the local Shopify for an existing customer and reads the app's secrets of it.
 * @throws Error with the answer's status and text when either call fails
 */
export async function placeOrder(store: string, api: string, body: NewOrderBody): Promise<DevOrder> {
  const res = await fetch(`${store}/dev/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${store}/dev/orders: ${res.status} ${await res.text()}`);
  const { id, name } = ((await res.json()) as { data: { id: string; name: string } }).data;
  const links = await fetch(`${api}/dev/order-links/${encodeURIComponent(id)}`);
  if (!links.ok) throw new Error(`GET ${api}/dev/order-links/${id}: ${links.status} ${await links.text()}`);
  const { pass, oneClickId } = ((await links.json()) as { data: { pass: string; oneClickId: string } }).data;
  return { id, name, pass, oneClickId };
}

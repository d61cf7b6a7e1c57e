/**
 * Reading and changing the harness's local Shopify data directly, as a merchant would in the
 * Shopify admin: the customer, their addresses and metafields as Shopify holds them.
 */
import type { Harness } from './helpers';

/** The local Shopify's customer `id` (numeric tail of its GID); throws when there is none. */
export function shopifyCustomer(h: Harness, id: string | number) {
  const customer = h.shopify.data.customers.find((c) => c.id === Number(id));
  if (!customer) throw new Error(`The local Shopify has no customer ${id}`);
  return customer;
}

/** Sets (or replaces) a customer metafield in the local Shopify. */
export function setCustomerMetafield(h: Harness, id: string | number, namespace: string, key: string, type: string, value: string): void {
  const customer = shopifyCustomer(h, id);
  const existing = customer.metafields.find((m) => m.namespace === namespace && m.key === key);
  if (existing) Object.assign(existing, { type, value, updatedAt: h.clock.now });
  else customer.metafields.push({ id: 990_000 + customer.metafields.length + customer.id * 10, namespace, key, type, value, updatedAt: h.clock.now });
  h.shopify.changed();
}

/** A customer metafield's value in the local Shopify, or undefined. */
export const customerMetafield = (h: Harness, id: string | number, namespace: string, key: string): string | undefined =>
  shopifyCustomer(h, id).metafields.find((m) => m.namespace === namespace && m.key === key)?.value;

/** The local Shopify's customer with `email` (case-insensitive), or undefined. */
export const shopifyCustomerByEmail = (h: Harness, email: string) =>
  h.shopify.data.customers.find((c) => (c.email ?? '').toLowerCase() === email.toLowerCase());

/**
 * A new customer of the demo shop as a first sign-in leaves it: created in the local Shopify
 * (POST /dev/customers) and mapped in the app's database.
 * @returns the Shopify customer id
 */
export async function newShopifyCustomer(h: Harness, email: string, names: { firstName?: string; lastName?: string } = {}): Promise<string> {
  const res = await h.shopify.routes.request('/dev/customers', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, ...names }),
  });
  if (res.status !== 200) throw new Error(`POST /dev/customers: ${res.status} ${await res.text()}`);
  const { data } = await res.json() as { data: { id: string | number } };
  const id = String(data.id).replace(/^gid:\/\/shopify\/Customer\//, '');
  await h.db.query("INSERT INTO customers (id, shop_id, created_at) VALUES ($1, 'demo-shop', now())", [id]);
  return id;
}

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

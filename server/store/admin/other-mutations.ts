/**
 * tagsAdd, metafieldsSet, metafieldsDelete and orderCancel with Shopify's userErrors.
 * metafieldsSet is all or nothing: one bad input sets none. metafieldsDelete answers null for a
 * metafield the owner does not have. orderCancel refuses a cancelled order and one with a
 * shipment (cancel the fulfillment first); it refunds and restocks when asked.
 */
import { randomUUID } from 'node:crypto';
import { cleanTags, type UserError } from './customer-mutations';
import { gid, parseGid } from './gid';
import { MAX_METAFIELDS_PER_SET, metafieldProblem, setMetafield, type MetafieldValue } from './metafields';
import type { ShopMetafield, ShopOrder } from './model';
import type { ShopStore } from './shop-store';
import { nodeOf } from './queries';
import { notResolved } from './not-resolved';
import type { AdminContext } from './themes';
import { metafieldView } from './views';

/** The metafield list of the owner a GID names, or undefined when there is none. */
function metafieldOwner(store: ShopStore, ownerId: string): ShopMetafield[] | undefined {
  let parsed;
  try { parsed = parseGid(ownerId); } catch { return undefined; }
  const { type, id } = parsed;
  if (type === 'Customer') return store.customer(id)?.metafields;
  if (type === 'Product') return store.product(id)?.metafields;
  if (type === 'Shop' && id === store.data.shop.id) return store.data.shop.metafields;
  if (type === 'AppInstallation' && id === store.data.installation.id) return store.data.installation.metafields;
  return undefined;
}

/** Why `o` cannot be cancelled, or null when it can. */
export function cancelProblem(o: ShopOrder): string | null {
  if (o.cancelledAt !== null) return 'Order has already been cancelled';
  if (o.fulfillmentStatus === 'FULFILLED' || o.fulfillmentStatus === 'PARTIALLY_FULFILLED' || o.fulfillments.some((f) => f.status === 'SUCCESS' || f.status === 'OPEN')) {
    return 'Cannot cancel an order that has fulfillments. Cancel the fulfillments first.';
  }
  return null;
}

/** Cancels `o` now (checked with cancelProblem first): refunds the payment and restocks the items when asked. */
export function cancelOrder(store: ShopStore, o: ShopOrder, reason: string, refund: boolean, restock: boolean): void {
  const now = store.now();
  o.cancelledAt = now;
  o.cancelReason = reason;
  o.updatedAt = now;
  if (refund) o.financialStatus = 'REFUNDED';
  else if (o.financialStatus === 'AUTHORIZED' || o.financialStatus === 'PENDING') o.financialStatus = 'VOIDED';
  if (restock) {
    for (const l of o.lineItems) {
      const found = store.variant(l.variantId);
      if (found) found.variant.inventory += l.quantity;
    }
  }
  store.changed();
}

interface OrderCancelArgs {
  orderId: string;
  reason: string;
  /** deprecated in 2026-07 for refundMethod */
  refund?: boolean | null;
  refundMethod?: { originalPaymentMethodsRefund?: boolean | null; storeCreditRefund?: unknown } | null;
  restock: boolean;
}

/**
 * Whether orderCancel refunds to the original payment methods: `refundMethod:
 * {originalPaymentMethodsRefund}`, or the deprecated `refund`. Store credit is not something the
 * local Shopify keeps.
 * @throws GraphQLError naming `refundMethod.storeCreditRefund`
 */
function refundOf(a: OrderCancelArgs): boolean {
  if (a.refundMethod?.storeCreditRefund != null) {
    throw notResolved('orderCancel(refundMethod: {storeCreditRefund})');
  }
  return a.refundMethod?.originalPaymentMethodsRefund ?? a.refund ?? false;
}

/** The tagsAdd, metafieldsSet, metafieldsDelete and orderCancel resolvers. */
export function otherMutations(store: ShopStore) {
  return {
    tagsAdd: (a: { id: string; tags: string[] }, ctx: AdminContext) => {
      let parsed;
      try { parsed = parseGid(a.id); } catch { return { node: null, userErrors: [{ field: ['id'], message: 'Invalid global id' }] }; }
      const owner = parsed.type === 'Customer' ? store.customer(parsed.id) : parsed.type === 'Order' ? store.order(parsed.id)
        : parsed.type === 'Product' ? store.product(parsed.id) : undefined;
      if (!owner) return { node: null, userErrors: [{ field: ['id'], message: 'Resource does not exist' }] as UserError[] };
      const tags = cleanTags(a.tags);
      if (tags.some((t) => t.length > 255)) return { node: null, userErrors: [{ field: ['tags'], message: 'Tags is too long (maximum is 255 characters)' }] };
      const holder = owner as { tags?: string[]; updatedAt: number };
      holder.tags = cleanTags([...(holder.tags ?? []), ...tags]);
      holder.updatedAt = store.now();
      store.changed();
      return { node: nodeOf(store, a.id, ctx), userErrors: [] };
    },
    metafieldsSet: (a: { metafields: MetafieldValue[] & { ownerId: string }[] }) => {
      const inputs = a.metafields as (MetafieldValue & { ownerId: string })[];
      if (inputs.length > MAX_METAFIELDS_PER_SET) {
        return { metafields: null, userErrors: [{ field: ['metafields'], message: `Exceeded the maximum metafields input limit of ${MAX_METAFIELDS_PER_SET}.`, code: 'LESS_THAN_OR_EQUAL_TO' }] };
      }
      const errors: { field: string[]; message: string; code: string }[] = [];
      inputs.forEach((m, i) => {
        if (!metafieldOwner(store, m.ownerId)) errors.push({ field: ['metafields', String(i), 'ownerId'], message: 'Owner does not exist.', code: 'INVALID_VALUE' });
        const problem = metafieldProblem(m);
        if (problem) errors.push({ field: ['metafields', String(i), problem.field], message: problem.message, code: problem.code });
      });
      if (errors.length) return { metafields: null, userErrors: errors };
      const now = store.now();
      const set = inputs.map((m) => metafieldView(setMetafield(metafieldOwner(store, m.ownerId)!, m, () => store.nextId('metafield'), now)));
      store.changed();
      return { metafields: set, userErrors: [] };
    },
    metafieldsDelete: (a: { metafields: { ownerId: string; namespace: string; key: string }[] }) => {
      if (a.metafields.length > MAX_METAFIELDS_PER_SET) {
        return { deletedMetafields: null, userErrors: [{ field: ['metafields'], message: `Exceeded the maximum metafields input limit of ${MAX_METAFIELDS_PER_SET}.` }] };
      }
      const deleted = a.metafields.map((m) => {
        const list = metafieldOwner(store, m.ownerId);
        const at = list ? list.findIndex((x) => x.namespace === m.namespace && x.key === m.key) : -1;
        if (!list || at < 0) return null;
        list.splice(at, 1);
        return { ownerId: m.ownerId, namespace: m.namespace, key: m.key };
      });
      if (deleted.some(Boolean)) store.changed();
      return { deletedMetafields: deleted, userErrors: [] };
    },
    orderCancel: (a: OrderCancelArgs) => {
      const refund = refundOf(a);
      let o: ShopOrder | undefined;
      try {
        const parsed = parseGid(a.orderId);
        o = parsed.type === 'Order' ? store.order(parsed.id) : undefined;
      } catch { o = undefined; }
      if (!o) return { job: null, orderCancelUserErrors: [{ field: ['orderId'], message: 'Order does not exist', code: 'NOT_FOUND' }] };
      const problem = cancelProblem(o);
      if (problem) return { job: null, orderCancelUserErrors: [{ field: ['orderId'], message: problem, code: 'INVALID' }] };
      cancelOrder(store, o, a.reason, refund, a.restock);
      return { job: { id: gid('Job', randomUUID()), done: true }, orderCancelUserErrors: [] };
    },
  };
}

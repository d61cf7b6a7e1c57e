/**
 * The Admin GraphQL operations the app sends about orders (server/store/admin/schema.graphql,
 * version 2026-07), and the answers' shapes as those operations select them. Every field a
 * shopper's screen needs comes in one round trip: the list and the receipt select the same
 * fields (ORDER_FIELDS), so one mapping (order-mapping.ts) serves both.
 */

/** A money bag as selected: only the presentment side (what the shopper paid in). */
export interface GqlMoneyBag { presentmentMoney: { amount: string; currencyCode: string } }

export interface GqlLineItem {
  title: string | null;
  variantTitle: string | null;
  quantity: number | null;
  image: { url: string | null } | null;
  originalUnitPriceSet: GqlMoneyBag | null;
  /** null when the variant was deleted */
  variant: { id: string } | null;
  /** null when the product was deleted */
  product: { id: string } | null;
}

export interface GqlFulfillment {
  displayStatus: string | null;
  createdAt: string | null;
  estimatedDeliveryAt: string | null;
  deliveredAt: string | null;
  trackingInfo: { company: string | null; number: string | null; url: string | null }[] | null;
}

export interface GqlAddress {
  firstName: string | null; lastName: string | null; company: string | null; address1: string | null;
  address2: string | null; city: string | null; province: string | null; zip: string | null;
  country: string | null; phone: string | null;
}

/** An order as ORDER_FIELDS selects it. Fields Shopify may leave null are typed so. */
export interface GqlOrder {
  id: string;
  name: string | null;
  createdAt: string | null;
  cancelledAt: string | null;
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string | null;
  presentmentCurrencyCode: string | null;
  customer: { id: string } | null;
  shippingAddress: GqlAddress | null;
  subtotalPriceSet: GqlMoneyBag | null;
  totalShippingPriceSet: GqlMoneyBag | null;
  totalTaxSet: GqlMoneyBag | null;
  totalDiscountsSet: GqlMoneyBag | null;
  totalPriceSet: GqlMoneyBag | null;
  lineItems: { nodes: GqlLineItem[] | null } | null;
  fulfillments: GqlFulfillment[] | null;
}

/** The most line items one order shows; Shopify pages beyond it. */
export const LINE_ITEMS_PER_ORDER = 50;

const MONEY = 'presentmentMoney { amount currencyCode }';

/** The order fields both the list and the receipt read. */
export const ORDER_FIELDS = `
fragment OrderFields on Order {
  id name createdAt cancelledAt displayFinancialStatus displayFulfillmentStatus presentmentCurrencyCode
  customer { id }
  shippingAddress { firstName lastName company address1 address2 city province zip country phone }
  subtotalPriceSet { ${MONEY} }
  totalShippingPriceSet { ${MONEY} }
  totalTaxSet { ${MONEY} }
  totalDiscountsSet { ${MONEY} }
  totalPriceSet { ${MONEY} }
  lineItems(first: ${LINE_ITEMS_PER_ORDER}) {
    nodes {
      title variantTitle quantity
      image { url }
      originalUnitPriceSet { ${MONEY} }
      variant { id }
      product { id }
    }
  }
  fulfillments(first: 10) {
    displayStatus createdAt estimatedDeliveryAt deliveredAt
    trackingInfo(first: 1) { company number url }
  }
}`;

/** One page of a customer's orders, newest first. Variables: customerId (GID), first, after. */
export const CUSTOMER_ORDERS_QUERY = `
query CustomerOrders($customerId: ID!, $first: Int!, $after: String) {
  customer(id: $customerId) {
    orders(first: $first, after: $after, sortKey: CREATED_AT, reverse: true) {
      nodes { ...OrderFields }
      pageInfo { hasNextPage endCursor }
    }
  }
}
${ORDER_FIELDS}`;

export interface CustomerOrdersAnswer {
  customer: { orders: { nodes: GqlOrder[] | null; pageInfo: { hasNextPage: boolean; endCursor: string | null } | null } | null } | null;
}

/** One order. Variables: id (GID). */
export const ORDER_QUERY = `
query Order($id: ID!) {
  order(id: $id) { ...OrderFields }
}
${ORDER_FIELDS}`;

export interface OrderAnswer { order: GqlOrder | null }

/**
 * Cancels an order as its customer asked: refunded to the original payment, items restocked,
 * the customer notified by Shopify. Variables: orderId (GID).
 */
export const ORDER_CANCEL_MUTATION = `
mutation OrderCancel($orderId: ID!) {
  orderCancel(orderId: $orderId, reason: CUSTOMER, refund: true, restock: true, notifyCustomer: true) {
    job { id done }
    orderCancelUserErrors { field message code }
  }
}`;

export interface OrderCancelAnswer {
  orderCancel: { job: { id: string; done: boolean } | null; orderCancelUserErrors: { message: string; code: string | null }[] | null } | null;
}

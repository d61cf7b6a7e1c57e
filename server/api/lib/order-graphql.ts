/**
 * The Admin GraphQL operations the app sends about orders (Shopify's Admin API 2026-07; tests/server/api/
 * admin-graphql-operations.test.ts validates each against Shopify's published schema), and the answers' shapes as those operations select them. Every field a
 * shopper's screen needs comes in one round trip: the list selects ORDER_LIST_FIELDS, the
 * receipt ORDER_FIELDS (a superset), so one mapping (order-mapping.ts) serves both.
 */
import { IMAGE_URL_FIELD } from './image-url';

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

/** An order as ORDER_FIELDS selects it (ORDER_LIST_FIELDS: the receipt-only fields missing). Fields Shopify may leave null are typed so. */
export interface GqlOrder {
  id: string;
  name: string | null;
  createdAt: string | null;
  cancelledAt: string | null;
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string | null;
  presentmentCurrencyCode: string | null;
  customer?: { id: string } | null;
  shippingAddress?: GqlAddress | null;
  subtotalPriceSet?: GqlMoneyBag | null;
  totalShippingPriceSet?: GqlMoneyBag | null;
  totalTaxSet?: GqlMoneyBag | null;
  totalDiscountsSet?: GqlMoneyBag | null;
  totalPriceSet: GqlMoneyBag | null;
  lineItems: { nodes: GqlLineItem[] | null } | null;
  fulfillments: GqlFulfillment[] | null;
}

/** The most line items a receipt shows; Shopify pages beyond it. */
export const LINE_ITEMS_PER_ORDER = 50;
/**
 * The most line items an order of the Orders list carries: enough for its thumbnails and their
 * '+N', while a page of 10 orders stays far below Shopify's 1000-point query cost limit (each
 * line item costs 5 points per order requested).
 */
export const LINE_ITEMS_PER_LISTED_ORDER = 10;

const MONEY = 'presentmentMoney { amount currencyCode }';

const LINE_ITEM_FIELDS = `
      title variantTitle quantity
      image { ${IMAGE_URL_FIELD} }
      originalUnitPriceSet { ${MONEY} }
      variant { id }
      product { id }`;

const FULFILLMENT_FIELDS = `
  fulfillments(first: 10) {
    displayStatus createdAt estimatedDeliveryAt deliveredAt
    trackingInfo(first: 1) { company number url }
  }`;

/** What the Orders list shows of an order (order-mapping.ts `toOrder`). */
export const ORDER_LIST_FIELDS = `
fragment OrderListFields on Order {
  id name createdAt cancelledAt displayFinancialStatus displayFulfillmentStatus presentmentCurrencyCode
  totalPriceSet { ${MONEY} }
  lineItems(first: ${LINE_ITEMS_PER_LISTED_ORDER}) { nodes { ${LINE_ITEM_FIELDS} } }
  ${FULFILLMENT_FIELDS}
}`;

/** Everything the receipt shows of an order (order-mapping.ts `toDetail`), and its customer for the owner check. */
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
  lineItems(first: ${LINE_ITEMS_PER_ORDER}) { nodes { ${LINE_ITEM_FIELDS} } }
  ${FULFILLMENT_FIELDS}
}`;

/** One page of a customer's orders, newest first. Variables: customerId (GID), first, after. */
export const CUSTOMER_ORDERS_QUERY = `
query CustomerOrders($customerId: ID!, $first: Int!, $after: String) {
  customer(id: $customerId) {
    orders(first: $first, after: $after, sortKey: CREATED_AT, reverse: true) {
      nodes { ...OrderListFields }
      pageInfo { hasNextPage endCursor }
    }
  }
}
${ORDER_LIST_FIELDS}`;

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
  orderCancel(orderId: $orderId, reason: CUSTOMER, refundMethod: {originalPaymentMethodsRefund: true}, restock: true, notifyCustomer: true) {
    job { id done }
    orderCancelUserErrors { field message code }
  }
}`;

export interface OrderCancelAnswer {
  orderCancel: { job: { id: string; done: boolean } | null; orderCancelUserErrors: { message: string; code: string | null }[] | null } | null;
}

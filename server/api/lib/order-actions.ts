/**
 * What a shopper does to an order: cancel it, through Shopify's `orderCancel` (reason CUSTOMER,
 * refunded to the original payment, items restocked, the customer notified by Shopify). Whether
 * the shopper may is order-rules.ts's `canCancel`, checked by the route on the order it just read.
 */
import { toGid, type ShopifyAdmin } from '../shopify/types';
import { ORDER_CANCEL_MUTATION, type OrderCancelAnswer } from './order-graphql';
import { askShopify } from './shopify-failure';

/** The cancel refusal's text (docs/product.md#error-messages). */
export const UNABLE_TO_CANCEL = 'Unable to cancel order';

/**
 * Asks Shopify to cancel the order.
 * @param orderId the numeric Shopify order id
 * @returns true when Shopify took the cancellation; false when it refused it (orderCancelUserErrors,
 *   e.g. already cancelled or fulfilled meanwhile)
 * @throws ApiError 503/502 'Unable to cancel order' when Shopify fails (shopify-failure.ts)
 */
export async function cancelOrder(shopify: ShopifyAdmin, shopId: string, orderId: string): Promise<boolean> {
  const answer = await askShopify<OrderCancelAnswer>(shopify, shopId, UNABLE_TO_CANCEL, ORDER_CANCEL_MUTATION, { orderId: toGid('Order', orderId) });
  const result = answer?.orderCancel;
  return !!result && !(result.orderCancelUserErrors?.length);
}

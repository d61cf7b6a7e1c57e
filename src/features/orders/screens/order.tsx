/**
 * The receipt, route `order:{id}` (docs/product.md#route-table 'OrderReceipt': login required, Back goes to Orders,
 * both done by the router). A lazy chunk of its own. Paints at once from the order list's data
 * when the list has the order, and completes when `GET /orders/{shopId}/order/{id}` answers (one
 * request; the tracking link is fetched once the details name a shipment). Offers 'Edit order'
 * and 'Cancel order' when the shop allows them and 'Buy again'. An order of another customer
 * shows 'Unable to get order.' with the login-email hint (docs/product.md#roles, #error-messages); other failures the
 * generic text with Retry. Reads stores and calls their actions, never fetches.
 */
import { useEffect } from 'preact/hooks';
import { css } from '../../../styles';
import { buttonClass, visuallyHiddenClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { t } from '../../../i18n';
import { isUnauthorized, listedOrder, loadReceipt, receipt } from '../state/order';
import { cancelOrder, editOrder, loadTracking, orderAction, tracking } from '../state/order-actions';
import { buyAgain, cartPage, rebuy } from '../state/order-rebuy';
import { OrderReceipt } from '../components/order-receipt';
import { OrderCancel } from '../components/order-cancel';
import { OrderRebuy } from '../components/order-rebuy';
import { OrderUnavailable } from '../components/order-unavailable';
import { ReceiptSkeleton } from '../components/receipt-skeleton';
import { RetryAlert } from '../../../ui/retry-alert';

/** @param params route params: [order id] */
export default function OrderScreen({ params = [] }: { params?: string[] }) {
  const id = params[0] ?? '';
  useEffect(() => {
    void loadReceipt(id);
  }, [id]);
  const { data: detail, error } = receipt(id).value;
  const order = detail ?? listedOrder(id);
  const shipped = !!detail?.tracking;
  useEffect(() => {
    if (shipped) void loadTracking(id);
  }, [id, shipped]);

  const failure = error ? (
    isUnauthorized(error) ? <OrderUnavailable explain /> : <RetryAlert message={t(error.messageKey)} onRetry={() => void loadReceipt(id, true)} />
  ) : null;
  if (!order) return <div class={css`padding:16px;`}>{failure ?? <ReceiptSkeleton />}</div>;

  const action = orderAction.value?.id === id ? orderAction.value : null;
  const again = rebuy.value?.id === id ? rebuy.value : null;
  const items = order.lineItems ?? [];
  return (
    <OrderReceipt order={order} detail={detail} trackingUrl={shipped ? tracking(id).value.data : null}>
      {failure}
      <div class={css`display:flex;flex-wrap:wrap;gap:8px;margin-top:16px;`}>
        {detail?.canEdit && (
          <button
            type="button"
            class={buttonClass(true)}
            style={{ flex: 1 }}
            aria-disabled={(action?.action === 'edit' && action.busy) || undefined}
            onClick={() => void editOrder(id)}
          >
            {t('orders.edit')}
          </button>
        )}
        {detail?.canCancel && (
          <OrderCancel
            onCancel={() => void cancelOrder(id)}
            busy={action?.action === 'cancel' && action.busy}
            error={action?.action === 'cancel' ? action.error : null}
          />
        )}
        {action?.action === 'edit' && action.error && <p role="alert" class={errorClass()} style={{ flexBasis: '100%' }}>{t(action.error)}</p>}
        <p role="status" class={visuallyHiddenClass()}>{action?.action === 'cancel' && action.done ? t('orders.fulfillment.CANCELED') : ''}</p>
        {items.length > 0 && <OrderRebuy state={again} onBuy={() => void buyAgain(id, items)} cartUrl={cartPage()} />}
      </div>
    </OrderReceipt>
  );
}

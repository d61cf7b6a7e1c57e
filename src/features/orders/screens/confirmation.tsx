/**
 * The order confirmation, route `confirmation:{id}+{pass}` or `confirmation:{oneClickId}`
 * (docs/product.md#route-table 'OrderConfirmation': no login; 6: access by id and pass, or by one-click id).
 * A lazy chunk of its own. A thank-you heading above the receipt
 * (features/orders/components/order-receipt.tsx); no cancel, edit or re-buy here. A wrong pass or id shows
 * 'Unable to get order.'; other failures the generic text with Retry. Reads stores and calls their actions,
 * never fetches.
 */
import { useEffect } from 'preact/hooks';
import { css } from '../../../styles';
import { t } from '../../../i18n';
import { confirmation, isUnauthorized, loadConfirmation } from '../state/order';
import { OrderReceipt } from '../components/order-receipt';
import { OrderUnavailable } from '../components/order-unavailable';
import { ReceiptSkeleton } from '../components/receipt-skeleton';
import { RetryAlert } from '../../../ui/retry-alert';

/** @param params route params: [order id, pass] or [one-click id] */
export default function Confirmation({ params = [] }: { params?: string[] }) {
  const key = params.join('+');
  useEffect(() => {
    void loadConfirmation(params);
  }, [key]);
  const { data, error } = confirmation(params).value;
  const thanks = <h2 class={css`margin:0 0 16px;font-size:20px;`}>{t('orders.thankYou')}</h2>;
  if (data) return <OrderReceipt order={data} detail={data} heading={thanks} />;
  return (
    <div class={css`padding:16px;`}>
      {thanks}
      {!error ? (
        <ReceiptSkeleton />
      ) : isUnauthorized(error) ? (
        <OrderUnavailable />
      ) : (
        <RetryAlert message={t(error.messageKey)} onRetry={() => void loadConfirmation(params, true)} />
      )}
    </div>
  );
}

/**
 * Cancel on a receipt (docs/product.md#features, #error-messages 'Orders'): a 'Cancel order' button, then an
 * inline confirmation ('Cancel this order?', the refund arrives 'within 5-7 business days',
 * 'Keep order' / 'Cancel order'). The confirmation stays open on failure, with 'Unable to cancel
 * order' in an alert, so the shopper can try again; focus moves into it when it opens and back to
 * the button on 'Keep order'.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { t, addTexts } from '../../../i18n';
import ordersEn from '../../../i18n/en/orders';

addTexts(ordersEn);

export interface OrderCancelProps {
  /** cancels the order (the store's action) */
  onCancel(): void;
  /** true while the cancel call runs */
  busy: boolean;
  /** translation key of the last failure, or null */
  error: string | null;
}

/** The cancel button and its confirmation step. */
export function OrderCancel({ onCancel, busy, error }: OrderCancelProps) {
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const open = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (wasConfirming.current) open.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const wide = css`flex:1;`;
  if (!confirming)
    return (
      <button ref={open} type="button" class={`${buttonClass(true)} ${wide}`} onClick={() => setConfirming(true)}>
        {t('orders.cancel')}
      </button>
    );
  return (
    <div
      role="group"
      aria-labelledby="status-cancel-question"
      aria-describedby="status-cancel-refund"
      class={css`flex:1 1 100%;padding:12px;border:1px solid var(--status-border, #ddd);border-radius:var(--status-radius, 8px);`}
    >
      <p id="status-cancel-question" class={css`margin:0 0 4px;font-weight:600;`}>{t('orders.cancelQuestion')}</p>
      <p id="status-cancel-refund" class={css`margin:0 0 12px;font-size:14px;`}>{t('orders.cancelRefund')}</p>
      {error && <p role="alert" class={errorClass()}>{t(error)}</p>}
      <div class={css`display:flex;gap:8px;`}>
        <button ref={keep} type="button" class={`${buttonClass(true)} ${wide}`} onClick={() => setConfirming(false)}>
          {t('orders.keep')}
        </button>
        <button type="button" class={`${buttonClass()} ${wide}`} aria-disabled={busy || undefined} onClick={() => !busy && onCancel()}>
          {t('orders.cancel')}
        </button>
      </div>
    </div>
  );
}

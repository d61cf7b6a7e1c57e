/**
 * The receipt's placeholder while an order nobody has listed yet loads (a link or a reload on
 * `#status-order:{id}`, a confirmation page): boxes the size of the header, items and totals,
 * announced as 'Loading'.
 */
import { css } from '../../../styles';
import { t } from '../../../i18n';
import { skeletonBoxClass } from '../../../ui/skeleton';

/** Placeholder boxes for a receipt. */
export function ReceiptSkeleton() {
  const b = skeletonBoxClass();
  return (
    <div role="status" aria-label={t('panel.loading')} class={css`display:grid;gap:12px;`}>
      {[48, 72, 72, 96].map((px, i) => <div key={i} aria-hidden="true" class={b} style={`height:${px}px`} />)}
    </div>
  );
}

/**
 * An order's product thumbnails (docs/product.md#screens-and-parts 'Arriving-next order', #limits): up to
 * MAX_THUMBNAILS images, then '+N' for the rest, read out as 'N more items'. Decorative images (the order's text names
 * it); nothing when the order has no items.
 */
import type { OrderLineItem } from '../../../api/types';
import { css } from '../../../styles';
import { t } from '../../../i18n';
import { safeUrl } from '../../../lib/web-url';

/** Thumbnails shown before '+N' (docs/product.md#limits). */
export const MAX_THUMBNAILS = 4;

/** @param items the order's line items (anything else shows nothing); @param size edge in px (default 48) */
export function OrderThumbnails({ items, size = 48 }: { items: readonly OrderLineItem[]; size?: number }) {
  const all = Array.isArray(items) ? items.filter((i) => i && typeof i === 'object') : [];
  const shown = all.slice(0, MAX_THUMBNAILS);
  const more = all.length - shown.length;
  if (!shown.length) return null;
  return (
    <span
      class={css`
        grid-column: 1 / -1;
        display: flex;
        align-items: center;
        gap: 6px;
        & img {
          object-fit: cover;
          border-radius: var(--status-radius, 6px);
          background: var(--status-border, #eee);
        }
      `}
    >
      {shown.map((item, i) => (
        <img key={i} src={safeUrl(item.image)} alt="" width={size} height={size} loading="lazy" />
      ))}
      {more > 0 && (
        <span role="img" class={css`font-size:13px;color:var(--status-muted, #666);`} aria-label={t('orders.moreItemsLabel', { count: more })}>
          {t('orders.moreItems', { count: more })}
        </span>
      )}
    </span>
  );
}

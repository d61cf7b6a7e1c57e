/**
 * One order in the Orders list (SPEC.md 2 'Orders', 9 'Thumbnail grid at most 4 with +N'): a
 * link to its receipt (#status-order:{id}) with the name ('#1025'), the date placed, the label
 * (src/lib/order-label.ts), the total and up to 4 product thumbnails plus '+N' for the rest.
 */
import type { Order } from '../api/types';
import { css } from '../styles';
import { t } from '../i18n';
import { formatMoney } from '../lib/money';
import { orderLabel, shortDate } from '../lib/order-label';

/** Thumbnails shown before '+N' (SPEC.md 9). */
export const MAX_THUMBNAILS = 4;

export interface OrderRowProps {
  order: Order;
  /** BCP 47 locale for money, default 'en-US' */
  locale?: string;
}

/** An `<li>` for `order`; `order.totalPrice` is in cents of `order.currencyCode`. */
export function OrderRow({ order, locale }: OrderRowProps) {
  const items = order.lineItems ?? [];
  const shown = items.slice(0, MAX_THUMBNAILS);
  const more = items.length - shown.length;
  const link = css`
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 12px;
    padding: 12px 0;
    color: var(--status-text, #111);
    text-decoration: none;
    border-bottom: 1px solid var(--status-border, #ddd);
    &:focus-visible {
      outline: 2px solid var(--status-primary, #111);
      outline-offset: 2px;
    }
  `;
  const name = css`
    font-weight: 600;
    font-size: 15px;
  `;
  const muted = css`
    font-size: 13px;
    color: var(--status-muted, #666);
  `;
  // the right column (amount, date) lines up at its end, digits in equal widths
  const end = css`
    justify-self: end;
    text-align: end;
    font-variant-numeric: tabular-nums;
  `;
  const thumbs = css`
    grid-column: 1 / -1;
    display: flex;
    align-items: center;
    gap: 6px;
    & img {
      width: 48px;
      height: 48px;
      object-fit: cover;
      border-radius: var(--status-radius, 6px);
      background: var(--status-border, #eee);
    }
  `;
  return (
    <li style={{ listStyle: 'none' }}>
      <a class={link} href={`#status-order:${encodeURIComponent(order.id)}`}>
        <span class={name}>{order.name}</span>
        <span class={end}>{formatMoney(order.totalPrice / 100, order.currencyCode, locale)}</span>
        <span class={muted}>{orderLabel(order, (iso) => shortDate(iso, locale))}</span>
        <span class={`${muted} ${end}`}>{shortDate(order.createdAt, locale)}</span>
        {shown.length > 0 && (
          <span class={thumbs}>
            {shown.map((item, i) => (
              <img key={i} src={item.image} alt="" width={48} height={48} loading="lazy" />
            ))}
            {more > 0 && (
              <span class={muted} aria-label={t('orders.moreItemsLabel', { count: more })}>
                {t('orders.moreItems', { count: more })}
              </span>
            )}
          </span>
        )}
      </a>
    </li>
  );
}

/**
 * One order in the Orders list (docs/product.md#orders-screen, #data `orderLabel.display`, 9 'Thumbnail grid at
 * most 4 with +N'): a link to its receipt (#status-order:{id}) titled by the order's name
 * ('#1025') or its label (src/features/orders/lib/order-label.ts) as the merchant's setting says, the other as
 * subtitle, the date placed, the total and up to 4 product thumbnails plus '+N' for the rest.
 */
import type { Order } from '../../../api/types';
import { css } from '../../../styles';
import { formatMoneyIntl } from '../../../lib/money-intl';
import { pageConfig } from '../../../settings/config';
import { orderTitles, shortDate, type LabelDisplay } from '../lib/order-label';
import { OrderThumbnails } from './order-thumbnails';
import { routeToHash } from '../../../routes/table';

export interface OrderRowProps {
  order: Order;
  /** BCP 47 locale for money and dates, default 'en-US' */
  locale?: string;
  /** title by 'name' (default) or by 'status' label (docs/product.md#data `orderLabel.display`) */
  display?: LabelDisplay;
}

/** An `<li>` for `order`; `order.totalPrice` is in cents of `order.currencyCode`. */
export function OrderRow({ order, locale, display = 'name' }: OrderRowProps) {
  const [title, subtitle] = orderTitles(order, display, (iso) => shortDate(iso, locale));
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
  const strong = css`
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
  return (
    <li style={{ listStyle: 'none' }}>
      <a class={link} href={routeToHash('order:' + order.id)}>
        <span class={strong}>{title}</span>
        <span class={end}>{formatMoneyIntl(order.totalPrice / 100, order.currencyCode, locale, order.currencyCode === pageConfig.value?.locale.currency && pageConfig.value.moneyExample)}</span>
        <span class={muted}>{subtitle}</span>
        <span class={`${muted} ${end}`}>{shortDate(order.createdAt, locale)}</span>
        <OrderThumbnails items={order.lineItems ?? []} />
      </a>
    </li>
  );
}

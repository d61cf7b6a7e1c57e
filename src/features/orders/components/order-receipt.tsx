/**
 * The body of a receipt (docs/product.md#route-table 'OrderReceipt', 'OrderConfirmation'): the order's
 * name, label and date, its shipment with the tracking number and a 'Track package' link (new
 * tab), the line items (image, title, variant title, quantity, price), the totals and the shipping
 * address. Shared by features/orders/screens/order.tsx and features/orders/screens/confirmation.tsx. Paints from the order list's
 * data (`Order`) at once; the parts only the details have (totals but the total, address,
 * tracking) show once `detail` is there, with placeholders before.
 */
import type { ComponentChildren } from 'preact';
import type { Order, OrderDetail, OrderLineItem } from '../../../api/types';
import { css } from '../../../styles';
import { t } from '../../../i18n';
import { localeTag } from '../../../lib/locale-tag';
import { formatMoneyIntl } from '../../../lib/money-intl';
import { orderLabel, shortDate } from '../lib/order-label';
import { pageConfig } from '../../../settings/config';
import { safeUrl } from '../../../lib/web-url';
import { visuallyHiddenClass } from '../../../styles/ui';
import { skeletonBoxClass } from '../../../ui/skeleton';

export interface OrderReceiptProps {
  /** what is known now: the list's order, or the details */
  order: Order;
  /** the details once loaded, else null */
  detail: OrderDetail | null;
  /** the carrier's tracking page (an http(s) URL), or null while unknown */
  trackingUrl?: string | null;
  /** a heading above the order's own (the confirmation's thank-you) */
  heading?: ComponentChildren;
  /** the actions (cancel, edit, buy again) under the header */
  children?: ComponentChildren;
}

/** The receipt of `order`; money is in cents of `order.currencyCode`, dates ISO. */
export function OrderReceipt({ order, detail, trackingUrl, heading, children }: OrderReceiptProps) {
  const c = pageConfig.value;
  const locale = c ? localeTag(c.locale.language, c.locale.countryCode) : 'en-US';
  const money = (cents: number) => formatMoneyIntl(cents / 100, order.currencyCode, locale, order.currencyCode === c?.locale.currency && c.moneyExample);
  const date = (iso: string) => shortDate(iso, locale);
  const muted = css`color:var(--status-muted, #666);font-size:14px;`;
  const h3 = css`margin:20px 0 8px;font-size:15px;font-weight:600;`;
  const row = css`display:flex;justify-content:space-between;gap:12px;margin:4px 0;font-variant-numeric:tabular-nums;& dt,& dd{margin:0;}`;
  const items = order.lineItems ?? [];
  const address = detail?.shippingAddress;
  return (
    <article aria-labelledby="status-receipt-heading" class={css`padding:16px;`}>
      {heading}
      <h2 id="status-receipt-heading" class={css`margin:0 0 4px;font-size:18px;`}>
        {t('orders.order', { name: order.name })}
      </h2>
      <p class={css`margin:0;font-weight:600;`}>{orderLabel(order, date)}</p>
      <p class={`${muted} ${css`margin:2px 0 0;`}`}>{t('orders.placedOn', { date: date(order.createdAt) })}</p>
      {children}

      {detail?.tracking && (
        <section aria-labelledby="status-receipt-shipment">
          <h3 id="status-receipt-shipment" class={h3}>{t('orders.shipment')}</h3>
          <p class={css`margin:0;`}>
            {detail.tracking.company} {t('orders.trackingNumber', { number: detail.tracking.number })}
          </p>
          {safeUrl(trackingUrl) && (
            <a href={safeUrl(trackingUrl)} target="_blank" rel="noopener noreferrer" class={css`display:inline-block;margin-top:6px;color:var(--status-text);font-weight:600;`}>
              {t('orders.trackPackage')}
              <span class={visuallyHiddenClass()}> {t('orders.newTab')}</span>
            </a>
          )}
        </section>
      )}

      <h3 class={h3}>{t('orders.items')}</h3>
      <ul aria-label={t('orders.items')} class={css`margin:0;padding:0;list-style:none;`}>
        {items.map((item, i) => (
          <LineItem key={i} item={item} price={money(item.price * item.quantity)} muted={muted} />
        ))}
      </ul>

      <dl class={css`margin:16px 0 0;padding-top:12px;border-top:1px solid var(--status-border, #ddd);`}>
        {detail ? (
          <>
            <div class={row}><dt>{t('orders.subtotal')}</dt><dd>{money(detail.subtotalPrice)}</dd></div>
            <div class={row}><dt>{t('orders.shipping')}</dt><dd>{money(detail.shippingPrice)}</dd></div>
            <div class={row}><dt>{t('orders.tax')}</dt><dd>{money(detail.totalTax)}</dd></div>
            {detail.totalDiscount > 0 && (
              <div class={row}><dt>{t('orders.discount')}</dt><dd>−{money(detail.totalDiscount)}</dd></div>
            )}
          </>
        ) : (
          <div aria-hidden="true" class={skeletonBoxClass()} style="height:72px;margin-bottom:8px" />
        )}
        <div class={`${row} ${css`font-weight:600;`}`}><dt>{t('orders.total')}</dt><dd>{money(order.totalPrice)}</dd></div>
      </dl>

      {address && (
        <section aria-labelledby="status-receipt-address">
          <h3 id="status-receipt-address" class={h3}>{t('orders.shippingAddress')}</h3>
          <address class={css`font-style:normal;line-height:1.5;`}>
            {[
              `${address.firstName} ${address.lastName}`,
              address.company,
              address.address1,
              address.address2,
              [address.city, address.province, address.zip].filter(Boolean).join(' '),
              address.country,
              address.phone,
            ]
              .map((line) => line.trim())
              .filter(Boolean)
              .map((line, i) => <div key={i}>{line}</div>)}
          </address>
        </section>
      )}
    </article>
  );
}

/** One line item: image, title, variant title, quantity and its price (unit price × quantity). */
function LineItem({ item, price, muted }: { item: OrderLineItem; price: string; muted: string }) {
  return (
    <li class={css`display:grid;grid-template-columns:56px 1fr auto;gap:4px 12px;align-items:center;padding:8px 0;`}>
      <img
        src={safeUrl(item.image)}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        class={css`grid-row:span 3;object-fit:cover;border-radius:var(--status-radius, 6px);background:var(--status-border, #eee);`}
      />
      <span class={css`font-weight:600;`}>{item.title}</span>
      <span class={css`grid-row:span 3;font-variant-numeric:tabular-nums;`}>{price}</span>
      {item.variantTitle ? <span class={muted}>{item.variantTitle}</span> : null}
      <span class={muted}>{t('orders.quantity', { count: item.quantity })}</span>
    </li>
  );
}

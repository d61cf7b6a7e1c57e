/**
 * For you's highlighted order (docs/product.md#for-you-sections 'highlighted order (arriving next)', 'Arriving-next
 * order summary'; 4 'Arriving-next order'): for a signed-in shopper, the order of the first page of
 * their order list that features/orders/lib/arriving-next.ts picks, as a link to its receipt with a thumbnail grid
 * of up to 4 products and '+N', its name and label (titled as `orderLabel.display` says). A lazy
 * chunk loaded by features/sign-in/components/login-slot.tsx in the login section's place once signed in; it shares
 * the order list's request-cache entry with the Orders screen, so one request serves both. Shows
 * nothing without orders or when they cannot be loaded (the Orders tab says why).
 */
import { useEffect } from 'preact/hooks';
import { css } from '../../../styles';
import { t } from '../../../i18n';
import { loadOrders, orders } from '../state/orders';
import { setting } from '../../../settings/settings';
import { pageConfig } from '../../../settings/config';
import { arrivingNext } from '../lib/arriving-next';
import { labelDisplay, orderTitles, shortDate } from '../lib/order-label';
import { localeTag } from '../../../lib/locale-tag';
import { OrderThumbnails } from './order-thumbnails';
import { skeletonBoxClass } from '../../../ui/skeleton';
import { routeToHash } from '../../../routes/table';

/** Orders on the list's first page (POST /orders/{shopId}/orders answers 10 per page). */
export const FIRST_PAGE = 10;

/** The arriving-next section; a placeholder of its size while the order list loads. */
export default function ArrivingNextSection() {
  useEffect(() => {
    void loadOrders();
  }, []);
  const { data, loading } = orders.value;
  const space = css`margin:0 0 20px;`;
  if (!data) return loading ? <div aria-hidden="true" class={`${skeletonBoxClass()} ${space}`} style="height:104px" /> : null;
  const highlight = Array.isArray(data) ? arrivingNext(data.slice(0, FIRST_PAGE)) : null;
  if (!highlight) return null;
  const { order, arriving } = highlight;
  const c = pageConfig.value;
  const locale = c ? localeTag(c.locale.language, c.locale.countryCode) : undefined;
  const [title, subtitle] = orderTitles(order, labelDisplay(setting('orderLabel')), (iso) => shortDate(iso, locale));
  return (
    <section aria-labelledby="status-section-arriving" class={space}>
      <h3 id="status-section-arriving" class={css`margin:0 0 8px;font-size:16px;font-weight:600;`}>
        {t(arriving ? 'orders.arrivingNext' : 'orders.yourOrder')}
      </h3>
      <a
        href={routeToHash('order:' + order.id)}
        class={css`display:grid;gap:4px;padding:12px;border:1px solid var(--status-border, #ddd);border-radius:var(--status-radius, 8px);color:var(--status-text, #111);text-decoration:none;&:focus-visible{outline:2px solid var(--status-primary, #111);outline-offset:2px;}`}
      >
        <span class={css`font-weight:600;`}>{title}</span>
        <span class={css`font-size:13px;color:var(--status-muted, #666);`}>{subtitle}</span>
        <OrderThumbnails items={order.lineItems ?? []} />
      </a>
    </section>
  );
}

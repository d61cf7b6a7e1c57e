/**
 * The Orders route screen (docs/product.md#orders-screen: login section, then the order list with
 * page-cursor pagination; 3 `orderLabel.display` titles each row by name or status). A lazy chunk
 * of its own (its budget: docs/performance.md); once the list shows it fetches the receipt's chunk, so a
 * click on a row paints the receipt at once. Reads the auth, settings and orders stores, calls
 * their actions, never fetches.
 */
import { useEffect } from 'preact/hooks';
import { css } from '../../../styles';
import { t } from '../../../i18n';
import { isSignedIn } from '../../../session/session';
import { pageConfig } from '../../../settings/config';
import { setting } from '../../../settings/settings';
import { localeTag } from '../../../lib/locale-tag';
import { labelDisplay } from '../lib/order-label';
import { loadMoreOrders, loadOrders, orders } from '../state/orders';
import { LoginSlot } from '../../sign-in';
import { buttonClass } from '../../../styles/ui';
import { OrderRow } from '../components/order-row';

const SKELETON_ROWS = 3;

/** Orders: the login section for guests; else heading, rows, 'Load more', empty and error states. */
export default function Orders() {
  const signedIn = isSignedIn.value;
  useEffect(() => {
    if (!signedIn) return;
    void loadOrders();
    import('./order').catch(() => {}); // the receipt's chunk, before the first click; it retries on its own
  }, [signedIn]);
  const screen = css`
    padding: 16px;
  `;
  if (!signedIn)
    return (
      <div class={screen}>
        <LoginSlot />
      </div>
    );

  const { data, loading, error, pageCursor } = orders.value;
  const c = pageConfig.value;
  const locale = c ? localeTag(c.locale.language, c.locale.countryCode) : undefined;
  const display = labelDisplay(setting('orderLabel'));
  const list = css`
    margin: 0;
    padding: 0;
  `;
  const skeleton = css`
    list-style: none;
    height: 96px;
    margin: 12px 0;
    border-radius: var(--status-radius, 8px);
    background: var(--status-border, #eee);
    opacity: 0.5;
  `;
  const muted = css`
    color: var(--status-muted, #666);
    font-size: 14px;
  `;
  return (
    <section aria-labelledby="status-orders-heading" class={screen}>
      <h2
        id="status-orders-heading"
        class={css`
          margin: 0 0 8px;
          font-size: 18px;
        `}
      >
        {t('orders.heading')}
      </h2>
      {data === null && loading ? (
        <ul class={list} aria-busy="true" aria-label={t('orders.loading')}>
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <li key={i} class={skeleton} aria-hidden="true" />
          ))}
        </ul>
      ) : data && data.length > 0 ? (
        <ul class={list}>
          {data.map((o) => (
            <OrderRow key={o.id} order={o} locale={locale} display={display} />
          ))}
        </ul>
      ) : data ? (
        <p class={muted}>{t('orders.empty')}</p>
      ) : null}
      {error && <p role="alert">{t(error.messageKey)}</p>}
      {pageCursor && data && (
        <button
          type="button"
          class={buttonClass(true)}
          style={{ width: '100%', marginTop: '12px' }}
          aria-disabled={loading || undefined}
          onClick={() => void loadMoreOrders()}
        >
          {t('orders.loadMore')}
        </button>
      )}
    </section>
  );
}

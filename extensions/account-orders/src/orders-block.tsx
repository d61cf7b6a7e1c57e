/**
 * The Order index block (target customer-account.order-index.block.render): the order arriving
 * next with its estimated delivery, and 'Buy again' for the customer's delivered orders, each a
 * link (the store's add-to-cart link) that adds the order's items the shop still sells to the
 * shopper's cart and opens the cart. Nothing at all when there is neither, so the Orders page keeps
 * no empty box. A retry when the API cannot answer. Strings from the extension's own locales/*.json.
 */
import { useEffect } from 'preact/hooks';
import type { ArrivingOrder, BuyAgainOrder } from '../../shared/account-api';
import { api, t } from '../../shared/shopify';
import { loadOrders, orders } from './orders';

/** The block; loads when it mounts. */
export function OrdersBlock() {
  useEffect(() => void loadOrders(), []);
  const state = orders.value;
  if (state.kind === 'not-offered' || state.kind === 'signed-out') return null;
  if (state.kind === 'ready' && !state.data.arriving && !state.data.buyAgain.length) return null;
  return (
    <s-section heading={t('title')}>
      {state.kind === 'loading' && <s-spinner accessibilityLabel={t('loading')} />}
      {state.kind === 'failed' && (
        <s-banner tone="critical">
          <s-paragraph>{t('error')}</s-paragraph>
          <s-button onClick={() => void loadOrders()}>{t('retry')}</s-button>
        </s-banner>
      )}
      {state.kind === 'ready' && (
        <s-stack gap="base">
          {state.data.arriving && <Arriving order={state.data.arriving} />}
          {state.data.buyAgain.map((order) => <BuyAgain key={order.id} order={order} />)}
        </s-stack>
      )}
    </s-section>
  );
}

function Arriving({ order }: { order: ArrivingOrder }) {
  const date = new Date(order.estimatedDeliveryAt);
  const when = Number.isNaN(date.getTime()) ? '' : api().i18n.formatDate(date, { weekday: 'long', month: 'long', day: 'numeric' });
  return <s-paragraph>{when ? t('arrivingBy', { name: order.name, date: when }) : t('arriving', { name: order.name })}</s-paragraph>;
}

function BuyAgain({ order }: { order: BuyAgainOrder }) {
  const count = order.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <s-stack direction="inline" gap="base" alignItems="center">
      {order.lines.slice(0, 3).map((line) => line.image && <s-image key={line.variantId} src={line.image} alt={line.title} inlineSize="auto" aspectRatio="1" objectFit="cover" />)}
      <s-stack gap="small-300">
        <s-text>{order.name}</s-text>
        <s-text color="subdued">{t('items', { count })}</s-text>
      </s-stack>
      <s-button href={order.cartUrl} accessibilityLabel={t('buyAgainLabel', { name: order.name })}>{t('buyAgain')}</s-button>
    </s-stack>
  );
}

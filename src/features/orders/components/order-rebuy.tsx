/**
 * 'Buy again' on a receipt (docs/product.md#features, #error-messages 'Adding to the cart'): the
 * button, then the outcome in a live region: 'Added to cart' with a 'View cart' link; 'Added, some
 * items unavailable' or "Whoops, we couldn't add this order to the cart" with each item that was
 * not added and why ('Item is sold out', 'Item is no longer available', 'Unable to add item to
 * cart').
 */
import type { Rebuy } from '../state/order-rebuy';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { t, addTexts } from '../../../i18n';
import { CART_FAILURE_TEXT } from '../../../storefront/cart-errors';
import cartEn from '../../../i18n/en/cart';

addTexts(cartEn);

export interface OrderRebuyProps {
  /** this order's last re-buy, or null */
  state: Rebuy | null;
  /** starts the re-buy (the store's action) */
  onBuy(): void;
  /** the store's cart page, e.g. '/cart' */
  cartUrl: string;
}

/** The 'Buy again' button and what came of it. */
export function OrderRebuy({ state, onBuy, cartUrl }: OrderRebuyProps) {
  const busy = !!state?.busy;
  const outcome = state?.outcome;
  return (
    <div class={css`flex:1 1 100%;`}>
      <button type="button" class={buttonClass()} style={{ width: '100%' }} aria-disabled={busy || undefined} onClick={() => !busy && onBuy()}>
        {t('cart.buyAgain')}
      </button>
      <div role="status" class={css`margin-top:8px;font-size:14px;&:empty{display:none;}`}>
        {outcome === 'all' && (
          <p class={css`margin:0;`}>
            {t('cart.added')} <a href={cartUrl} class={css`color:var(--status-text);font-weight:600;`}>{t('cart.viewCart')}</a>
          </p>
        )}
        {(outcome === 'some' || outcome === 'none') && (
          <>
            <p class={outcome === 'none' ? errorClass() : css`margin:0 0 4px;font-weight:600;`}>
              {t(outcome === 'some' ? 'error.rebuyPartial' : 'error.rebuyFailed')}
            </p>
            <ul class={css`margin:0;padding-left:18px;`}>
              {state!.failures.map((f, i) => (
                <li key={i}>{t('cart.itemFailure', { title: f.item.title, reason: t(CART_FAILURE_TEXT[f.failure]) })}</li>
              ))}
            </ul>
            {outcome === 'some' && (
              <a href={cartUrl} class={css`color:var(--status-text);font-weight:600;`}>{t('cart.viewCart')}</a>
            )}
          </>
        )}
      </div>
    </div>
  );
}

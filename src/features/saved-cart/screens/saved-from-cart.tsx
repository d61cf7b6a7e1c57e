/**
 * Saved from cart (docs/product.md#route-table 'saved-from-cart', alias 'saved'; only when the saved setting
 * is on): the products the shopper put in the store cart, newest first, each with its variant,
 * 'Add to cart' and remove. A lazy screen chunk; reads the saved-from-cart and product stores.
 */
import { useEffect } from 'preact/hooks';
import { loadSavedCart, savedCart } from '../state/saved-cart';
import { customerId } from '../../../session/session';
import { useSavedProducts } from '../../favorites';
import { SavedCartRow } from '../components/saved-cart-row';
import { RetryAlert } from '../../../ui/retry-alert';
import { SkeletonRow } from '../../../ui/skeleton';
import { css } from '../../../styles';
import { t, addTexts } from '../../../i18n';
import collectionEn from '../../../i18n/en/collection';
import savedEn from '../../../i18n/en/saved';
import cartEn from '../../../i18n/en/cart';

addTexts(collectionEn);
addTexts(savedEn);
addTexts(cartEn);

/** The Saved from cart screen; loads the list on mount and when the shopper signs in or out. */
export default function SavedFromCart() {
  const who = customerId.value;
  useEffect(() => {
    void loadSavedCart();
  }, [who]);
  const { data, loading, error } = savedCart.value;
  const { products, loading: looking } = useSavedProducts(data);
  const byId = new Map(products.map((p) => [p.id, p]));
  const rows = (data ?? []).filter((i) => byId.has(i.productId));
  return (
    <div class={css`padding:16px;`}>
      <h3 class={css`margin:0 0 12px;font-size:18px;`}>{t('collection.savedFromCart')}</h3>
      {rows.length ? (
        <ul class={css`margin:0;padding:0;`}>
          {rows.map((i) => <SavedCartRow key={i.id} item={i} product={byId.get(i.productId)!} />)}
        </ul>
      ) : (
        ((loading && !data) || looking) && <SkeletonRow />
      )}
      {data && !data.length && !loading && <p>{t('savedCart.empty')}</p>}
      {error && !data && <RetryAlert message={t(error.messageKey)} onRetry={() => void loadSavedCart(true)} />}
    </div>
  );
}

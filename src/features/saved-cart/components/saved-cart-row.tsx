/**
 * One item saved from the cart (docs/product.md#route-table 'SavedFromCart'; 5 'Add to cart requires a chosen
 * variant'): image, title and price as a link to the product, the variant (a select when the
 * product has several and none was saved), 'Add to cart' and 'Remove {title}' (announced as
 * `status:remove-item` and `status:items-updated` once the API removed it). Add to cart
 * without a chosen variant shows 'Select {variants}'; a store refusal shows its reason.
 */
import { useState } from 'preact/hooks';
import type { Product, SavedItem } from '../../../api/types';
import { addVariantToCart } from '../../orders';
import { removeSavedItem, savedCart } from '../state/saved-cart';
import { emit } from '../../../storefront/page-events';
import { SelectField } from '../../../ui/form-field';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { t } from '../../../i18n';
import { safeUrl } from '../../../lib/web-url';

/** @param item the saved item; @param product its product (for title, image and variants) */
export function SavedCartRow({ item, product }: { item: SavedItem; product: Product }) {
  const variants = Array.isArray(product.variants) ? product.variants : [];
  const saved = variants.find((v) => v.id === item.variantId);
  const only = variants.length === 1 ? variants[0] : undefined;
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const variantId = saved?.id ?? only?.id ?? (Number(chosen) || item.variantId || null);
  const id = `status-saved-${item.id}`;

  const add = async () => {
    if (busy) return;
    if (!variantId) {
      setStatus({ error: true, text: t('error.selectVariant', { variants: variants.map((v) => v.title).join(' / ') }) });
      return;
    }
    setBusy(true);
    const failed = await addVariantToCart(variantId);
    setBusy(false);
    setStatus(failed ? { error: true, text: t(failed) } : { error: false, text: t('cart.added') });
  };

  // docs/product.md#events, as the page's save button announces its removals
  const remove = () =>
    removeSavedItem(item.id).then(() => {
      const list = savedCart.value.data ?? [];
      if (list.some((i) => i.id === item.id)) return; // failed: the store showed its toast
      emit('status:remove-item', { productId: item.productId, variantId: item.variantId, list: 'savedFromCart' });
      emit('status:items-updated', { list: 'savedFromCart', count: list.length });
    });
  return (
    <li class={css`display:grid;grid-template-columns:72px 1fr;gap:12px;padding:12px 0;border-bottom:1px solid var(--status-border);list-style:none;`}>
      <img src={safeUrl(product.image)} alt="" width={72} height={72} loading="lazy" class={css`width:72px;height:72px;object-fit:cover;border-radius:var(--status-radius);background:#f3f3f3;`} />
      <div>
        <a href={safeUrl(product.url)} class={css`display:block;margin-bottom:4px;color:inherit;font-weight:600;`}>
          {product.title}
        </a>
        {(saved || only) && (saved ?? only)!.title !== 'Default Title' && <p class={css`margin:0 0 8px;color:var(--status-muted);font-size:13px;`}>{(saved ?? only)!.title}</p>}
        {!saved && variants.length > 1 && (
          <SelectField
            id={`${id}-variant`}
            label={t('savedCart.variant', { title: product.title })}
            value={chosen}
            placeholder={t('savedCart.chooseVariant')}
            options={variants.map((v) => ({ value: String(v.id), label: v.title }))}
            onValue={(v) => {
              setChosen(v);
              setStatus(null);
            }}
          />
        )}
        <div class={css`display:flex;gap:8px;flex-wrap:wrap;`}>
          <button type="button" class={buttonClass()} aria-disabled={busy ? 'true' : undefined} onClick={add}>
            {t('savedCart.addToCart')}
          </button>
          <button type="button" class={buttonClass(true)} onClick={remove}>
            {t('savedCart.remove', { title: product.title })}
          </button>
        </div>
        <p role={status?.error ? 'alert' : 'status'} class={status?.error ? errorClass() : css`margin:8px 0 0;font-size:14px;`}>
          {status?.text ?? ''}
        </p>
      </div>
    </li>
  );
}

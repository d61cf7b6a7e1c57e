/**
 * A product card (docs/product.md#routes For you sections): image with its size reserved, title, variant
 * title, price in the shopper's currency and the compare-at price struck through, all one link
 * to the product page.
 */
import type { ComponentChildren } from 'preact';
import type { Product } from '../api/types';
import { css } from '../styles';
import { visuallyHiddenClass } from '../styles/ui';
import { t } from '../i18n';
import { formatMoney, productPrice } from '../lib/money';
import { pageConfig } from '../settings/config';
import { safeUrl } from '../lib/web-url';

/** Card image box, px (the `medium` image size). */
export const CARD_IMAGE_PX = 140;


/** One product as a list item; `product.url` and `image` that fail the URL rule (lib/web-url.ts) are not rendered. `children` (e.g. a favorite toggle) follow the link inside the item. */
export function ProductCard({ product, children }: { product: Product; children?: ComponentChildren }) {
  const cfg = pageConfig.value;
  const currency = cfg ? cfg.locale.currency : 'USD';
  const price = productPrice(product, currency, cfg ? cfg.shopCurrency : currency);
  // the store's own way of writing a price, for the page's currency (lib/money.ts)
  const money = (n: number) => formatMoney(n, price.currency, price.currency === currency && cfg?.moneyExample);
  const muted = css`color:var(--status-muted);font-size:13px;`;
  return (
    <li class={css`flex:0 0 ${CARD_IMAGE_PX}px;min-width:0;list-style:none;position:relative;`}>
      <a href={safeUrl(product.url)} class={css`display:grid;gap:2px;color:inherit;text-decoration:none;`}>
        <img
          src={safeUrl(product.image)}
          alt=""
          width={CARD_IMAGE_PX}
          height={CARD_IMAGE_PX}
          loading="lazy"
          decoding="async"
          class={css`width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:var(--status-radius);background:#f3f3f3;margin-bottom:4px;`}
        />
        <span class={css`font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;`}>{product.title}</span>
        {product.variantTitle ? <span class={muted}>{product.variantTitle}</span> : null}
        <span>
          {price.compareAt !== null && <span class={visuallyHiddenClass()}>{t('product.salePrice')} </span>}
          {money(price.amount)}
          {price.compareAt !== null && (
            <>
              {' '}
              <span class={visuallyHiddenClass()}>{t('product.compareAt')} </span>
              <s class={muted}>{money(price.compareAt)}</s>
            </>
          )}
        </span>
      </a>
      {children}
    </li>
  );
}

/**
 * `<status-collection>`'s list (`status-collection-list.js`, a panel-build entry sharing the
 * panel's runtime), which its plain-DOM body (elements/collection.ts) loads on intent or when the
 * browser is first idle: the product collection block (docs/product.md#features, #collection-element-attributes,
 * #limits). Attributes: `type` (recentlyViewed | popularToday | savedFromCart | favorites; anything else:
 * recentlyViewed), `product-amount` (numeric, default 4, at most 12), `show-carousel` (true unless 'false': one
 * scrolling row; else a wrapping grid), `hide-if-empty`, `show-product-titles`,
 * `show-wishlist-button` (each true only when 'true'). A headed list of product links (image,
 * title when asked, price in the shopper's currency), with a favorite toggle per product when
 * asked. Recently viewed and Popular today come from For you's public answer (Recently viewed
 * holds at most 8); favorites and saved from cart from their stores (asked for only when the
 * shopper may have some: boot.ts `mayHaveSaved`), products from the shared
 * batch. Its minimum height is reserved by the embed's CSS; with `hide-if-empty` an empty block
 * hides itself once its list has loaded.
 */
import { useEffect, useState } from 'preact/hooks';
import type { PageConfig } from '../settings/types';
import type { Product } from '../api/types';
import { forYou, loadForYou } from '../features/for-you';
import { requestProducts } from '../cache/product-store';
import { favorites, isFavorite, loadFavorites, toggleFavorite } from '../features/favorites';
import { loadSavedCart, savedCart } from '../features/saved-cart';
import { pageConfig } from '../settings/config';
import { formatMoney, productPrice } from '../lib/money';
import { whenIdle } from '../lib/idle';
import { safeUrl } from '../lib/web-url';
import { addTexts, t } from '../i18n';
import collectionEn from '../i18n/en/collection';
import texts from '../i18n/en/elements';
import { mayHaveSaved } from './boot';
import { mount, type ElementProps } from './mount';
import { productCollectionOptions } from './collection-options';
import { SEAL } from '../styles/seal';

addTexts(collectionEn);
addTexts(texts);



/** Product ids of a saved list, newest first. */
const idsOf = (items: { productId: number }[] | null | undefined) => (items ?? []).map((i) => i.productId);

function ProductCollection({ el, css }: ElementProps) {
  const o = productCollectionOptions(el);
  const [saved, setSaved] = useState<Product[] | null>(null);
  const fromForYou = o.type === 'recentlyViewed' || o.type === 'popularToday';
  const savedIds = o.type === 'favorites' ? idsOf(favorites.value.data) : o.type === 'savedFromCart' ? idsOf(savedCart.value.data) : [];
  useEffect(() => {
    // When the browser is idle: no request in the page's busy start (docs/architecture.md#what-loads-when).
    if (fromForYou) whenIdle(() => void loadForYou({ noRefresh: true }));
    else if (mayHaveSaved()) {
      whenIdle(() => {
        if (o.type === 'favorites') void loadFavorites();
        else void loadSavedCart();
      });
    } else setSaved([]); // a new visitor has saved nothing: no request
  }, [o.type]);
  const key = savedIds.slice(0, o.amount).join();
  useEffect(() => {
    if (fromForYou) return;
    const loaded = o.type === 'favorites' ? favorites.value.data : savedCart.value.data;
    if (!loaded) return;
    requestProducts(savedIds.slice(0, o.amount)).then(setSaved, () => setSaved([]));
  }, [key, o.type, !!(o.type === 'favorites' ? favorites.value.data : savedCart.value.data)]);
  const f = forYou.value;
  const products = (fromForYou ? f.data?.[o.type as 'recentlyViewed' | 'popularToday'] ?? (f.error ? [] : null) : saved)?.slice(0, o.amount) ?? null;
  const empty = products !== null && !products.length;
  const hide = empty && o.hideIfEmpty;
  useEffect(() => {
    el.hidden = hide;
  }, [hide]);
  if (hide) return null;
  const cfg = pageConfig.value;
  const money = (p: Product) => {
    const price = productPrice(p, cfg?.locale.currency ?? 'USD', cfg?.shopCurrency ?? 'USD');
    return formatMoney(price.amount, price.currency, price.currency === cfg?.locale.currency && cfg.moneyExample);
  };
  const heading = t(`collection.${o.type}`);
  const list = o.carousel
    ? css`display:flex;gap:12px;overflow-x:auto;scroll-snap-type:x mandatory;list-style:none;margin:0;padding:0 0 8px;& > li{flex:0 0 160px;scroll-snap-align:start;}`
    : css`display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:12px;list-style:none;margin:0;padding:0;`;
  const card = css`position:relative;font:14px/1.4 system-ui,sans-serif;color:#111;& a{color:inherit;text-decoration:none;display:block;}& img{display:block;width:100%;aspect-ratio:1/1;object-fit:cover;border-radius:6px;background:#f3f3f3;}& button{${SEAL}position:absolute;top:6px;right:6px;width:32px;height:32px;border-radius:50%;background:#fff;display:flex;align-items:center;justify-content:center;cursor:pointer;}& button:focus-visible{outline:2px solid #111;}`;
  return (
    <section aria-label={heading} class={css`${SEAL}display:block;font:15px/1.4 system-ui,sans-serif;color:#111;`}>
      <h2 class={css`font:600 18px/1.3 system-ui,sans-serif;margin:0 0 12px;`}>{heading}</h2>
      {empty ? (
        <p>{t('collection.empty')}</p>
      ) : (
        <ul class={list} aria-busy={products === null ? 'true' : undefined}>
          {(products ?? []).map((p) => {
            const on = isFavorite(p.id);
            return (
              <li key={p.id} class={card}>
                <a href={safeUrl(p.url)}>
                  <img src={safeUrl(p.image)} alt={o.titles ? '' : p.title} width={160} height={160} loading="lazy" />
                  {o.titles && <span>{p.title}</span>}
                  <span class={css`display:block;font-weight:600;`}>{money(p)}</span>
                </a>
                {o.wishlist && (
                  <button type="button" aria-pressed={on ? 'true' : 'false'} onClick={() => void toggleFavorite(p.id)}
                    aria-label={t(on ? 'element.favoriteRemove' : 'element.favoriteAdd', { title: p.title })}>
                    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill={on ? 'currentColor' : 'none'} stroke="currentColor" stroke-width="2">
                      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
                    </svg>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Renders the collection block into `el`; returns its teardown (shell: disconnect). */
export function upgrade(el: HTMLElement, config: PageConfig): () => void {
  el.shadowRoot?.replaceChildren(); // the body's placeholders (elements/collection.ts)
  return mount(el, config, ProductCollection);
}

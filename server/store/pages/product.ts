/**
 * The product page (`/products/{handle}`): image, vendor, title, price (compare-at struck
 * through), a variant picker `<select name="id">` labelled by the option name, a quantity input
 * and the add-to-cart form posting to `/cart/add` (the layout's drawer script turns the post into
 * Dawn's Ajax add and opens the cart drawer). `?variant={id}` selects a variant, as on
 * Shopify; otherwise the first available one. The button reads 'Sold out' and is disabled for a
 * sold-out variant; a small inline script at the end of the body keeps it in step with the picker.
 */
import type { StoreProduct, StoreVariant } from '../catalog';
import { esc } from '../html';
import { IMAGE_SIZE } from '../shopify-json';
import type { PageContent } from './layout';
import { productGrid, variantPriceHtml } from './parts';

const isAvailable = (v: StoreVariant) => v.available && v.inventory > 0;

/** The variant a product page shows: `?variant=` when it belongs to the product, else the first available. */
export function selectedVariant(product: StoreProduct, variantParam: string | undefined): StoreVariant {
  const asked = variantParam ? product.variants.find((v) => String(v.id) === variantParam) : undefined;
  return asked ?? product.variants.find(isAvailable) ?? product.variants[0]!;
}

const PICKER_SCRIPT = `<script>(function(){var s=document.getElementById('variant-select'),b=document.getElementById('add-button'),p=document.getElementById('product-price');if(!s||!b||!p)return;s.addEventListener('change',function(){var o=s.options[s.selectedIndex],a=o.getAttribute('data-available')==='true';b.disabled=!a;b.textContent=a?'Add to cart':'Sold out';p.innerHTML=o.getAttribute('data-price-html');history.replaceState(history.state,'','?variant='+s.value);});})();</script>`;

/**
 * Renders a product page in the presentment `currency`; 'You may also like' shows up to four
 * other products of the same collection from `shopProducts` (the shop's current products).
 */
export function productPage(product: StoreProduct, currency: string, variantParam: string | undefined, shopProducts: StoreProduct[]): PageContent {
  const selected = selectedVariant(product, variantParam);
  const available = isAvailable(selected);
  const optionName = product.options[0] ?? 'Title';
  const options = product.variants
    .map((v) => {
      const label = isAvailable(v) ? v.title : `${v.title} - Sold out`;
      return `<option value="${v.id}"${v === selected ? ' selected' : ''} data-available="${isAvailable(v)}" data-price-html="${esc(variantPriceHtml(v, currency))}">${esc(label)}</option>`;
    })
    .join('');
  const related = shopProducts.filter((p) => p.id !== product.id && p.collections[1] === product.collections[1]).slice(0, 4);
  return {
    title: product.title,
    description: product.description,
    main: `<div class="wrap">
<div class="product">
<div><img src="${esc(product.image)}" alt="${esc(product.title)}" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fetchpriority="high"></div>
<div>
<p class="vendor">${esc(product.vendor)}</p>
<div class="title-row"><h1>${esc(product.title)}</h1><status-favorite-button product-id="${product.id}" variant-id="${selected.id}" product-title="${esc(product.title)}"></status-favorite-button></div>
<div class="price" id="product-price">${variantPriceHtml(selected, currency)}</div>
<form method="post" action="/cart/add" enctype="multipart/form-data" id="product-form">
<div class="field"><label for="variant-select">${esc(optionName)}</label><select id="variant-select" name="id">${options}</select></div>
<div class="field"><label for="quantity">Quantity</label><input id="quantity" type="number" name="quantity" value="1" min="1" inputmode="numeric"></div>
<button class="btn" type="submit" name="add" id="add-button"${available ? '' : ' disabled'}>${available ? 'Add to cart' : 'Sold out'}</button>
<p class="error" role="alert" id="product-form-error" hidden></p>
</form>
<p class="save-row"><status-save-button product-id="${product.id}" variant-id="${selected.id}" product-title="${esc(product.title)}"></status-save-button></p>
<div class="prose"><p>${esc(product.description)}</p>
<p class="note">Free shipping on orders over $75. Free returns within 30 days.</p></div>
</div>
</div>
${related.length ? `<section aria-labelledby="related-heading"><h2 id="related-heading">You may also like</h2>${productGrid(related, currency, 0)}</section>` : ''}
</div>`,
    tail: PICKER_SCRIPT,
  };
}

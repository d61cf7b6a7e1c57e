/**
 * Shopify's storefront JSON shapes, built from the shop's live catalog (catalog.ts): the product of
 * `/products/{handle}.js`, the line item of `/cart/add.js` and the cart of `/cart.js`.
 * All money is in cents of the presentment currency (converted with `presentmentCents`);
 * weights are grams; images are local PNG paths (`/images/{handle}.png`, 800x800).
 */
import { presentmentCents } from './seed/catalog';
import type { StoreCatalog, StoreProduct, StoreVariant } from './catalog';
import { lineTitle, type Cart, type CartLine } from './cart-store';

/** Size in px of every product image (`/images/{handle}.png`). */
export const IMAGE_SIZE = 800;

const isGiftCard = (p: StoreProduct) => p.productType === 'Gift card';

/** Shipping weight of a product's variants in grams (0 for gift cards). */
export function gramsOf(product: StoreProduct): number {
  return isGiftCard(product) ? 0 : 150 + (product.id % 7) * 100;
}

/** A fixed timestamp per product in Shopify's format, e.g. `2024-01-01T10:00:00-05:00`. */
function stamp(product: StoreProduct, extraDays: number): string {
  const ms = Date.UTC(2024, 0, 1, 15) + ((product.id % 100) * 3 + extraDays) * 86_400_000 - 5 * 3_600_000;
  return `${new Date(ms).toISOString().slice(0, 19)}-05:00`;
}

/** Shopify's variant JSON (as in `/products/{handle}.js`). */
export function variantJson(product: StoreProduct, variant: StoreVariant, currency: string) {
  const options = [variant.option1];
  return {
    id: variant.id,
    title: variant.title,
    option1: variant.option1,
    option2: null,
    option3: null,
    sku: variant.sku,
    requires_shipping: !isGiftCard(product),
    taxable: !isGiftCard(product),
    featured_image: null,
    available: variant.available && variant.inventory > 0,
    name: lineTitle(product, variant),
    public_title: variant.title === 'Default Title' ? null : variant.title,
    options,
    price: presentmentCents(variant.price, currency),
    weight: gramsOf(product),
    compare_at_price: variant.compareAtPrice === null ? null : presentmentCents(variant.compareAtPrice, currency),
    inventory_management: 'shopify',
    barcode: `0${String(variant.id).slice(-11)}`,
    requires_selling_plan: false,
    selling_plan_allocations: [],
    quantity_rule: { min: 1, max: null, increment: 1 },
  };
}

/**
 * Shopify's product JSON served at `/products/{handle}.js`: id, title, handle, description
 * (HTML), published_at, created_at, vendor, type, tags, price / price_min / price_max (cents),
 * available, price_varies, compare_at_price(_min/_max/_varies), variants, images,
 * featured_image, options [{name, position, values}], url, media.
 */
export function productJson(product: StoreProduct, currency: string) {
  const variants = product.variants.map((v) => variantJson(product, v, currency));
  const prices = variants.map((v) => v.price);
  const compares = variants.map((v) => v.compare_at_price ?? 0);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const compareMin = Math.min(...compares);
  const compareMax = Math.max(...compares);
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    description: `<p>${product.description.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
    published_at: stamp(product, 1),
    created_at: stamp(product, 0),
    vendor: product.vendor,
    type: product.productType,
    tags: product.tags,
    price: min,
    price_min: min,
    price_max: max,
    available: variants.some((v) => v.available),
    price_varies: min !== max,
    compare_at_price: compareMax > 0 ? compareMin || null : null,
    compare_at_price_min: compareMin,
    compare_at_price_max: compareMax,
    compare_at_price_varies: compareMin !== compareMax,
    variants,
    images: [product.image],
    featured_image: product.image,
    options: product.options.map((name, i) => ({
      name,
      position: i + 1,
      values: [...new Set(product.variants.map((v) => v.option1))],
    })),
    url: `/products/${product.handle}`,
    media: [
      {
        alt: product.title,
        id: product.id * 10 + 1,
        position: 1,
        preview_image: { aspect_ratio: 1, height: IMAGE_SIZE, width: IMAGE_SIZE, src: product.image },
        aspect_ratio: 1,
        height: IMAGE_SIZE,
        media_type: 'image',
        src: product.image,
        width: IMAGE_SIZE,
      },
    ],
    requires_selling_plan: false,
    selling_plan_groups: [],
  };
}

/**
 * Shopify's cart line item JSON (items of `/cart.js`, the result of `/cart/add.js`), priced at the
 * variant's current price in `catalog` (cents of `currency`).
 * @throws Error when `catalog` does not have the line's variant (CartStore.get drops such lines)
 */
export function lineItemJson(line: CartLine, currency: string, catalog: StoreCatalog) {
  const found = catalog.variantById(line.variantId);
  if (!found) throw new Error(`cart line with unknown variant ${line.variantId}`);
  const { product, variant } = found;
  const price = presentmentCents(variant.price, currency);
  const defaultOnly = product.variants.length === 1 && variant.title === 'Default Title';
  return {
    id: variant.id,
    properties: line.properties,
    quantity: line.quantity,
    variant_id: variant.id,
    key: line.key,
    title: lineTitle(product, variant),
    price,
    original_price: price,
    presentment_price: price / 100,
    discounted_price: price,
    line_price: price * line.quantity,
    original_line_price: price * line.quantity,
    total_discount: 0,
    discounts: [],
    sku: variant.sku,
    grams: gramsOf(product),
    vendor: product.vendor,
    taxable: !isGiftCard(product),
    product_id: product.id,
    product_has_only_default_variant: defaultOnly,
    gift_card: isGiftCard(product),
    final_price: price,
    final_line_price: price * line.quantity,
    url: `/products/${product.handle}?variant=${variant.id}`,
    featured_image: { aspect_ratio: 1, alt: product.title, height: IMAGE_SIZE, url: product.image, width: IMAGE_SIZE },
    image: product.image,
    handle: product.handle,
    requires_shipping: !isGiftCard(product),
    product_type: product.productType,
    product_title: product.title,
    product_description: product.description,
    variant_title: defaultOnly ? null : variant.title,
    variant_options: [variant.option1],
    options_with_values: product.options.map((name) => ({ name, value: variant.option1 })),
    line_level_discount_allocations: [],
    line_level_total_discount: 0,
    has_components: false,
  };
}

/**
 * Shopify's cart JSON served at `/cart.js`: token, note, attributes, original_total_price,
 * total_price, total_discount, total_weight (grams), item_count, items, requires_shipping,
 * currency, items_subtotal_price, cart_level_discount_applications. Money in cents of `currency`,
 * at the current prices of `catalog`.
 */
export function cartJson(cart: Cart, currency: string, catalog: StoreCatalog) {
  const items = cart.lines.map((l) => lineItemJson(l, currency, catalog));
  const total = items.reduce((n, i) => n + i.final_line_price, 0);
  return {
    token: cart.token,
    note: cart.note,
    attributes: cart.attributes,
    original_total_price: items.reduce((n, i) => n + i.original_line_price, 0),
    total_price: total,
    total_discount: 0,
    total_weight: items.reduce((n, i) => n + i.grams * i.quantity, 0),
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    items,
    requires_shipping: items.some((i) => i.requires_shipping),
    currency,
    items_subtotal_price: total,
    cart_level_discount_applications: [],
  };
}

/** The JSON of a whole cart; see `cartJson`. */
export type CartJson = ReturnType<typeof cartJson>;

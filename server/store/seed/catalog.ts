/**
 * The demo shop's catalog (docs/local-stack.md#data-and-seed): one shop, 24+ products with variants, prices in cents
 * in the shop currency (USD) with presentment prices for other currencies, and local images
 * that the storefront emulator draws as PNG at `/images/{handle}.png`.
 * The local Shopify owns it; server/seed/catalog.ts re-exports it for code that still imports it from there.
 */

export const SHOP_ID = 'demo-shop';
export const SHOPIFY_DOMAIN = 'demo-shop.myshopify.com';
export const SHOP_CURRENCY = 'USD';

/** Presentment currencies (one per market of the demo shop, admin/seed-shop.ts) and their rate from USD; prices round to whole cents. */
export const CURRENCY_RATES: Record<string, number> = { USD: 1, EUR: 0.92, GBP: 0.79, CAD: 1.36, AUD: 1.52 };

export interface SeedVariant {
  id: number;
  title: string;
  option1: string;
  sku: string;
  /** cents, shop currency */
  price: number;
  /** cents, shop currency, or null */
  compareAtPrice: number | null;
  inventory: number;
  available: boolean;
}

export interface SeedProduct {
  id: number;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  description: string;
  tags: string[];
  /** option names, e.g. ['Size'] */
  options: string[];
  variants: SeedVariant[];
  /** path on the storefront, e.g. /images/canvas-tote.png */
  image: string;
  /** hex color used to draw the product image */
  color: string;
  /** collection handles */
  collections: string[];
  /** orders in the last day, for 'Popular today' */
  popularity: number;
}

export interface SeedCollection { id: number; handle: string; title: string; description: string }

export const COLLECTIONS: SeedCollection[] = [
  { id: 5001, handle: 'all', title: 'All products', description: 'Everything in the shop.' },
  { id: 5002, handle: 'apparel', title: 'Apparel', description: 'Soft things to wear.' },
  { id: 5003, handle: 'home', title: 'Home', description: 'For the kitchen and the shelf.' },
  { id: 5004, handle: 'accessories', title: 'Accessories', description: 'Small things that travel.' },
];

type Row = [title: string, type: string, collection: string, basePrice: number, color: string, options: string, values: string[]];

const ROWS: Row[] = [
  ['Canvas Tote', 'Bag', 'accessories', 2800, '#c8a165', 'Color', ['Natural', 'Black']],
  ['Merino Beanie', 'Hat', 'apparel', 3400, '#6b7f5e', 'Color', ['Moss', 'Charcoal', 'Rust']],
  ['Linen Shirt', 'Shirt', 'apparel', 7800, '#d9d2c3', 'Size', ['S', 'M', 'L', 'XL']],
  ['Organic Tee', 'Shirt', 'apparel', 2600, '#f2f2f2', 'Size', ['XS', 'S', 'M', 'L', 'XL']],
  ['Wool Socks', 'Socks', 'apparel', 1800, '#8c5a3c', 'Size', ['S/M', 'L/XL']],
  ['Rain Jacket', 'Jacket', 'apparel', 14800, '#2f5d8a', 'Size', ['S', 'M', 'L']],
  ['Denim Apron', 'Apron', 'home', 4200, '#3b5674', 'Size', ['One size']],
  ['Stoneware Mug', 'Mug', 'home', 2200, '#b7b1a6', 'Color', ['Sand', 'Slate']],
  ['Pour-over Set', 'Coffee', 'home', 5600, '#4a3b30', 'Size', ['2 cups', '4 cups']],
  ['Oak Cutting Board', 'Kitchen', 'home', 6400, '#a67c52', 'Size', ['Small', 'Large']],
  ['Beeswax Candle', 'Candle', 'home', 1900, '#e8c36a', 'Scent', ['Honey', 'Cedar', 'Unscented']],
  ['Cotton Throw', 'Blanket', 'home', 8900, '#c98f8f', 'Color', ['Blush', 'Oat']],
  ['Leather Wallet', 'Wallet', 'accessories', 5200, '#6e4b2a', 'Color', ['Tan', 'Brown']],
  ['Steel Bottle', 'Bottle', 'accessories', 3200, '#9aa5ad', 'Size', ['500 ml', '750 ml']],
  ['Sunglasses', 'Eyewear', 'accessories', 9500, '#222222', 'Color', ['Tortoise', 'Black']],
  ['Field Notebook', 'Stationery', 'accessories', 1200, '#d5b26b', 'Paper', ['Dot', 'Lined', 'Blank']],
  ['Brass Pen', 'Stationery', 'accessories', 4800, '#b5973e', 'Ink', ['Black', 'Blue']],
  ['Weekender Bag', 'Bag', 'accessories', 16800, '#5a4634', 'Color', ['Olive', 'Navy']],
  ['Hoodie', 'Sweater', 'apparel', 6800, '#7a7f86', 'Size', ['S', 'M', 'L', 'XL']],
  ['Chino Pants', 'Pants', 'apparel', 8200, '#b39b74', 'Size', ['30', '32', '34', '36']],
  ['Table Linen', 'Kitchen', 'home', 3600, '#e1ddd3', 'Size', ['4 napkins', '8 napkins']],
  ['Ceramic Planter', 'Planter', 'home', 4400, '#8aa37b', 'Size', ['Small', 'Medium', 'Large']],
  ['Bamboo Towels', 'Bath', 'home', 3900, '#d6e0e3', 'Color', ['White', 'Mist']],
  ['Silk Scarf', 'Scarf', 'accessories', 7200, '#a23b5a', 'Print', ['Garden', 'Wave']],
  ['Travel Kit', 'Bath', 'accessories', 2900, '#5f7d8c', 'Size', ['One size']],
  ['Gift Card', 'Gift card', 'accessories', 2500, '#1f6f5c', 'Amount', ['$25', '$50', '$100']],
];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

/** Units in stock of CAPPED_VARIANT_ID: one, so a cart takes at most one ('You can only add 1 ...'). */
export const CAPPED_INVENTORY = 1;

/**
 * A catalog row as a product: id 7001 + row, variant ids 4000{product}{n}. Linen Shirt - XL is
 * sold out (inventory 0) and Silk Scarf - Garden has CAPPED_INVENTORY units.
 */
function toProduct([title, productType, collection, basePrice, color, option, values]: Row, i: number, id: number): SeedProduct {
  const handle = slug(title);
  const onSale = i % 9 === 4;
  return {
    id,
    handle,
    title,
    vendor: 'Demo Goods',
    productType,
    description: `The ${title.toLowerCase()} from Demo Goods: made to last, priced fairly.`,
    tags: [collection, productType.toLowerCase()],
    options: [option],
    variants: values.map((value, n) => {
      const price = option === 'Amount' ? Number(value.slice(1)) * 100 : basePrice + n * 200;
      const soldOut = title === 'Linen Shirt' && value === 'XL';
      const capped = title === 'Silk Scarf' && value === 'Garden';
      return {
        id: Number(`4000${id}${n + 1}`),
        title: value,
        option1: value,
        sku: `${handle.toUpperCase()}-${n + 1}`,
        price,
        compareAtPrice: onSale ? Math.round(price * 1.25) : null,
        inventory: soldOut ? 0 : capped ? CAPPED_INVENTORY : 20 + n,
        available: !soldOut,
      };
    }),
    image: `/images/${handle}.png`,
    color,
    collections: ['all', collection],
    popularity: (i * 37) % 23,
  };
}

/** 26 products; ids 7001.., variant ids 4000{product}{n}. Two are on sale, one variant is sold out, one has a single unit. */
export const PRODUCTS: SeedProduct[] = ROWS.map((row, i) => toProduct(row, i, 7001 + i));

/**
 * Products the shop has deleted: they are in old orders' line items (with their image, which
 * the store still serves) but in no collection, no product JSON, no cart and no product batch,
 * so re-buying one gets the store's 422 'Cannot find variant'.
 */
export const RETIRED_PRODUCTS: SeedProduct[] = [
  toProduct(['Glass Lantern', 'Lighting', 'home', 3800, '#c9b27c', 'Size', ['Small', 'Large']], 0, 7090),
].map((p) => ({ ...p, collections: [], popularity: 0 }));

/** Linen Shirt - XL: sold out ('The product 'Linen Shirt - XL' is already sold out.'). */
export const SOLD_OUT_VARIANT_ID = 400070034;
/** Silk Scarf - Garden: CAPPED_INVENTORY in stock ('You can only add 1 Silk Scarf - Garden to the cart.'). */
export const CAPPED_VARIANT_ID = 400070241;
/** Glass Lantern - Small, of a retired product ('Cannot find variant'). */
export const RETIRED_VARIANT_ID = 400070901;

/** Converts cents in the shop currency to cents in `currency` (unknown currencies: unchanged). */
export function presentmentCents(cents: number, currency: string): number {
  return Math.round(cents * (CURRENCY_RATES[currency] ?? 1));
}

/** A variant of the catalog or of a retired product, for line items of orders. */
export const orderableVariantById = (id: number) => {
  for (const p of [...PRODUCTS, ...RETIRED_PRODUCTS]) for (const v of p.variants) if (v.id === id) return { product: p, variant: v };
  return undefined;
};
export const productByHandle = (handle: string) => PRODUCTS.find((p) => p.handle === handle);

/**
 * The demo shop's multipass secret (Shopify admin: Settings > Customer accounts > Multipass).
 * The reference API signs store-login tokens with it; the storefront emulator verifies them.
 * Local demo value only: a real shop's secret lives in the API's database, never in code.
 */
export const DEMO_MULTIPASS_SECRET = 'demo-multipass-secret-for-local-runs-only';

/** The app's secret (Shopify's API secret key) for the local stack: it signs session tokens, webhooks and app proxy requests. Local runs only. */
export const DEMO_APP_SECRET = 'demo-app-secret-for-local-runs-only';

/**
 * The storefront's read view of the shop's live catalog (docs/local-stack.md#what-runs): the product pages, the
 * product JSON, the Ajax Cart API, search, collections and images read the same products, prices
 * and stock that Admin GraphQL answers and the webhooks carry, so a change through
 * `PATCH /dev/variants/{id}` or `DELETE /dev/products/{id}` shows on the storefront at once, as in
 * a real shop. Products come out in the storefront's shape (`StoreProduct`: money in cents of the
 * shop currency). The shop's data holds no theme content (description, option names, drawing
 * color, collection membership, popularity); that comes from the seed by product id, and a product
 * the seed does not know gets plain defaults.
 */
import type { ShopProduct, ShopVariant } from './admin/model';
import { COLLECTIONS, PRODUCTS, RETIRED_PRODUCTS, type SeedCollection, type SeedProduct, type SeedVariant } from './seed/catalog';

/** A product as the storefront shows it; money in cents of the shop currency. */
export type StoreProduct = SeedProduct;
/** A variant as the storefront shows it: `available` is true while `inventory` is above 0. */
export type StoreVariant = SeedVariant;
export type StoreCollection = SeedCollection;

/** What the storefront reads of the shop's catalog. Every call reads the live data (no caching). */
export interface StoreCatalog {
  /** The products the shop has, in the shop's order (deleted ones left out). */
  products(): StoreProduct[];
  /** A product the shop has, by handle; undefined for unknown and deleted ones. */
  productByHandle(handle: string): StoreProduct | undefined;
  /** A product the shop has, by id; undefined for unknown and deleted ones. */
  productById(id: number): StoreProduct | undefined;
  /** A variant of a product the shop has, with its product; undefined for unknown ids and deleted products. */
  variantById(id: number): { product: StoreProduct; variant: StoreVariant } | undefined;
  /** Any product the shop has or had, by handle: deleted products keep their image for old orders' line items. */
  imageProductByHandle(handle: string): StoreProduct | undefined;
  /** The storefront's collections. */
  collections(): StoreCollection[];
  /** A collection by handle. */
  collectionByHandle(handle: string): StoreCollection | undefined;
  /** The products the shop has in a collection, in the shop's order. */
  productsIn(collectionHandle: string): StoreProduct[];
}

/** Theme content of the seed's products (live and retired), by product id. */
const THEME_CONTENT = new Map([...PRODUCTS, ...RETIRED_PRODUCTS].map((p) => [p.id, p]));

/** A shop product in the storefront's shape: live title, prices and stock over the seed's theme content. */
function storeProduct(p: ShopProduct): StoreProduct {
  const seed = THEME_CONTENT.get(p.id);
  const optionOf = (v: ShopVariant) => seed?.variants.find((s) => s.id === v.id)?.option1 ?? v.title;
  return {
    id: p.id,
    handle: p.handle,
    title: p.title,
    vendor: p.vendor,
    productType: p.productType,
    description: seed?.description ?? '',
    tags: [...p.tags],
    options: seed?.options ?? ['Title'],
    variants: p.variants.map((v) => ({
      id: v.id, title: v.title, option1: optionOf(v), sku: v.sku, price: v.price, compareAtPrice: v.compareAtPrice,
      inventory: v.inventory, available: v.inventory > 0,
    })),
    image: p.image,
    color: seed?.color ?? '#d9d9d9',
    // A deleted product is in no collection; a product the seed does not know is in 'all' only.
    collections: !p.live ? [] : seed?.collections ?? ['all'],
    popularity: seed?.popularity ?? 0,
  };
}

/**
 * The storefront's catalog over the shop's data (`shop.data.products`, the array the local
 * Shopify's Admin GraphQL and `/dev/*` routes read and change).
 */
export function liveCatalog(shop: { data: { products: ShopProduct[] } }): StoreCatalog {
  const live = () => shop.data.products.filter((p) => p.live);
  const products = () => live().map(storeProduct);
  return {
    products,
    productByHandle: (handle) => {
      const p = live().find((x) => x.handle === handle);
      return p && storeProduct(p);
    },
    productById: (id) => {
      const p = live().find((x) => x.id === id);
      return p && storeProduct(p);
    },
    variantById: (id) => {
      const p = live().find((x) => x.variants.some((v) => v.id === id));
      if (!p) return undefined;
      const product = storeProduct(p);
      return { product, variant: product.variants.find((v) => v.id === id)! };
    },
    imageProductByHandle: (handle) => {
      // a live product wins over a deleted one that had the same handle
      const p = live().find((x) => x.handle === handle) ?? shop.data.products.find((x) => x.handle === handle);
      return p && storeProduct(p);
    },
    collections: () => COLLECTIONS,
    collectionByHandle: (handle) => COLLECTIONS.find((c) => c.handle === handle),
    productsIn: (handle) => products().filter((p) => p.collections.includes(handle)),
  };
}

/**
 * `<status-collection>`'s attributes (docs/product.md#collection-element-attributes): the product collection block's
 * options, for its body and its list.
 */

const TYPES = ['recentlyViewed', 'popularToday', 'savedFromCart', 'favorites'] as const;
export type ProductCollectionType = (typeof TYPES)[number];
/** docs/product.md#limits: the block shows at most 12 items; docs/product.md#validation: 4 by default. */
export const MAX_ITEMS = 12;
export const DEFAULT_ITEMS = 4;

/**
 * The product collection block's settings from its attributes (docs/product.md#validation); bad values fall back to the
 * defaults.
 */
export function productCollectionOptions(el: Element) {
  const a = (n: string) => el.getAttribute(n);
  const type = (TYPES as readonly string[]).includes(a('type') ?? '') ? (a('type') as ProductCollectionType) : 'recentlyViewed';
  const n = parseInt(a('product-amount') ?? '', 10);
  return {
    type,
    amount: Math.min(MAX_ITEMS, n > 0 ? n : DEFAULT_ITEMS),
    carousel: a('show-carousel') !== 'false',
    hideIfEmpty: a('hide-if-empty') === 'true',
    titles: a('show-product-titles') === 'true',
    wishlist: a('show-wishlist-button') === 'true',
  };
}

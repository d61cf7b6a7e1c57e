/**
 * The product a favorite or save button stands for, from its attributes (`product-id`,
 * `variant-id`, `product-title`; docs/product.md#cart-and-favorites-input): ids are positive
 * integers or invalid (`valid` false) / null (variant); the title falls back to `fallback`.
 */
export function productAttributes(el: HTMLElement, fallback: string): { productId: number; variantId: number | null; title: string; valid: boolean } {
  const productId = Number(el.getAttribute('product-id'));
  const variant = Number(el.getAttribute('variant-id'));
  return {
    productId,
    variantId: Number.isInteger(variant) && variant > 0 ? variant : null,
    title: el.getAttribute('product-title') || fallback,
    valid: Number.isInteger(productId) && productId > 0,
  };
}

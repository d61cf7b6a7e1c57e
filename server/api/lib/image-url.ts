/**
 * The `Image.url` field the API asks Shopify for, on product and line item images: sized by
 * Shopify's CDN to at most 400 px a side. The widget draws these images at most about 200 CSS px
 * wide (the collection element's grid cards; For you's cards are 140), so 400 px covers 2x
 * screens, where a shop's originals are often 2048 px or more: bytes a shopper on a slow phone
 * would download and decode for nothing.
 */
export const IMAGE_URL_FIELD = 'url(transform: {maxWidth: 400, maxHeight: 400})';

/**
 * Admin GraphQL's `Image` (API 2026-07): `url(transform:)` answers the image sized as Shopify's CDN
 * serves it, `?width=W&height=H` on the original's URL, never larger than the original
 * (IMAGE_SIZE) and multiplied by `scale`. Shopify's limits are checked: 1..5760 px, scale 1..3.
 */
import { GraphQLError } from 'graphql';
import { IMAGE_SIZE } from '../shopify-json';

/** `ImageTransformInput`, the fields this store applies (crop and content type are best-effort: ignored). */
export interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  scale?: number | null;
}

const inRange = (v: number | null | undefined, max: number) => v == null || (Number.isInteger(v) && v >= 1 && v <= max);

/**
 * `url` of the original image sized by `transform`; the original when it asks no size.
 * @throws GraphQLError when a size is outside 1..5760 or the scale outside 1..3
 */
export function transformedImageUrl(url: string, transform: ImageTransform | null | undefined): string {
  if (!transform) return url;
  const { maxWidth, maxHeight, scale } = transform;
  if (!inRange(maxWidth, 5760) || !inRange(maxHeight, 5760) || !inRange(scale, 3)) {
    throw new GraphQLError('Invalid transform: maxWidth and maxHeight must be between 1 and 5760, scale between 1 and 3.', { extensions: { code: 'BAD_REQUEST' } });
  }
  if (maxWidth == null && maxHeight == null) return url;
  // the demo store's images are square: the smaller bound decides both sides
  const side = Math.min(IMAGE_SIZE, Math.min(maxWidth ?? Infinity, maxHeight ?? Infinity) * (scale ?? 1));
  return `${url}${url.includes('?') ? '&' : '?'}width=${side}&height=${side}`;
}

/** An `Image` object: `url` takes the `transform` argument. */
export function imageView(url: string, alt: string) {
  return { id: null, url: (a: { transform?: ImageTransform | null }) => transformedImageUrl(url, a.transform), altText: alt };
}

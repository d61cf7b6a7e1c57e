/**
 * Product images of the demo store: `/images/{handle}.svg`, an 800x800 SVG with the product
 * title on its color (docs/local-stack.md#data-and-seed: local images, no external requests). Served with a one-year
 * immutable cache: an image draws only a product's title, type and color, which prices, stock and
 * deletion leave as they are.
 */
import type { Hono } from 'hono';
import type { StoreCatalog, StoreProduct } from './catalog';
import { esc } from './html';
import { IMAGE_SIZE } from './shopify-json';

/** Relative luminance (0..1) of a `#rrggbb` color. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Text color readable on `background`: near-black on light colors, white on dark ones. */
export function inkFor(background: string): string {
  return luminance(background) > 0.35 ? '#1c1c1c' : '#ffffff';
}

/** Draws a product's image: its title and type on its color, with a soft product silhouette. */
export function productSvg(product: StoreProduct): string {
  const s = IMAGE_SIZE;
  const ink = inkFor(product.color);
  const words = product.title.split(' ');
  const lines = words.length > 2 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : [product.title];
  const text = lines
    .map((line, i) => `<text x="400" y="${560 + i * 64}" text-anchor="middle" font-size="56" font-weight="600">${esc(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}" role="img" aria-label="${esc(product.title)}">` +
    `<rect width="${s}" height="${s}" fill="${esc(product.color)}"/>` +
    `<circle cx="400" cy="320" r="150" fill="${ink}" fill-opacity="0.12"/>` +
    `<rect x="310" y="230" width="180" height="180" rx="28" fill="${ink}" fill-opacity="0.18"/>` +
    `<g fill="${ink}" font-family="Helvetica, Arial, sans-serif">${text}` +
    `<text x="400" y="${lines.length > 1 ? 720 : 660}" text-anchor="middle" font-size="28" letter-spacing="4" fill-opacity="0.7">${esc(product.productType.toUpperCase())}</text></g>` +
    `</svg>`;
}

/**
 * Registers `GET /images/:file` (`{handle}.svg`) for the shop's products and the deleted ones
 * (their images stay, as on Shopify's CDN, for old orders' line items); 404 for unknown handles.
 */
export function registerImages(app: Hono, catalog: StoreCatalog): void {
  app.get('/images/:file', (c) => {
    const file = c.req.param('file');
    const handle = file.endsWith('.svg') ? file.slice(0, -4) : undefined;
    const product = handle === undefined ? undefined : catalog.imageProductByHandle(handle);
    if (!product) return c.text('Not found', 404);
    return c.body(productSvg(product), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}

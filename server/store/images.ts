/**
 * Product images of the demo store: `/images/{handle}.png`, an 800x800 PNG of a soft product
 * silhouette on the product's color (docs/local-stack.md#data-and-seed: local images, no external
 * requests). Raster, as on Shopify's CDN, which takes no SVG as product media: the browser decodes
 * a PNG off the main thread, where an SVG image is a document parsed on it. The title is not drawn
 * (the pages and the widget write it beside the image). Served with a one-year immutable cache: an
 * image depends only on the product's color, which prices, stock and deletion leave as they are.
 */
import type { Hono } from 'hono';
import { PNG } from 'pngjs';
import type { StoreCatalog, StoreProduct } from './catalog';
import { IMAGE_SIZE } from './shopify-json';

/** The red, green and blue channels (0..255) of a `#rrggbb` color. */
const rgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** Relative luminance (0..1) of a `#rrggbb` color. */
function luminance(hex: string): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Text color readable on `background`: near-black on light colors, white on dark ones. */
export function inkFor(background: string): string {
  return luminance(background) > 0.35 ? '#1c1c1c' : '#ffffff';
}

/** Ink's opacity at pixel (x, y) of the 800 px drawing: a circle behind a rounded square. */
function inkAlpha(x: number, y: number): number {
  const dx = Math.abs(x - 400);
  const dy = Math.abs(y - 320);
  const square = dx <= 90 && dy <= 90 && (dx <= 62 || dy <= 62 || (dx - 62) ** 2 + (dy - 62) ** 2 <= 28 ** 2) ? 0.18 : 0;
  const circle = dx * dx + dy * dy <= 150 ** 2 ? 0.12 : 0;
  return 1 - (1 - square) * (1 - circle);
}

/** Draws a product's image as PNG bytes, `size` px square: its color with a soft silhouette in the readable ink. */
export function productPng(product: StoreProduct, size = IMAGE_SIZE): Buffer {
  const scale = 800 / size;
  const color = /^#[0-9a-f]{6}$/i.test(product.color) ? product.color : '#d9d9d9';
  const back = rgb(color);
  const ink = rgb(inkFor(color));
  const png = new PNG({ width: size, height: size, colorType: 2, inputHasAlpha: false });
  for (let y = 0, i = 0; y < size; y++) {
    for (let x = 0; x < size; x++, i += 3) {
      // outside the circle's box only the background is drawn
      const a = Math.abs(x * scale - 400) > 150 || Math.abs(y * scale - 320) > 150 ? 0 : inkAlpha(x * scale, y * scale);
      for (let c = 0; c < 3; c++) png.data[i + c] = Math.round(back[c]! * (1 - a) + ink[c]! * a);
    }
  }
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false });
}

/** The side in px that `?width=&height=` ask for, as Shopify's CDN sizes: never above the original; the original for no or bad values. */
function requestedSide(width: string | undefined, height: string | undefined): number {
  const px = (v: string | undefined) => (v && /^[1-9]\d{0,3}$/.test(v) ? Number(v) : Infinity);
  return Math.min(IMAGE_SIZE, px(width), px(height));
}

/**
 * Registers `GET /images/:file` (`{handle}.png`, optionally `?width=&height=` as Admin GraphQL's
 * `url(transform:)` writes them) for the shop's products and the deleted ones (their images stay,
 * as on Shopify's CDN, for old orders' line items); 404 for unknown handles. Each image and size
 * is drawn once per process.
 */
export function registerImages(app: Hono, catalog: StoreCatalog): void {
  const drawn = new Map<string, Buffer>();
  app.get('/images/:file', (c) => {
    const file = c.req.param('file');
    const handle = file.endsWith('.png') ? file.slice(0, -4) : undefined;
    const product = handle === undefined ? undefined : catalog.imageProductByHandle(handle);
    if (!product) return c.text('Not found', 404);
    const side = requestedSide(c.req.query('width'), c.req.query('height'));
    const key = `${product.handle}:${product.color}:${side}`;
    let bytes = drawn.get(key);
    if (!bytes) {
      if (drawn.size >= 1000) drawn.clear();
      drawn.set(key, (bytes = productPng(product, side)));
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}

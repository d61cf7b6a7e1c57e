/**
 * Screenshot comparison for the isolation tests (docs/security.md 'Hostile pages: theme CSS'): two PNG screenshots
 * of the same size compared pixel by pixel with pixelmatch, reporting the share of pixels that
 * differ. pixelmatch's `threshold` (0..1, YIQ colour distance) decides when one pixel differs;
 * anti-aliasing is not counted (its default), so sub-pixel font edges do not fail a test.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The outcome of comparing two screenshots. */
export interface ScreenshotDiff {
  /** width x height of both images, px */
  width: number;
  height: number;
  /** pixels compared (width x height) */
  pixels: number;
  /** pixels that differ */
  different: number;
  /** different / pixels, 0..1 */
  ratio: number;
}

/** pixelmatch's per-pixel colour tolerance: small, so a different color or font shows. */
export const PIXEL_THRESHOLD = 0.1;

/** A rectangle in image pixels. */
export interface Rect { x: number; y: number; width: number; height: number }

/** Paints `rect` black in `png` (RGBA), so both images agree there. */
function blank(png: PNG, rect: Rect): void {
  for (let y = Math.max(0, Math.floor(rect.y)); y < Math.min(png.height, Math.ceil(rect.y + rect.height)); y++) {
    for (let x = Math.max(0, Math.floor(rect.x)); x < Math.min(png.width, Math.ceil(rect.x + rect.width)); x++) {
      png.data.set([0, 0, 0, 255], (y * png.width + x) * 4);
    }
  }
}

/**
 * Compares PNG buffers `a` and `b`, leaving out the `exclude` rectangles (e.g. our me-button on a
 * page compared with the same page without the widget). Images of different sizes count as
 * entirely different (the larger area), since a size change is itself a layout change.
 */
export function diffScreenshots(a: Buffer, b: Buffer, exclude: Rect[] = []): ScreenshotDiff {
  const x = PNG.sync.read(a);
  const y = PNG.sync.read(b);
  for (const r of exclude) {
    blank(x, r);
    blank(y, r);
  }
  if (x.width !== y.width || x.height !== y.height) {
    const pixels = Math.max(x.width * x.height, y.width * y.height);
    return { width: Math.max(x.width, y.width), height: Math.max(x.height, y.height), pixels, different: pixels, ratio: 1 };
  }
  const pixels = x.width * x.height;
  const different = pixelmatch(x.data, y.data, undefined, x.width, x.height, { threshold: PIXEL_THRESHOLD });
  return { width: x.width, height: x.height, pixels, different, ratio: pixels ? different / pixels : 0 };
}

/**
 * The theme patterns the storefront emulator draws with `?theme={name}` on any store page (the
 * product page lets the theme's own add to cart run), the app embed rendered as on every page.
 * Each reproduces, in our own markup, a structure the popular Shopify themes use (./pattern.ts).
 */
import { cartNotification } from './cart-notification';
import { classMenuDrawer } from './class-menu-drawer';
import { dialogCart } from './dialog-cart';
import { menuDetails } from './dawn-menu-drawer';
import { searchDetails } from './dawn-search';
import type { StoreProduct } from '../catalog';
import type { DrawnThemePattern, ThemePattern } from './pattern';
import { inherited, polluted, rem62 } from './quirks';
import { sideCart } from './side-cart';
import { stickyHeader } from './sticky-header';

export type { DrawnThemePattern, ThemePattern } from './pattern';

/** Every pattern by its `?theme=` name. */
export const THEME_PATTERNS: ReadonlyMap<string, ThemePattern> = new Map([
  ['search-details', searchDetails],
  ['menu-details', menuDetails],
  ['menu-class', classMenuDrawer],
  ['cart-notification', cartNotification],
  ['side-cart', sideCart],
  ['dialog-cart', dialogCart],
  ['sticky-header', stickyHeader],
  ['rem-62', rem62],
  ['polluted', polluted],
  ['inherited', inherited],
]);

/**
 * The pattern named by a `?theme=` value, drawn for the shop's current products (`products` is
 * called only when the pattern lists them); undefined (the demo theme as it is) for none or an
 * unknown name.
 */
export function themePattern(name: string | undefined, products: () => readonly StoreProduct[]): DrawnThemePattern | undefined {
  const pattern = name ? THEME_PATTERNS.get(name) : undefined;
  if (!pattern) return undefined;
  const { headerTools } = pattern;
  return { ...pattern, headerTools: typeof headerTools === 'function' ? headerTools(products()) : headerTools };
}

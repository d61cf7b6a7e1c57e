/**
 * A theme pattern (`?theme={name}` on any store page, ./index.ts): the structures the popular
 * Shopify themes use for their dialogs, drawers, menus and search, written in our own markup (Dawn's
 * code may only be used with Shopify: its licence), laid into the demo theme's shell
 * (pages/layout.ts). Each pattern's overlay works as a shopper uses it: its own small inline script
 * opens and closes it, moves focus in and back, and closes it on Escape.
 */
import type { StoreProduct } from '../catalog';

export interface ThemePattern {
  /** what the pattern reproduces, one line (docs/local-stack.md's table and the test names) */
  title: string;
  /** CSS after the shell's sheet */
  css?: string;
  /** an inline script first in `<head>`, before any other script of the page */
  headScript?: string;
  /** markup before the shop's name in the header (a menu drawer's opener) */
  headerStart?: string;
  /**
   * markup first among the header's tools (a dropdown menu, search); a function draws it from the
   * shop's current products (a search that lists them)
   */
  headerTools?: string | ((products: readonly StoreProduct[]) => string);
  /**
   * The page's cart UI in place of the shell's cart drawer and its script, drawn from the drawer's
   * contents (`cartDrawerContents`: 'Your cart', 'Close', the lines, 'Check out'); the pattern's
   * own script then handles the product form's Ajax add.
   */
  cart?: (contents: string) => string;
  /** markup and inline scripts at the end of `<body>`, before the app embed */
  tail?: string;
}

/** A pattern as a page lays it in: its header tools drawn for the shop's current products. */
export type DrawnThemePattern = Omit<ThemePattern, 'headerTools'> & { headerTools?: string };

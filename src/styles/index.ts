/**
 * goober bound to the panel's shadow root (docs/security.md#hostile-pages-theme-css): classes are written into
 * the shadow root's own <style>, so theme CSS cannot reach the panel and ours cannot leak.
 *
 * Call `css` inside render (goober caches by content hash, so repeat calls are cheap), never at
 * module top level: modules evaluate before `bindStyles` runs, and a class made then would land
 * in the page's <head>. End every declaration with `;`: goober drops an unterminated last one
 * (tests/styles/css-syntax.test.ts checks).
 */
import { css as gooberCss } from 'goober';

/** The panel's shadow root, where our style sheets go (goober's, and the merchant's look: styles/merchant.ts). */
export let target: ShadowRoot | undefined;

/** Points every later `css` call at `root`. Called once by the panel entry before rendering. */
export const bindStyles = (root: ShadowRoot): void => {
  target = root;
};

/** goober's `css` writing into the bound shadow root; returns a class name. */
export const css = ((...args: Parameters<typeof gooberCss>) =>
  gooberCss.apply({ target } as never, args)) as typeof gooberCss;

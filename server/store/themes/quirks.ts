/**
 * Two theme quirks that are no overlay; each page keeps the shell's cart drawer (Dawn's: a
 * `<cart-drawer>` shown with the `active` class, body `overflow-hidden`):
 * - `html { font-size: 62.5% }` (1rem = 10px, so `rem` sizes read as pixels / 10), with the
 *   theme's own sizes in rem;
 * - a theme script that adds enumerable properties to `Object.prototype` and `Array.prototype`
 *   (Prototype-era and old jQuery plugin code still does), first in `<head>`, before any other
 *   script of the page;
 * - inherited text styles on `*`, `html` and `body`: what reaches a shadow root through its host
 *   element (a rule on `*` matches the host itself, and a page's rule beats the shadow root's
 *   `:host` rule), from Dawn's `letter-spacing` on body to a right-to-left `<html>` and a body
 *   hidden until the theme shows its own sections.
 */
import type { ThemePattern } from './pattern';

export const rem62: ThemePattern = {
  title: 'A theme with html { font-size: 62.5% } (1rem = 10px) and its own sizes in rem',
  css: 'html{font-size:62.5%}body{font-size:1.6rem}.btn{font-size:1.5rem;padding:1.3rem 2.8rem}h1{font-size:3.2rem}.nav{font-size:1.5rem}',
};

export const polluted: ThemePattern = {
  title: 'A theme script that adds enumerable Object.prototype.themeFlag and Array.prototype.each before anything else runs',
  headScript: '<script>Object.prototype.themeFlag=true;Array.prototype.each=function(fn){for(var i=0;i<this.length;i++)fn.call(this[i],this[i],i);return this;};</script>',
};

/**
 * Every inherited property a theme may set, on the three places they reach a widget from: `*`
 * (matches our host elements themselves), `html` and `body` (reach them by inheritance). The body is
 * hidden and the theme shows its own sections, as themes that hide the page until their script
 * has run do: our hosts are no section of the theme's, and stay visible. Everything in the body
 * reads right to left; the widget's languages (English, German, French) read left to right, so it
 * keeps its own direction (docs/security.md 'Hostile pages: theme CSS'). Not `<html>` or `<body>`
 * themselves: their direction becomes the viewport's, and Chromium's screenshots of such a page
 * come out blank.
 */
export const INHERITED_CSS =
  'html{font-size:22px;line-height:3;color:#7a1fa2;font-family:serif;cursor:crosshair}' +
  'body{visibility:hidden;font:italic small-caps 22px/3 Georgia,serif;letter-spacing:.2em;word-spacing:.5em;text-transform:uppercase;' +
  'text-indent:2em;text-align:right;white-space:pre-wrap;text-shadow:1px 1px 0 #f0f;color:#7a1fa2;-webkit-text-fill-color:#7a1fa2;' +
  'word-break:break-all;font-feature-settings:"smcp";font-variation-settings:"wght" 900;font-kerning:none;tab-size:20;quotes:"<<" ">>";' +
  'list-style:square inside;caret-color:lime;accent-color:orange;color-scheme:dark}' +
  '*{letter-spacing:.2em;word-spacing:.5em;text-transform:uppercase;line-height:3;font-style:italic;font-family:serif;' +
  'text-shadow:1px 1px 0 #f0f;text-indent:1em;white-space:pre-wrap;cursor:crosshair;color:#7a1fa2;font-size:22px}' +
  'body *{direction:rtl}' +
  '.skip,.announce,.site-header,main,.site-footer{visibility:visible}';

export const inherited: ThemePattern = {
  title: 'A theme whose inherited text styles on *, html and body (letter and word spacing, upper case, line height 3, serif 22px, italic, text shadow, color, right to left, body hidden) reach every host element',
  css: INHERITED_CSS,
};

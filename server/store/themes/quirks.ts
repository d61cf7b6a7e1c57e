/**
 * Two theme quirks that are no overlay; each page keeps the shell's cart drawer (Dawn's: a
 * `<cart-drawer>` shown with the `active` class, body `overflow-hidden`):
 * - `html { font-size: 62.5% }` (1rem = 10px, so `rem` sizes read as pixels / 10), with the
 *   theme's own sizes in rem;
 * - a theme script that adds enumerable properties to `Object.prototype` and `Array.prototype`
 *   (Prototype-era and old jQuery plugin code still does), first in `<head>`, before any other
 *   script of the page.
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

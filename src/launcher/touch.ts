/**
 * What the launcher needs only once the shopper has touched the page (`status-touch.js`, loaded by
 * the late half: launcher/late.ts): the step-aside watcher (the theme's drawers, menus and carts
 * open when the shopper acts) and the me-button's markup for a page whose embed drew none (a
 * browser without declarative shadow DOM), which loads it at once.
 */
export { stepAside } from './step-aside';
export { drawButton } from './button';

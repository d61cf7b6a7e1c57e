/**
 * `<status-icon>` body, loaded by the launcher's late half after the shopper's first touch
 * (docs/product.md#page-elements 'icon', #limits): the account icon in plain DOM, decorative (the page names what it
 * sits in), 24 x 24 px (reserved by the embed's CSS). It blinks every 20 s and bounces every 7.5 s as CSS animations
 * (no timers, no main-thread work); with `prefers-reduced-motion: reduce` it stays still.
 */
import type { PageConfig } from '../settings/types';
import { guarded, shadowWith } from './light/page';

/** Animation periods, ms (docs/product.md#limits). */
export const BLINK_MS = 20000;
export const BOUNCE_MS = 7500;

const CSS =
  `svg{display:block;animation:b ${BOUNCE_MS}ms ease-in-out infinite}` +
  '@keyframes b{0%,94%,100%{transform:translateY(0)}97%{transform:translateY(-4px)}}' +
  `.eyes{animation:k ${BLINK_MS}ms step-end infinite;transform-origin:12px 10px}` +
  '@keyframes k{0%,98.5%{transform:scaleY(1)}99%{transform:scaleY(.1)}}' +
  '@media (prefers-reduced-motion:reduce){svg,.eyes{animation:none}}';

/** The icon's markup: fixed, no page data in it. */
const SVG =
  '<svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2">' +
  '<circle cx="12" cy="12" r="10"/><g class="eyes"><circle cx="9" cy="10" r="1" fill="currentColor"/><circle cx="15" cy="10" r="1" fill="currentColor"/></g>' +
  '<path d="M8 15c2 2 6 2 8 0"/></svg>';

/** Draws the icon into `el`; returns its teardown (shell: disconnect; nothing to undo). Never throws. */
export function upgrade(el: HTMLElement, _config: PageConfig): () => void {
  return guarded(el.localName, () => {
    const box = document.createElement('template');
    box.innerHTML = SVG;
    shadowWith(el, CSS).append(box.content);
    return () => {};
  });
}

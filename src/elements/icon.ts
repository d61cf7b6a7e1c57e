/**
 * `<status-icon>` body, loaded by the launcher's late half after the shopper's first touch
 * (docs/product.md#page-elements 'icon', #limits): the account icon in plain DOM, decorative (the page names what it
 * sits in), 24 x 24 px (reserved by the embed's CSS). It blinks every 20 s and bounces every 7.5 s: short CSS
 * animations that a timer starts (lib/icon-motion.ts), so nothing animates between two movements;
 * with `prefers-reduced-motion: reduce` it stays still.
 */
import type { PageConfig } from '../settings/types';
import { guarded, shadowWith } from './light/page';
import { BLINK_MS, BOUNCE_MS, playEvery } from '../lib/icon-motion';

/** The bounce (450 ms, while the svg has `b`) and the blink (eyes closed 200 ms, while the eyes have `k`). */
const CSS =
  'svg{display:block}svg[b]{animation:b .45s ease-in-out}' +
  '@keyframes b{0%,to{transform:translateY(0)}50%{transform:translateY(-4px)}}' +
  '.eyes{transform-origin:12px 10px}.eyes[k]{animation:k .2s step-end}' +
  '@keyframes k{0%,to{transform:scaleY(.1)}}' +
  '@media (prefers-reduced-motion:reduce){svg,.eyes{animation:none!important}}';

/** The icon's markup: fixed, no page data in it. */
const SVG =
  '<svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2">' +
  '<circle cx="12" cy="12" r="10"/><g class="eyes"><circle cx="9" cy="10" r="1" fill="currentColor"/><circle cx="15" cy="10" r="1" fill="currentColor"/></g>' +
  '<path d="M8 15c2 2 6 2 8 0"/></svg>';

/** Draws the icon into `el` and starts its motion; returns its teardown (shell: disconnect), which stops the motion. Never throws. */
export function upgrade(el: HTMLElement, _config: PageConfig): () => void {
  return guarded(el.localName, () => {
    const box = document.createElement('template');
    box.innerHTML = SVG;
    const svg = box.content.firstElementChild!;
    const stops = [playEvery(svg, 'b', BOUNCE_MS), playEvery(svg.querySelector('.eyes')!, 'k', BLINK_MS)];
    shadowWith(el, CSS).append(box.content);
    return () => stops.forEach((stop) => stop());
  });
}

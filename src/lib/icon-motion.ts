/**
 * The status icon's motion (docs/product.md#limits: it blinks every 20 s and bounces every 7.5 s),
 * for the me-button (launcher/late.ts) and the `<status-icon>` element (elements/icon.ts). Each
 * movement is a short CSS animation that runs only while its attribute is on the element: a timer
 * sets the attribute, the animation's end removes it. Between two movements no animation runs,
 * so the browser draws no frame for us; an endless CSS animation, even one that stands still
 * for most of its cycle, keeps Chromium drawing 60 frames a second on every page
 * (docs/performance.md#the-icon-at-rest). The CSS holds the keyframes and stills them for a shopper
 * who prefers reduced motion (then no animation starts, and the attribute just stays on).
 */

/** How often the icon bounces, ms. */
export const BOUNCE_MS = 7500;
/** How often the icon blinks, ms. */
export const BLINK_MS = 20000;

/**
 * Sets attribute `name` on `el` every `ms` ms and removes it when the CSS animation named `name`
 * ends, so the next set starts it again. Returns what stops the timer.
 */
export function playEvery(el: Element, name: string, ms: number): () => void {
  el.addEventListener('animationend', (e) => (e as AnimationEvent).animationName == name && el.removeAttribute(name));
  const timer = setInterval(() => el.setAttribute(name, ''), ms);
  return () => clearInterval(timer);
}

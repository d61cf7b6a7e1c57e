/**
 * The page elements our shadow roots live in (`status-panel`, `status-toasts`, `status-shell`):
 * a theme may define a custom element of the same name itself (docs/security.md 'Hostile pages: theme CSS'), whose
 * class could attach its own shadow root (ours would then throw) or run its own lifecycle on our
 * host. Then ours is `{tag}-own` instead, an element no one defined; the page's stays its own.
 */

/** A new element `tag`, or `{tag}-own` when the page has defined `tag`. Not yet in the page. */
export const ownElement = (tag: string): HTMLElement => document.createElement(customElements.get(tag) ? tag + '-own' : tag);

/**
 * Element shells (docs/architecture.md#what-loads-when, #element-shells, docs/installing.md#page-elements):
 * the launcher defines each `status-*` element as a tiny class; the first time one comes within 300 px of the
 * viewport it loads the launcher's late half, whose `upgrade` draws the element's face (elements/face/; the
 * interactive body follows on intent): an element the shopper has not scrolled to costs nothing. The box the element keeps before and after it upgrades is
 * reserved by the app embeds' CSS (extensions/account-widget/snippets/element-boxes.liquid), so
 * upgrading shifts nothing. A body that fails to load leaves the reserved box and throws nothing
 * into the page.
 */
import type { PageConfig } from '../settings/types';
import { report } from '../lib/report';

/** What draws an element (the late half: elements/face/index.ts): `upgrade` renders into the element's shadow root; the returned function tears down (disconnect). */
export interface ElementBody {
  upgrade(el: HTMLElement, config: PageConfig): () => void;
}

/** An element's `upgrade` with the page's config at hand (the launcher's loader of its late half gives it). */
export type Upgrade = (el: HTMLElement) => () => void;

let observer: IntersectionObserver | undefined;
/** The one observer of every shell on the page (a grid may hold dozens of hearts), made at the first connect. */
const near = () =>
  (observer ||= new IntersectionObserver((entries) => {
    for (const e of entries) if (e.isIntersecting) (e.target as HTMLElement & { _near(): void })._near();
  }, { rootMargin: '300px' }));

/**
 * Defines `status-{name}` once (the launcher may run twice); on its first connect near the
 * viewport it calls `load()` (the late half) and hands itself to the upgrade it resolves to. Attributes are read live by the body (attributeChangedCallback re-renders
 * through `observed`); `observed` lists them, and each is mirrored as a property.
 */
export function defineLazy(name: string, observed: string[], load: () => Promise<Upgrade>): void {
  const tag = `status-${name}`;
  if (customElements.get(tag)) return;
  // No class fields: es2020 output would add a defineProperty helper to the launcher.
  class Shell extends HTMLElement {
    declare _off?: () => void;
    static get observedAttributes() {
      return observed;
    }
    connectedCallback() {
      near().observe(this);
    }
    /** Called once the element is within 300 px of the viewport. */
    _near() {
      near().unobserve(this);
      // Each element is drawn in a task of its own: a grid of hearts never holds the main thread
      // in one long task, so a tap on the page is answered between two of them.
      load().then(
        (upgrade) =>
          setTimeout(() => {
            if (this.isConnected && !this._off) this._off = upgrade(this);
          }),
        (e) => report(e, tag),
      );
    }
    disconnectedCallback() {
      near().unobserve(this);
      this._off?.();
      this._off = undefined;
    }
    attributeChangedCallback() {
      // only a drawn element listens: the parser's attributes, given before the upgrade, draw nothing
      if (this._off) this.dispatchEvent(new Event('status:attributes'));
    }
  }
  for (const a of observed) {
    Object.defineProperty(Shell.prototype, a.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), {
      get(this: HTMLElement) {
        return this.getAttribute(a);
      },
      set(this: HTMLElement, v: string | null) {
        if (v == null) this.removeAttribute(a);
        else this.setAttribute(a, v);
      },
    });
  }
  customElements.define(tag, Shell);
}

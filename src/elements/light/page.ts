/**
 * What a page element's body (plain DOM, no Preact) needs from the page: its shadow root with the
 * element's sheet (carrying the page's CSP nonce: styles/nonce.ts), and whether the shopper may
 * have saved lists to show (so a new visitor's page asks nothing before they act). Read here, not
 * imported from the panel's modules: a body must not pull the panel's runtime.
 */
import type { PageConfig } from '../../settings/types';
import { savedBefore } from '../../local/saved-marker';
import { report } from '../../lib/report';

/** session/session.ts's key of the remembered member (its module is the runtime's). */
const MEMBER_KEY = 'status:member';

/** One parsed sheet per CSS text, shared by every element of a kind (a page may have dozens of hearts). */
const sheets = new Map<string, CSSStyleSheet>();

/**
 * `el`'s open shadow root, emptied, with `css` as its sheet: a constructed stylesheet shared by all
 * elements of a kind (parsed once, and outside the page's CSP, which governs `<style>` elements),
 * or, where the browser has none, a `<style>` carrying the page's CSP nonce.
 */
export function shadowWith(el: HTMLElement, css: string): ShadowRoot {
  const root = el.shadowRoot || el.attachShadow({ mode: 'open' });
  root.replaceChildren();
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet == 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    root.adoptedStyleSheets = [sheet];
  } else {
    const style = document.createElement('style');
    style.nonce = (window as { __nonce__?: string }).__nonce__ || document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce || '';
    style.textContent = css;
    root.append(style);
  }
  return root;
}

/** True when a member is remembered in this browser (localStorage; false when storage is blocked). */
export function memberRemembered(): boolean {
  try {
    return !!localStorage.getItem(MEMBER_KEY);
  } catch {
    return false;
  }
}

/**
 * True when the shopper may have saved lists to show: this browser saved something before, the
 * store session has a customer, or a member is remembered (elements/boot.ts `mayHaveSaved`, for
 * bodies that run before the runtime).
 */
export function mayHaveSaved(config: PageConfig): boolean {
  return savedBefore() || !!config.customerId || memberRemembered();
}

/**
 * Runs a body's `draw` and returns its teardown; a failure (the page took the element's shadow
 * root, a throwing DOM API) is reported once and leaves the element's reserved box.
 */
export function guarded(tag: string, draw: () => () => void): () => void {
  try {
    return draw();
  } catch (e) {
    report(e, tag);
    return () => {};
  }
}

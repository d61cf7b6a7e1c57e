/**
 * `<status-favorite-button>`'s first stage, the file the launcher loads
 * (`status-favorite-button.js`). A shopper who has never saved anything and is not signed in has
 * no favorites, so every heart on the page is unpressed: this draws that button in plain DOM (the
 * look of elements/favorite-look.ts, the name 'Add {title} to favorites', `aria-pressed="false"`)
 * and loads the full body (elements/favorite-button.tsx: Preact, the favorites store) on the first
 * press, which it then replays. A shopper who may have favorites, or a page not in English, gets
 * the full body at once. So a grid of hearts costs a new visitor no script before they act.
 */
import type { PageConfig } from '../config/types';
import { savedBefore } from '../lib/saved-marker';
import texts from '../i18n/en/elements';
import { FAVORITE_BOX_CSS, HEART } from './favorite-look';

/** state/session.ts's key of the remembered member: imported from there, it would bring the whole panel entry. */
const MEMBER_KEY = 'status:member';

function remembered(): boolean {
  try {
    return !!localStorage.getItem(MEMBER_KEY);
  } catch {
    return false;
  }
}

/** Draws the button, or the full body at once; returns the teardown (shell: disconnect). Never throws. */
export function upgrade(el: HTMLElement, config: PageConfig): () => void {
  let off: (() => void) | undefined;
  let gone = false;
  const full = (press?: boolean) =>
    void import('./favorite-button').then(
      (m) => {
        if (gone || !el.isConnected || off) return;
        el.shadowRoot?.replaceChildren();
        off = m.upgrade(el, config);
        if (press) el.shadowRoot?.querySelector('button')?.click();
      },
      (e: unknown) => console.error('[status] favorite button', e),
    );
  const teardown = () => {
    gone = true;
    el.removeEventListener('status:attributes', label);
    off?.();
  };
  const label = () => {
    const id = Number(el.getAttribute('product-id'));
    button.disabled = !(Number.isInteger(id) && id > 0);
    button.setAttribute('aria-label', texts['element.favoriteAdd'].replace('{title}', el.getAttribute('product-title') || texts['element.product']));
  };
  let button: HTMLButtonElement;
  try {
    if (config.locale.language !== 'en' || savedBefore() || config.customerId || remembered()) {
      full();
      return teardown;
    }
    const root = el.shadowRoot || el.attachShadow({ mode: 'open' });
    root.innerHTML =
      `<style>button{${FAVORITE_BOX_CSS}}</style><button type="button" part="button" aria-pressed="false">` +
      `<svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="${HEART}"/></svg></button>`;
    button = root.querySelector('button')!;
    label();
    el.addEventListener('status:attributes', label);
    button.addEventListener('click', () => full(true), { once: true });
  } catch (e) {
    console.error('[status] favorite button', e);
  }
  return teardown;
}

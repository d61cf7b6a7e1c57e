/**
 * The saved link's face (`<status-saved-link>`, docs/product.md#page-elements),
 * drawn by the launcher's late half: the page's own link stays in the light DOM (shown through a
 * slot, so it works and takes its size before anything loads); a count badge over its corner
 * (absolutely positioned: no layout shift), named for screen readers ('{count} saved') and hidden
 * at 0, counted from this browser's copy of the favorites. The body (elements/saved-link.ts:
 * the favorites store's count) loads on a save on this page, on intent on the link, when the
 * runtime is on the page anyway, or after the first touch where the shopper may have favorites.
 */
import type { PageConfig } from '../../settings/types';
import { FAVORITES_LIST_KEY } from '../../local/saved-lists';
import { elementTexts } from '../light/texts';
import { SEAL } from '../../styles/seal';
import { guarded, mayHaveSaved, shadowWith } from '../light/page';
import { savedList } from './lists';
import { bodyLoader, wakeOn } from './wake';

// The host is `position:relative` (the embed's element-boxes CSS), so the badge sits on its corner
// and the page's link, shown through the slot, lays out exactly as it would without us.
const CSS =
  ':host{position:relative}' +
  `[part=badge]{${SEAL}position:absolute;top:-8px;right:-12px;min-width:18px;height:18px;padding:0 5px;box-sizing:border-box;border-radius:9px;background:#111;color:#fff;font:600 11px/18px system-ui,sans-serif;text-align:center;pointer-events:none}[hidden]{display:none}`;

/** Draws the badge into `el` and wires it; returns its teardown. Never throws. */
export function savedLink(el: HTMLElement, config: PageConfig): () => void {
  return guarded(el.localName, () => {
    const root = shadowWith(el, CSS);
    const wrap = document.createElement('span');
    const badge = document.createElement('span');
    badge.setAttribute('part', 'badge');
    badge.setAttribute('role', 'status');
    wrap.append(document.createElement('slot'), badge);
    root.append(wrap);
    const count = savedList(FAVORITES_LIST_KEY).length;
    badge.hidden = count < 1;
    badge.textContent = count > 0 ? String(count) : '';
    badge.setAttribute('aria-label', count > 0 ? elementTexts(config)('element.savedCount', { count }) : '');

    const { wake, off } = bodyLoader('saved-link', el, config, { root, said: badge });
    document.addEventListener('status:save-item', wake);
    const stop = wakeOn(el, wake, { refresh: mayHaveSaved(config) });
    return () => {
      stop();
      off();
      document.removeEventListener('status:save-item', wake);
    };
  });
}

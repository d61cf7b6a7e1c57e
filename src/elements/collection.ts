/**
 * `<status-collection>` body, a product collection block, loaded by the launcher's late half after
 * the shopper's first touch of the page (elements/face/index.ts): plain DOM, no Preact. It draws the block's placeholders at once (`product-amount` grey cards in
 * a busy list, inside the box the embed's CSS reserves), and loads its list
 * (elements/collection-list.tsx, `status-collection-list.js`, with the panel's runtime) on intent
 * on the block, when the runtime is on the page anyway, or at the first idle moment after the
 * shopper's first touch of the page (elements/face/wake.ts): the list needs the shop's products, so it
 * cannot be drawn from the page alone, and nothing of ours asks before the shopper touches the
 * page. A block of saved products (`favorites`, `savedFromCart`) with `hide-if-empty` hides at
 * once for a shopper who has saved nothing.
 */
import type { PageConfig } from '../settings/types';
import { FAVORITES_LIST_KEY, SAVED_CART_LIST_KEY } from '../local/saved-lists';
import { productCollectionOptions } from './collection-options';
import { guarded, mayHaveSaved, shadowWith } from './light/page';
import { loadChunk } from '../launcher/chunks';
import { savedList } from './face/lists';
import { wakeOn } from './face/wake';
import { SEAL } from '../styles/seal';
import { report } from '../lib/report';

const CSS =
  `ul{${SEAL}display:flex;gap:12px;overflow:hidden;list-style:none;margin:35px 0 0;padding:0}li{flex:0 0 160px;height:180px;border-radius:6px;background:#f3f3f3}`;

type ListModule = { upgrade(el: HTMLElement, config: PageConfig): () => void };

/** Draws the placeholders into `el` and loads the list; returns the teardown (shell: disconnect). Never throws. */
export function upgrade(el: HTMLElement, config: PageConfig): () => void {
  return guarded(el.localName, () => {
    const o = productCollectionOptions(el);
    const saved = o.type === 'favorites' ? FAVORITES_LIST_KEY : o.type === 'savedFromCart' ? SAVED_CART_LIST_KEY : null;
    if (o.hideIfEmpty && saved && !mayHaveSaved(config) && !savedList(saved).length) {
      el.hidden = true;
      return () => {};
    }
    const ul = document.createElement('ul');
    ul.setAttribute('aria-busy', 'true');
    for (let i = 0; i < o.amount; i++) ul.append(document.createElement('li'));
    shadowWith(el, CSS).append(ul);

    let off: (() => void) | undefined;
    let gone = false;
    let loading = false;
    const load = () => {
      if (loading || gone) return;
      loading = true;
      loadChunk<ListModule>('collection-list').then(
        (m: ListModule) => {
          if (!gone && el.isConnected) off = m.upgrade(el, config);
        },
        (e: unknown) => {
          loading = false; // the placeholders stay; the next intent tries again
          report(e, 'status-collection');
        },
      );
    };
    const stop = wakeOn(el, load, { refresh: true });
    return () => {
      gone = true;
      stop();
      off?.();
    };
  });
}

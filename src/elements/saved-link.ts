/**
 * `<status-saved-link>` body (docs/product.md#page-elements, #limits), `status-saved-link.js`: loaded on a
 * save on this page, on intent on the link, when the runtime is on the page anyway, or at the first idle
 * moment after the shopper's first touch when they may have favorites (elements/face/saved-link.ts, whose
 * face drew the count badge from this browser's copy of the favorites). It attaches the panel's
 * runtime; from then on the badge counts the favorites store's list, and until that list loads
 * the user init's `saved.wishlist` count, polled every 100 ms up to 100 tries.
 */
import type { PageConfig } from '../settings/types';
import type { Face } from './light/face';
import { guarded, mayHaveSaved } from './light/page';
import { runtime, type Runtime } from './light/runtime';
import { report } from '../lib/report';

/** Polling of the user init's saved count (docs/product.md#limits). */
export const POLL_MS = 100;
export const POLL_TRIES = 100;

/** Takes over the badge (`face.said`) in `el`; returns its teardown (shell: disconnect). Never throws. */
export function live(el: HTMLElement, config: PageConfig, face: Face): () => void {
  return guarded(el.localName, () => {
    const badge = face.said;
    if (!badge) throw new TypeError('saved link: no face to take over');
    let initCount: number | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopEffect: (() => void) | undefined;
    let gone = false;

    const paint = (rt: Runtime) => {
      const count = rt.favorites.value.data?.length ?? initCount;
      if (count === null) return; // the face's count from this browser stays until the store knows
      badge.hidden = count < 1;
      badge.textContent = count > 0 ? String(count) : '';
      badge.setAttribute('aria-label', count > 0 ? rt.t('element.savedCount', { count }) : '');
    };

    /** Until the favorites list loads, the user init's count (the panel asks for the init when it opens). */
    const poll = (m: Runtime) => {
      let tries = 0;
      timer = setInterval(() => {
        const n = m.initUser.value?.saved?.wishlist;
        if (++tries > POLL_TRIES || m.favorites.value.data || Number.isInteger(n)) {
          clearInterval(timer);
          if (Number.isInteger(n) && !m.favorites.value.data) {
            initCount = n as number;
            paint(m);
          }
        }
      }, POLL_MS);
    };

    runtime(config).then(
      (m) => {
        if (gone) return;
        face.live = true;
        if (mayHaveSaved(config)) void m.loadFavorites();
        poll(m);
        stopEffect = m.effect(() => paint(m));
      },
      (e: unknown) => report(e, 'status-saved-link'),
    );
    return () => {
      gone = true;
      clearInterval(timer);
      stopEffect?.();
    };
  });
}

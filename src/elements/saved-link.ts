/**
 * `<status-saved-link>` body (SPEC.md 1 'saved-items link with count badge', 9 'Saved-count polling
 * every 100 ms up to about 100 tries'): plain DOM, no Preact. The page's own link stays in the
 * light DOM (e.g. `<status-saved-link><a href="#status-favorites">Saved</a></status-saved-link>`,
 * so it works and takes its size before anything loads); this body adds a count badge over its
 * corner (absolutely positioned: no layout shift), named for screen readers ('{count} saved') and
 * hidden at 0. The count is drawn from this browser's copy of the favorites (features/favorites/state/saved-lists.ts);
 * once the runtime is here (elements/light/runtime.ts: the first idle moment when the shopper may
 * have favorites, a save on this page, or the panel) it is the favorites store's list length, and
 * until that list loads the user init's `saved.wishlist` count, polled every 100 ms up to 100 tries.
 */
import type { PageConfig } from '../settings/types';
import { FAVORITES_LIST_KEY, readList } from '../features/favorites/state/saved-lists';
import { elementTexts } from './light/texts';
import { guarded, mayHaveSaved, shadowWith } from './light/page';
import { afterLoadIdle, onRuntime, runtime, type Runtime } from './light/runtime';
import { SEAL } from '../styles/seal';

/** Polling of the user init's saved count (SPEC.md 9). */
export const POLL_MS = 100;
export const POLL_TRIES = 100;

// The host is `position:relative` (the embed's element-boxes CSS), so the badge sits on its corner
// and the page's link, shown through the slot, lays out exactly as it would without us.
const CSS =
  ':host{position:relative}' +
  `[part=badge]{${SEAL}position:absolute;top:-8px;right:-12px;min-width:18px;height:18px;padding:0 5px;box-sizing:border-box;border-radius:9px;background:#111;color:#fff;font:600 11px/18px system-ui,sans-serif;text-align:center;pointer-events:none}[hidden]{display:none}`;

/** Draws the badge into `el`; returns its teardown (shell: disconnect). Never throws. */
export function upgrade(el: HTMLElement, config: PageConfig): () => void {
  return guarded(el.localName, () => {
    const root = shadowWith(el, CSS);
    const wrap = document.createElement('span');
    const badge = document.createElement('span');
    badge.setAttribute('part', 'badge');
    badge.setAttribute('role', 'status');
    wrap.append(document.createElement('slot'), badge);
    root.append(wrap);

    const local = elementTexts(config.locale.language);
    let rt: Runtime | undefined;
    let initCount: number | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopEffect: (() => void) | undefined;
    let gone = false;

    const paint = () => {
      const count = rt?.favorites.value.data?.length ?? initCount ?? readList(FAVORITES_LIST_KEY).length;
      badge.hidden = count < 1;
      badge.textContent = count > 0 ? String(count) : '';
      badge.setAttribute('aria-label', count > 0 ? (rt ? rt.t : local)('element.savedCount', { count }) : '');
    };

    /** Until the favorites list loads, the user init's count (the panel asks for the init when it opens). */
    const poll = (m: Runtime) => {
      let tries = 0;
      timer = setInterval(() => {
        const n = m.initUser.value?.saved?.wishlist;
        if (++tries > POLL_TRIES || m.favorites.value.data || Number.isInteger(n)) {
          clearInterval(timer);
          if (Number.isInteger(n) && !m.favorites.value.data) (initCount = n as number), paint();
        }
      }, POLL_MS);
    };

    let attaching: Promise<void> | undefined;
    const attach = () =>
      (attaching ??= runtime(config).then(
        (m) => {
          if (gone) return;
          rt = m;
          if (mayHaveSaved(config)) void m.loadFavorites();
          poll(m);
          stopEffect = m.effect(paint);
        },
        (e: unknown) => {
          attaching = undefined;
          console.error('[status] saved link', e);
        },
      ));

    const onSave = () => void attach();
    document.addEventListener('status:save-item', onSave);
    const stopRuntime = onRuntime(() => void attach());
    if (mayHaveSaved(config)) afterLoadIdle(() => gone || void attach());
    paint();
    return () => {
      gone = true;
      clearInterval(timer);
      stopRuntime();
      stopEffect?.();
      document.removeEventListener('status:save-item', onSave);
    };
  });
}

/**
 * `<status-saved-link>` body (SPEC.md 1 'saved-items link with count badge', 9 'Saved-count polling
 * every 100 ms up to about 100 tries'): the page's own link stays in the light DOM (the embed's
 * markup: `<status-saved-link><a href="#status-favorites">Saved</a></status-saved-link>`, so it
 * works and takes its size before anything loads); this body adds a count badge over its corner
 * (absolutely positioned: no layout shift) and names the count for screen readers. The count is
 * the favorites list's length once the favorites store has it (one shared `loadFavorites()` when
 * idle, the same request as the favorite buttons, and only when the shopper may have favorites:
 * boot.ts `mayHaveSaved`); until then the user init's `saved.wishlist`
 * count, polled every 100 ms up to 100 tries (the panel loads the init when it opens). Hidden at 0.
 */
import { useEffect, useState } from 'preact/hooks';
import type { PageConfig } from '../config/types';
import { favorites, loadFavorites } from '../state/favorites';
import { addTexts, t } from '../i18n';
import { whenIdle } from '../lib/idle';
import texts from '../i18n/en/elements';
import { mayHaveSaved } from './boot';
import { mount, type ElementProps } from './mount';

addTexts(texts);

/** Polling of the user init's saved count (SPEC.md 9). */
export const POLL_MS = 100;
export const POLL_TRIES = 100;

function SavedLink({ css }: ElementProps) {
  const [initCount, setInitCount] = useState<number | null>(null);
  useEffect(() => {
    if (mayHaveSaved()) whenIdle(() => void loadFavorites());
    let tries = 0;
    const timer = setInterval(async () => {
      if (++tries > POLL_TRIES || favorites.value.data) return clearInterval(timer);
      try {
        const n = (await import('../api/init-user')).lastInitUser()?.saved?.wishlist;
        if (Number.isInteger(n)) {
          setInitCount(n as number);
          clearInterval(timer);
        }
      } catch {
        clearInterval(timer);
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, []);
  const count = favorites.value.data?.length ?? initCount ?? 0;
  const badge = css`position:absolute;top:-8px;right:-12px;min-width:18px;height:18px;padding:0 5px;box-sizing:border-box;border-radius:9px;background:#111;color:#fff;font:600 11px/18px system-ui,sans-serif;text-align:center;pointer-events:none;`;
  return (
    <span class={css`position:relative;display:inline-block;`}>
      <slot />
      {count > 0 && <span class={badge} part="badge" role="status" aria-label={t('element.savedCount', { count })}>{count}</span>}
    </span>
  );
}

/** Renders the badge into `el`; returns its teardown (shell: disconnect). */
export function upgrade(el: HTMLElement, config: PageConfig): () => void {
  return mount(el, config, SavedLink);
}

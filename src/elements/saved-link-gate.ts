/**
 * `<status-saved-link>`'s first stage, the file the launcher loads (`status-saved-link.js`): a
 * visitor who has never saved anything and is not signed in has no count to show, so the badge
 * (elements/saved-link.tsx, with the panel's runtime it needs: Preact, the favorites store) loads
 * only when they may have saved something (lib/saved-marker.ts, the store's customer, a
 * remembered member), or once they save on this page (`status:save-item`). Until then the
 * page's own link is all there is, and the header costs no script before the shopper acts.
 */
import type { PageConfig } from '../config/types';
import { savedBefore } from '../lib/saved-marker';

/** state/session.ts's key of the remembered member: imported from there, it would bring the whole panel entry. */
const MEMBER_KEY = 'status:member';

function remembered(): boolean {
  try {
    return !!localStorage.getItem(MEMBER_KEY);
  } catch {
    return false;
  }
}

/** Upgrades `el` now or on the first save; returns the teardown (shell: disconnect). Never throws. */
export function upgrade(el: HTMLElement, config: PageConfig): () => void {
  let off: (() => void) | undefined;
  let gone = false;
  const load = () =>
    void import('./saved-link').then(
      (m) => !gone && el.isConnected && !off && (off = m.upgrade(el, config)),
      (e: unknown) => console.error('[status] saved link', e),
    );
  if (savedBefore() || config.customerId || remembered()) load();
  else document.addEventListener('status:save-item', load, { once: true });
  return () => {
    gone = true;
    document.removeEventListener('status:save-item', load);
    off?.();
  };
}

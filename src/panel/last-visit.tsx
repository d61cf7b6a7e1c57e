/**
 * The last visit's lists and the line that speaks for them: a lazy chunk that starts when it loads.
 * The screen host (panel/screens.tsx) loads it, so it runs on intent once the browser is idle, or
 * on the first route but For you; full-page mode (src/account-page.ts) loads it at once. It starts
 * cache/persist.ts (For you, Orders' first page and Profile from the shopper's last visit, then
 * written back) and, through the widget's notice slot,
 * shows one line above the screen: "You're offline." while the network is off (with the last
 * visit's lists on screen, it says so), or, when a list from the last visit could not be
 * refreshed, that it may be out of date. A notice another chunk shows (the store-login alert) is
 * never replaced; this line waits until that one goes.
 */
import { effect } from '@preact/signals';
import { offline, showingLastVisit, staleLastVisit, startLastVisit } from '../cache/persist';
import { panelNotice, showPanelNotice } from './widget';
import { addTexts, t } from '../i18n';
import lastVisitEn from '../i18n/en/last-visit';
import { css } from '../styles';

addTexts(lastVisitEn);

/** The line: offline (with or without the last visit's lists), stale, or nothing. */
export function LastVisitNotice() {
  const key = offline.value ? (showingLastVisit.value ? 'lastVisit.offlineSaved' : 'lastVisit.offline') : staleLastVisit.value ? 'lastVisit.stale' : null;
  if (!key) return null;
  return (
    <p
      role="status"
      class={css`margin:12px 16px 0;padding:8px 12px;border-radius:var(--status-radius);background:var(--status-border,#eee);font-size:14px;`}
    >
      {t(key)}
    </p>
  );
}

/** Starts the lists and the line. The module runs it once, when it loads; later calls do nothing more. */
export function start(): void {
  startLastVisit();
  effect(() => {
    const show = offline.value || staleLastVisit.value;
    const notice = panelNotice.value;
    if (show && !notice) showPanelNotice(LastVisitNotice);
    else if (!show && notice === LastVisitNotice) showPanelNotice(null);
  });
}

start();

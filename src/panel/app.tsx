/**
 * The panel's content (docs/product.md#screens-and-parts 'Panel'): the dialog with its heading 'My account', Back (on
 * pages below a tab), Close, the routed screen and the bottom nav. Clicks on `#status...` links
 * inside the panel navigate without leaving the page.
 */
import { useEffect } from 'preact/hooks';
import { Dialog } from './dialog';
import { Nav } from './nav';
import { ForYou } from '../features/for-you';
import { ScreenSlot } from './screen-slot';
import { parseRoute, routeDef, routeFromHash } from '../routes/table';
import { back, navigate, route, takeLoginRedirect, loginRedirect } from './router';
import { isOpen, panelNotice } from './widget';
import { isSignedIn } from '../session/session';
import { css } from '../styles';
import { iconButtonClass } from '../styles/ui';
import { t } from '../i18n';
import { lazy } from '../ui/lazy';
import { current } from '../toasts/toast-queue';

const Toasts = lazy(() => import('../ui/toast'));

const HEADING_ID = 'status-panel-heading';

/** Navigates on clicks on `#status...` links inside the panel instead of letting the hash change. */
function onLinkClick(e: MouseEvent): void {
  if (e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = (e.target as Element | null)?.closest?.('a[href]');
  const to = a ? routeFromHash(a.getAttribute('href') || '') : null;
  if (to === null) return;
  e.preventDefault();
  navigate(to);
}

/**
 * @param onClose closes the panel (Close button, Escape, backdrop)
 * @param frame what holds the panel: the slide-out Dialog, or in full-page mode
 *   panel/page-frame.tsx (same props)
 */
export function PanelApp({ onClose, frame: Frame = Dialog }: { onClose(): void; frame?: typeof Dialog }) {
  const r = route.value;
  const { name, params } = parseRoute(r);
  const signedIn = isSignedIn.value;
  const Notice = panelNotice.value;

  // After sign-in, go where the visitor wanted to go (docs/product.md#routing-rules).
  useEffect(() => {
    if (signedIn && loginRedirect.value) navigate(takeLoginRedirect()!);
  }, [signedIn]);

  const isTab = !!routeDef(name)?.tab;
  return (
    <Frame open={isOpen} labelledBy={HEADING_ID} onClose={onClose}>
      <div class={css`display:flex;align-items:center;gap:4px;min-height:56px;padding:0 8px 0 16px;border-bottom:1px solid var(--status-border);`}>
        {!isTab && (
          <button type="button" class={iconButtonClass()} onClick={back} aria-label={t('panel.back')}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" stroke-width="2" /></svg>
          </button>
        )}
        <h2 id={HEADING_ID} class={css`flex:1;margin:0;font-size:18px;font-weight:600;`}>{t('panel.heading')}</h2>
        <button type="button" class={iconButtonClass()} onClick={onClose} aria-label={t('panel.close')}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="m5 5 10 10M15 5 5 15" fill="none" stroke="currentColor" stroke-width="2" /></svg>
        </button>
      </div>
      <div onClick={onLinkClick} class={css`flex:1;overflow-y:auto;overscroll-behavior:contain;`}>
        {Notice && <Notice />}
        {name === 'foryou' ? <ForYou /> : <ScreenSlot key={name} name={name} params={params} />}
      </div>
      <div onClick={onLinkClick}>
        <Nav current={name} />
      </div>
      {current.value && <Toasts />}
    </Frame>
  );
}

/**
 * The embedded app: App Bridge's nav menu and save bar, and the page of the current route. The
 * draft config is app state (config-store.ts): switching pages inside the app keeps it and the
 * save bar stays open on every page, so nothing typed is lost and Save works from anywhere;
 * leaving the app while the save bar shows is App Bridge's to confirm (the host asks first), and
 * a reload or closing the tab asks the browser's own question.
 */
import { NavMenu, SaveBar } from '@shopify/app-bridge-react';
import { lazy, useEffect, useRef } from 'react';
import { useConfig } from './config-context';
import { FormFrame } from './form-frame';
import { t } from './i18n';
import { HomePage } from './pages/home/HomePage';
import { listenForLinks, useRoute } from './router';

/** The save bar's id (App Bridge's `shopify.saveBar.*(id)`). */
export const SAVE_BAR_ID = 'status-config-save-bar';

const SettingsPage = lazy(() => import('./pages/settings').then((m) => ({ default: m.SettingsPage })));
const LookPage = lazy(() => import('./pages/look').then((m) => ({ default: m.LookPage })));
const ContentPage = lazy(() => import('./pages/content').then((m) => ({ default: m.ContentPage })));

export function App() {
  const route = useRoute();
  const [state, store] = useConfig();

  useEffect(() => {
    void store.load();
  }, [store]);
  useEffect(() => listenForLinks(), []);
  // A reload or a closed tab with unsaved changes: the browser asks.
  useEffect(() => {
    if (!state.dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    addEventListener('beforeunload', onBeforeUnload);
    return () => removeEventListener('beforeunload', onBeforeUnload);
  }, [state.dirty]);

  // Focus goes to the new page's heading, so keyboard and screen reader users start there.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const h1 = document.querySelector<HTMLElement>('h1');
    if (h1) {
      h1.tabIndex = -1;
      h1.focus();
    }
  }, [route]);

  const save = async () => {
    const ok = await store.save();
    if (ok) shopify.toast.show(t('saveBar.saved'));
    else if (store.getState().error) shopify.toast.show(t(store.getState().error!), { isError: true });
  };
  const blocked = state.saving || state.issues.length > 0;

  return (
    <>
      <NavMenu>
        <a href="/admin" rel="home">{t('nav.home')}</a>
        <a href="/admin/settings">{t('nav.settings')}</a>
        <a href="/admin/look">{t('nav.look')}</a>
        <a href="/admin/content">{t('nav.content')}</a>
      </NavMenu>
      <SaveBar id={SAVE_BAR_ID} open={state.dirty}>
        <button variant="primary" onClick={() => void save()} disabled={blocked} loading={state.saving ? '' : undefined}>{t('saveBar.save')}</button>
        <button onClick={() => store.discard()} disabled={state.saving}>{t('saveBar.discard')}</button>
      </SaveBar>
      {route === '/admin' ? <HomePage /> : null}
      {route === '/admin/settings' ? <FormFrame route={route} title={t('pages.settings.title')} subtitle={t('pages.settings.subtitle')} Form={SettingsPage} /> : null}
      {route === '/admin/look' ? <FormFrame route={route} title={t('pages.look.title')} subtitle={t('pages.look.subtitle')} Form={LookPage} /> : null}
      {route === '/admin/content' ? <FormFrame route={route} title={t('pages.content.title')} subtitle={t('pages.content.subtitle')} Form={ContentPage} /> : null}
    </>
  );
}

/**
 * Where the login section goes (SPEC.md 2: first on For you, Orders and Profile; 4 'Login
 * visibility': shown while not signed in). The section, the e-mail form and the sign-in store
 * are one lazy chunk (DESIGN.md 1 'For you sections'): a signed-in shopper never downloads
 * them, and for everyone else the launcher fetches the chunk in parallel with the panel on intent
 * (vite.config.ts panelPreloads), so it costs no extra round trip.
 */
import lazy, { ErrorBoundary } from 'preact-iso/lazy';
import { isSignedIn } from '../state/session';
import { t } from '../i18n';

const Section = lazy(() =>
  import('./login-section').catch((e: unknown) => {
    console.error('[status]', e);
    return { default: () => <p role="alert">{t('panel.loadFailed')}</p> };
  }),
);

/** The login section while the shopper is not signed in; nothing once they are. */
export function LoginSlot() {
  if (isSignedIn.value) return null;
  return (
    <ErrorBoundary>
      <Section />
    </ErrorBoundary>
  );
}

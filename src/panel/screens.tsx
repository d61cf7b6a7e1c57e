/**
 * Lazy route screens (DESIGN.md 1: one chunk per screen). Each is a preact-iso `lazy()` inside
 * an `ErrorBoundary`: the page loader shows if the chunk takes longer than 300 ms; a chunk that
 * fails to load, or a screen that throws while rendering, shows a translated error with Retry
 * and never breaks the store page.
 */
import type { FunctionComponent } from 'preact';
import { useErrorBoundary, useState } from 'preact/hooks';
import lazy, { ErrorBoundary } from 'preact-iso/lazy';
import { PageLoader } from '../components/skeleton';
import { css } from '../styles';
import { buttonClass } from '../styles/ui';
import { t } from '../i18n';

type ScreenProps = { params?: string[]; onRetry?(): void };
type Loader = () => Promise<{ default: FunctionComponent<ScreenProps> }>;

/** Route name -> chunk. For you is not here: it ships in the panel entry. */
export const SCREENS: Record<string, Loader> = {
  orders: () => import('../screens/orders') as Promise<{ default: FunctionComponent<ScreenProps> }>,
  profile: () => import('../screens/profile'),
  collection: () => import('../screens/collection'),
  'magic-link': () => import('../screens/magic-link'),
  'sign-out': () => import('../screens/sign-out'),
};

type LazyScreen = FunctionComponent<ScreenProps> & { preload(): Promise<unknown> };
const lazies: Record<string, LazyScreen> = {};

function report(e: unknown): void {
  console.error('[status] screen failed', e);
}

/** The lazy component for `name`; a failed load resolves to a marker so Retry can load again. */
function lazyScreen(name: string): LazyScreen {
  return (lazies[name] ||= lazy(() =>
    SCREENS[name]().catch((e: unknown) => {
      report(e);
      delete lazies[name];
      return { default: ({ onRetry }: ScreenProps) => <Failed onRetry={onRetry!} /> };
    }),
  ) as unknown as LazyScreen);
}

/** Starts loading the chunks of `names` (on intent), ignoring failures. */
export function preloadScreens(names: string[]): void {
  for (const n of names) if (SCREENS[n]) lazyScreen(n).preload().catch(() => {});
}

function Failed({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" class={css`padding:16px;display:grid;gap:12px;justify-items:start;`}>
      <p class={css`margin:0;`}>{t('panel.loadFailed')}</p>
      <button type="button" class={buttonClass()} onClick={onRetry}>
        {t('panel.retry')}
      </button>
    </div>
  );
}

/**
 * Renders the lazy screen `name` with `params`.
 * @param name a key of SCREENS
 */
export function ScreenHost({ name, params }: { name: string; params: string[] }) {
  const [error, resetError] = useErrorBoundary(report);
  const [, setAttempt] = useState(0);
  const L = lazyScreen(name);
  const retry = () => {
    resetError();
    setAttempt((n) => n + 1);
  };
  if (error) return <Failed onRetry={retry} />;
  return (
    <>
      <PageLoader wait={L.preload()} />
      <ErrorBoundary>
        <L params={params} onRetry={retry} />
      </ErrorBoundary>
    </>
  );
}


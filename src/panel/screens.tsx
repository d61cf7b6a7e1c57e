/**
 * The screen host, a lazy chunk of its own (loaded by panel/screen-slot.tsx for every route but
 * For you, and fetched on intent in parallel with the panel): lazy route screens (DESIGN.md 1:
 * one chunk per screen), named by the route table (panel/routes.ts `screen`). Each is a
 * preact-iso `lazy()` inside
 * an `ErrorBoundary`: the page loader shows if the chunk takes longer than 300 ms; a chunk that
 * fails to load, or a screen that throws while rendering, shows a translated error with Retry
 * and never breaks the store page.
 */
import type { FunctionComponent } from 'preact';
import { useErrorBoundary, useState } from 'preact/hooks';
import lazy, { ErrorBoundary } from 'preact-iso/lazy';
import { PageLoader } from '../components/page-loader';
import { css } from '../styles';
import { RetryAlert } from '../components/retry-alert';
import { t } from '../i18n';
import { routeDef } from './routes';

/** What every screen gets: the route's params, Retry after a failure, and the route's name (dynamic pages share one screen). */
type ScreenProps = { params?: string[]; onRetry?(): void; name?: string };
type Loader = () => Promise<{ default: FunctionComponent<ScreenProps> }>;

// Every screen file but For you, which ships in the panel entry; Vite turns each into a lazy chunk.
const FILES = import.meta.glob<{ default: FunctionComponent<ScreenProps> }>(['../screens/*.tsx', '!../screens/foryou.tsx']);

/** The chunk loader of route `name`'s screen (ROUTES[name].screen), or undefined. */
export function screenLoader(name: string): Loader | undefined {
  const file = routeDef(name)?.screen;
  return file ? FILES[`../screens/${file}.tsx`] : undefined;
}

type LazyScreen = FunctionComponent<ScreenProps> & { preload(): Promise<unknown> };
/** By route name; no prototype, so a name such as `constructor` finds no screen. */
const lazies: Record<string, LazyScreen> = { __proto__: null as never };

function report(e: unknown): void {
  console.error('[status] screen failed', e);
}

/** The lazy component for `name`; a failed load resolves to a marker so Retry can load again. */
function lazyScreen(name: string): LazyScreen {
  return (lazies[name] ||= lazy(() =>
    (screenLoader(name)?.() ?? Promise.reject(new Error('no screen for ' + name))).catch((e: unknown) => {
      report(e);
      delete lazies[name];
      return { default: ({ onRetry }: ScreenProps) => <Failed onRetry={onRetry!} /> };
    }),
  ) as unknown as LazyScreen);
}

/** Starts loading the chunks of `names` (on intent), ignoring failures. */
export function preloadScreens(names: string[]): void {
  for (const n of names) if (screenLoader(n)) lazyScreen(n).preload().catch(() => {});
}

function Failed({ onRetry }: { onRetry(): void }) {
  return (
    <div class={css`padding:0 16px;`}>
      <RetryAlert message={t('panel.loadFailed')} onRetry={onRetry} />
    </div>
  );
}

/**
 * Renders the lazy screen `name` with `params`.
 * @param name a route with a screen (panel/routes.ts)
 */
export default function ScreenHost({ name, params }: { name: string; params: string[] }) {
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
        <L params={params} onRetry={retry} name={name} />
      </ErrorBoundary>
    </>
  );
}


/**
 * The screen host, a lazy chunk of its own (loaded by panel/screen-slot.tsx for every route but
 * For you, and fetched on intent in parallel with the panel): lazy route screens (docs/architecture.md#what-loads-when:
 * one chunk per screen), named by the route table (routes/table.ts `screen`). The host renders a
 * screen once its chunk is here and re-renders itself when it comes, without suspending (a
 * suspended screen that the panel re-rendered meanwhile, e.g. as the last visit's lists arrived,
 * stayed blank): the page loader shows if the chunk takes longer than 300 ms; a chunk that fails
 * to load, or a screen that throws while rendering, shows a translated error with Retry and never
 * breaks the store page. A route that exists only when a merchant setting is on (favorites, saved
 * from cart) shows the page loader until the settings answer.
 */
import type { Component, FunctionComponent } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { PageLoader } from '../ui/page-loader';
import { loadOnce } from '../lib/load-once';
import { css } from '../styles';
import { RetryAlert } from '../ui/retry-alert';
import { t } from '../i18n';
import { formatRoute, resolveRoute, routeDef } from '../routes/table';
import { settingsLoaded } from '../settings/settings';
import { settingsReady } from '../settings/settings-ready';

/** Every setting off: a route that then resolves to For you exists only when a setting says so. */
const NO_SETTINGS = { wishlist: false, saved: false, profileUpdate: true };

/** True when route `name` with `params` exists only if a merchant setting is on (favorites, saved from cart). */
const needsSetting = (name: string, params: string[]) => resolveRoute(formatRoute(name, params), { signedIn: true, flags: NO_SETTINGS }).route === 'foryou';

/** The page loader until the settings answer, however long that takes (the router then keeps the route or goes to For you). */
function WaitForSettings() {
  const wait = useMemo(() => settingsReady(2 ** 31 - 1), []);
  return <PageLoader wait={wait} />;
}

/** What every screen gets: the route's params, Retry after a failure, and the route's name (dynamic pages share one screen). */
type ScreenProps = { params?: string[]; onRetry?(): void; name?: string };
type Loader = () => Promise<{ default: FunctionComponent<ScreenProps> }>;

// Every feature's screen files but For you, which ships in the panel entry; Vite turns each into a lazy chunk.
const FILES = import.meta.glob<{ default: FunctionComponent<ScreenProps> }>(['../features/*/screens/*.tsx', '!../features/for-you/screens/foryou.tsx']);
/** The screen loaders by file name ('orders' for features/orders/screens/orders.tsx); no prototype. */
const BY_NAME: Record<string, Loader> = { __proto__: null as never };
for (const path of Object.keys(FILES)) BY_NAME[path.slice(path.lastIndexOf('/') + 1, -4)] = FILES[path];

/** The chunk loader of route `name`'s screen (ROUTES[name].screen), or undefined. */
export function screenLoader(name: string): Loader | undefined {
  const file = routeDef(name)?.screen;
  return file ? BY_NAME[file] : undefined;
}

type Screen = FunctionComponent<ScreenProps>;
/** Screens whose chunk is here, by route name; no prototype, so a name such as `constructor` finds none. */
const loaded: Record<string, Screen> = { __proto__: null as never };
/** Each route's chunk loader, once (lib/load-once.ts: a failed load is forgotten, so Retry loads again). */
const loaders: Record<string, () => Promise<Screen>> = { __proto__: null as never };

function report(e: unknown): void {
  console.error('[status] screen failed', e);
}

/**
 * Loads route `name`'s screen chunk once (again after a failure) and keeps it in `loaded`.
 * @throws (rejects) when the chunk cannot load or the route has no screen
 */
function loadScreen(name: string): Promise<Screen> {
  return (loaders[name] ||= loadOnce(() =>
    (screenLoader(name)?.() ?? Promise.reject(new Error('no screen for ' + name))).then((m) => (loaded[name] = m.default))))();
}

// The last visit's lists and the offline line (./last-visit.tsx) start with the screen host: it is
// fetched on intent with the panel and runs when the browser is idle after it, or on the first
// route but For you, so they never compete with For you's first paint and the panel entry
// carries no bytes for them (its budget: docs/performance.md).
import('./last-visit').catch(() => {});

/** Starts loading the chunks of `names` (on intent), ignoring failures. */
export function preloadScreens(names: string[]): void {
  for (const n of names) if (screenLoader(n)) loadScreen(n).catch(() => {});
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
 * @param name a route with a screen (routes/table.ts)
 */
export default function ScreenHost(this: Component, { name, params }: { name: string; params: string[] }) {
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  // preact/hooks' useErrorBoundary, written out: the panel entry holds preact/hooks, and no other
  // module uses that hook, so the entry does not carry it (the panel's budget, docs/architecture.md#what-loads-when).
  this.componentDidCatch = (e: unknown) => {
    report(e);
    setError(e);
  };
  const retry = () => {
    setError(undefined);
    setAttempt((n) => n + 1);
  };
  const Screen = loaded[name];
  const wanted = !error && !Screen && !!screenLoader(name);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadScreen(name).then(
      () => live && setAttempt((n) => n + 1),
      (e: unknown) => {
        report(e);
        if (live) setError(e);
      },
    );
    return () => {
      live = false;
    };
  }, [name, wanted, attempt]);
  if (error) return <Failed onRetry={retry} />;
  // A route the settings may add (a dynamic page) or allow waits for them; once they came, the
  // router moves a route that has no screen to For you (panel/router.ts settingsArrived), just after
  // this render sees them.
  if (!screenLoader(name)) return settingsLoaded.value ? null : <WaitForSettings />;
  if (!settingsLoaded.value && needsSetting(name, params)) return <WaitForSettings />;
  return Screen ? <Screen params={params} onRetry={retry} name={name} /> : <PageLoader wait={loadScreen(name)} />;
}

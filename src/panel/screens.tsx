/**
 * The screen host, a lazy chunk of its own (loaded by panel/screen-slot.tsx for every route but
 * For you, and fetched on intent in parallel with the panel): one lazy component per route screen
 * (docs/architecture.md#what-loads-when: one chunk per screen), named by the route table
 * (routes/table.ts `screen`), made by the one lazy loader (ui/lazy.tsx) with the page loader:
 * nothing for 300 ms, then the page loader until the chunk is here; a chunk that fails to load,
 * or a screen that throws while rendering, shows a translated error with Retry and never breaks
 * the store page. A route that exists only when a merchant setting is on (favorites, saved from
 * cart) shows the page loader until the settings answer.
 */
import type { FunctionComponent } from 'preact';
import { useMemo } from 'preact/hooks';
import { PageLoader } from '../ui/page-loader';
import { css } from '../styles';
import { lazy, type LazyComponent } from '../ui/lazy';
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

/** What every screen gets: the route's params, and the route's name (dynamic pages share one screen). */
type ScreenProps = { params?: string[]; name?: string };
type ScreenModule = { default: FunctionComponent<ScreenProps> };

// Every feature's screen files but For you, which ships in the panel entry; Vite turns each into a lazy chunk.
const FILES = import.meta.glob<ScreenModule>(['../features/*/screens/*.tsx', '!../features/for-you/screens/foryou.tsx']);
/** The error in a screen's place keeps the screens' side margins. */
const failedClass = css`padding:0 16px;`;
/** The lazy screens by file name ('orders' for features/orders/screens/orders.tsx); no prototype. */
const BY_NAME: Record<string, LazyComponent<ScreenModule>> = { __proto__: null as never };
for (const path of Object.keys(FILES)) BY_NAME[path.slice(path.lastIndexOf('/') + 1, -4)] = lazy(FILES[path], { loading: PageLoader, failedClass });

/** The lazy screen of route `name` (ROUTES[name].screen), or undefined. */
export function screenOf(name: string): LazyComponent<ScreenModule> | undefined {
  const file = routeDef(name)?.screen;
  return file ? BY_NAME[file] : undefined;
}

// The last visit's lists and the offline line (./last-visit.tsx) start with the screen host: it is
// fetched on intent with the panel and runs when the browser is idle after it, or on the first
// route but For you, so they never compete with For you's first paint and the panel entry
// carries no bytes for them (its budget: docs/performance.md).
import('./last-visit').catch(() => {});

/** Starts loading the chunks of `names` (on intent), ignoring failures. */
export function preloadScreens(names: string[]): void {
  for (const n of names) screenOf(n)?.preload().catch(() => {});
}

/**
 * Renders the lazy screen `name` with `params`.
 * @param name a route with a screen (routes/table.ts)
 */
export default function ScreenHost({ name, params }: { name: string; params: string[] }) {
  const Screen = screenOf(name);
  // A route the settings may add (a dynamic page) or allow waits for them; once they came, the
  // router moves a route that has no screen to For you (panel/router.ts settingsArrived), just after
  // this render sees them.
  if (!Screen) return settingsLoaded.value ? null : <WaitForSettings />;
  if (!settingsLoaded.value && needsSetting(name, params)) return <WaitForSettings />;
  // keyed by route: a screen's failure stays with its route
  return <Screen key={name} params={params} name={name} />;
}

/**
 * Where the routed screen goes for every route but For you. The screen host (panel/screens.tsx:
 * the lazy screens, page loader and error fallback) is a chunk of its own, so the panel's first
 * chunk carries only For you (docs/architecture.md#what-loads-when); the launcher fetches it on intent in
 * parallel with the panel (build/panel-preloads.ts).
 */
import { lazy } from '../ui/lazy';

const ScreenHost = lazy(() => import('./screens'));

/** Starts loading the screen host, then the chunks of route `names` (on intent); failures are ignored. */
export function preloadScreens(names: string[]): void {
  ScreenHost.preload().then((m) => m.preloadScreens(names), () => {});
}

/** The screen of route `name` with `params`: nothing while the host loads, Retry when it cannot. */
export function ScreenSlot(props: { name: string; params: string[] }) {
  return <ScreenHost {...props} />;
}

/**
 * The one lazy-loading helper for components (docs/architecture.md#what-loads-when), in preact-iso's `lazy` shape:
 * `lazy(() => import('./x'))` is a component that renders the module's default export, with
 * `.preload()` to start loading on intent (it resolves to the module). It renders nothing while
 * the chunk loads and the spec's 'This page could not be loaded.' with Retry when it cannot; a
 * failed load is forgotten (lib/load-once.ts), so Retry or the next preload tries again.
 * It does not suspend: the panel's first chunk cannot afford preact-iso's lazy with its option
 * hooks (535 B brotli). The screen host (panel/screens.tsx) loads route screens the same way,
 * with its page loader and its own error handling.
 */
import type { ComponentProps, FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { RetryAlert } from './retry-alert';
import { t } from '../i18n';
import { loadOnce } from '../lib/load-once';

type Module = { default: FunctionComponent<any> };
/** A lazy component: props of the module's default export, and `.preload()`. */
export type LazyComponent<M extends Module> = FunctionComponent<ComponentProps<M['default']>> & { preload(): Promise<M> };

/** @param load the chunk's dynamic import, called once (again only after a failure) */
export function lazy<M extends Module>(load: () => Promise<M>): LazyComponent<M> {
  let C: M['default'] | undefined;
  const preload = loadOnce(() => load().then((m) => ((C = m.default), m)));
  const Lazy = (props: ComponentProps<M['default']>) => {
    const [, setLoaded] = useState(0);
    const [failed, setFailed] = useState(false);
    // Asked even when the chunk is here by now: it may have come between this render and the
    // effect (a preload on intent), and the render that drew nothing must be redrawn.
    useEffect(() => {
      if (!failed)
        preload().then(
          () => setLoaded(1),
          (e: unknown) => {
            console.error('[status] chunk failed', e);
            setFailed(true);
          },
        );
    }, [failed]);
    if (failed) return <RetryAlert message={t('panel.loadFailed')} onRetry={() => setFailed(false)} />;
    return C ? <C {...props} /> : null;
  };
  Lazy.preload = preload;
  return Lazy;
}

/**
 * The one lazy loader of components (docs/architecture.md#what-loads-when), in preact-iso's `lazy`
 * shape: `lazy(() => import('./x'))` is a component that renders the module's default export,
 * with `.preload()` to start loading on intent (it resolves to the module). Every use has the same
 * failure path: a chunk that cannot load, or a component that throws while rendering, shows
 * 'This page could not be loaded.' with Retry in its place and never breaks the panel or the store
 * page; Retry loads again (a failed load is forgotten: lib/load-once.ts) and renders again.
 * While the chunk loads it shows nothing, or `loading` (the screen host's page loader).
 * It does not suspend: the panel's first chunk cannot afford preact-iso's lazy with its option
 * hooks, and a suspended child that the panel re-rendered meanwhile stayed blank.
 */
import type { Component, ComponentProps, FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { RetryAlert } from './retry-alert';
import { t } from '../i18n';
import { loadOnce } from '../lib/load-once';
import { report } from '../lib/report';

type Module = { default: FunctionComponent<any> };
/** A lazy component: props of the module's default export, and `.preload()`. */
export type LazyComponent<M extends Module> = FunctionComponent<ComponentProps<M['default']>> & { preload(): Promise<M> };

/** What a use may change. */
export interface LazyOptions {
  /** shown while the chunk loads, given the load (default: nothing) */
  loading?: FunctionComponent<{ wait: Promise<unknown> }>;
  /** a class around the error, where the component's own padding would have been */
  failedClass?: string;
}

/**
 * @param load the chunk's dynamic import, called once (again only after a failure)
 * @param options what shows while loading, and around the error
 */
export function lazy<M extends Module>(load: () => Promise<M>, { loading: Loading, failedClass }: LazyOptions = {}): LazyComponent<M> {
  let C: M['default'] | undefined;
  const preload = loadOnce(() =>
    load().then((m) => {
      C = m.default;
      return m;
    }),
  );
  function Lazy(this: Component, props: ComponentProps<M['default']>) {
    const [, setLoaded] = useState(0);
    const [failed, setFailed] = useState(false);
    const fail = (e: unknown) => {
      report(e, 'chunk');
      setFailed(true);
    };
    // preact/hooks' useErrorBoundary, written out: no other module of the panel's entry uses that hook
    this.componentDidCatch = fail;
    // Asked even when the chunk is here by now: it may have come between this render and the
    // effect (a preload on intent), and the render that drew nothing must be redrawn.
    useEffect(() => {
      if (!failed) preload().then(() => setLoaded(1), fail);
    }, [failed]);
    if (failed)
      return (
        <div class={failedClass}>
          <RetryAlert message={t('panel.loadFailed')} onRetry={() => setFailed(false)} />
        </div>
      );
    return C ? <C {...props} /> : Loading ? <Loading wait={preload()} /> : null;
  }
  Lazy.preload = preload;
  return Lazy;
}

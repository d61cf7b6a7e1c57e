/**
 * Renders the default export of a lazy chunk (DESIGN.md 1): nothing while it loads, the spec's
 * 'This page could not be loaded.' with Retry when it cannot. For the panel's first chunk, which
 * cannot afford preact-iso's lazy (535 B brotli with its option hooks); lazy chunks use preact-iso.
 */
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { RetryAlert } from './retry-alert';
import { t } from '../i18n';

type Loader = () => Promise<{ default: FunctionComponent<any> }>;

const loaded = new Map<Loader, FunctionComponent<Record<string, unknown>>>();

/**
 * @param load a stable loader (lib/load-once.ts) resolving to the chunk's module; other props
 *   are passed to its default export
 */
export function Chunk({ load, ...props }: { load: Loader } & Record<string, unknown>) {
  const [, setLoaded] = useState(0);
  const [failed, setFailed] = useState(false);
  const C = loaded.get(load);
  useEffect(() => {
    if (C || failed) return;
    load().then(
      (m) => {
        loaded.set(load, m.default);
        setLoaded(1);
      },
      (e: unknown) => {
        console.error('[status] chunk failed', e);
        setFailed(true);
      },
    );
  }, [failed]);
  if (failed) return <RetryAlert message={t('panel.loadFailed')} onRetry={() => setFailed(false)} />;
  return C ? <C {...props} /> : null;
}

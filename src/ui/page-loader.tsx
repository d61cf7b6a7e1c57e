/**
 * The page loader (docs/product.md#routes, #limits): 4 placeholders, shown only when a route's screen takes
 * longer than 300 ms. Travels with the screen host chunk (panel/screens.tsx).
 */
import { useEffect, useState } from 'preact/hooks';
import { css } from '../styles';
import { t } from '../i18n';
import { skeletonBoxClass } from './skeleton';

/** Page loader delay, docs/product.md#limits. */
export const PAGE_LOADER_DELAY_MS = 300;

/**
 * The page loader: 4 placeholders, shown only if `wait` has not settled after 300 ms.
 * @param wait what the page is waiting for (a screen chunk)
 */
export function PageLoader({ wait }: { wait: Promise<unknown> }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let live = true;
    setShow(false);
    const timer = setTimeout(() => live && setShow(true), PAGE_LOADER_DELAY_MS);
    const done = () => {
      clearTimeout(timer);
      if (live) setShow(false);
    };
    wait.then(done, done);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wait]);
  if (!show) return null;
  const b = skeletonBoxClass();
  return (
    <div role="status" aria-label={t('panel.loading')} class={css`display:grid;gap:12px;padding:16px;`}>
      {[64, 140, 140, 64].map((px, i) => <div key={i} aria-hidden="true" class={b} style={`height:${px}px`} />)}
    </div>
  );
}

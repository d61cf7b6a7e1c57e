/**
 * Loading placeholders (SPEC.md 2): grey boxes the size of the content they stand for, so nothing
 * shifts when it arrives. `PageLoader` appears only when a page takes longer than 300 ms.
 */
import { useEffect, useState } from 'preact/hooks';
import { css } from '../styles';
import { t } from '../i18n';

/** Page loader delay, SPEC.md 9. */
export const PAGE_LOADER_DELAY_MS = 300;

const box = () =>
  css`background:linear-gradient(90deg,#eee,#f6f6f6,#eee);background-size:200% 100%;border-radius:var(--status-radius);animation:sk 1.2s linear infinite;@keyframes sk{to{background-position:-200% 0;}}`;

/** One placeholder product card (image, two text lines). Hidden from assistive tech. */
export function SkeletonCard() {
  const b = box();
  return (
    <div aria-hidden="true" class={css`flex:0 0 140px;display:grid;gap:6px;`}>
      <div class={b} style="height:140px" />
      <div class={b} style="height:12px;width:80%" />
      <div class={b} style="height:12px;width:40%" />
    </div>
  );
}

/** A row of `count` placeholder cards announced as 'Loading'. */
export function SkeletonRow({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label={t('panel.loading')} class={css`display:flex;gap:12px;overflow:hidden;padding:4px 0;`}>
      {Array.from({ length: count }, (_, i) => <SkeletonCard key={i} />)}
    </div>
  );
}

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
  const b = box();
  return (
    <div role="status" aria-label={t('panel.loading')} class={css`display:grid;gap:12px;padding:16px;`}>
      {[64, 140, 140, 64].map((h, i) => <div key={i} aria-hidden="true" class={b} style={`height:${h}px`} />)}
    </div>
  );
}

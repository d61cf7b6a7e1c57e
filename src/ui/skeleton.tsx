/**
 * Loading placeholders (docs/product.md#routes): grey boxes the size of the content they stand for, so nothing
 * shifts when it arrives. The page loader of other routes is ui/page-loader.tsx.
 */
import { css } from '../styles';
import { t } from '../i18n';

/** The grey, shimmering placeholder box shared by every loader. Call inside render. */
export const skeletonBoxClass = () =>
  css`background:linear-gradient(90deg,#eee,#f6f6f6,#eee);background-size:200% 100%;border-radius:var(--status-radius);animation:sk 1.2s linear infinite;@keyframes sk{to{background-position:-200% 0;}}`;

/** One placeholder product card (image, two text lines). Hidden from assistive tech. */
export function SkeletonCard() {
  const b = skeletonBoxClass();
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

/**
 * The panel's frame in full-page mode (docs/product.md#routing-rules 'A standalone app'): the same content as the
 * slide-out (heading, Back, Close, routed screen, nav) drawn in the page's own flow, filling the
 * width the page gives it. Not a modal dialog: a region named by its heading, no focus trap, no
 * backdrop, no scroll lock; the page's `<main>` stays its one main landmark. Takes the Dialog's
 * props (panel/dialog.tsx) so the panel (panel/app.tsx) draws either.
 */
import type { ComponentChildren } from 'preact';
import type { ReadonlySignal } from '@preact/signals';
import { css } from '../styles';
import { SEAL } from '../styles/seal';

/**
 * @param labelledBy id of the visible heading inside `children`
 * @param open and onClose are the Dialog's; the page is always shown (Close leaves it: account-page.ts)
 */
export function PageFrame({ labelledBy, children }: { open: ReadonlySignal<boolean>; labelledBy: string; onClose(): void; children: ComponentChildren }) {
  return (
    <section
      aria-labelledby={labelledBy}
      class={css`${SEAL}font:inherit;display:flex;flex-direction:column;min-height:70vh;max-width:720px;margin:0 auto;background:var(--status-bg);color:var(--status-text);border:1px solid var(--status-border);border-radius:8px;overflow:hidden;`}
    >
      {children}
    </section>
  );
}

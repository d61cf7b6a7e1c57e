/**
 * The panel's modal dialog (docs/product.md#screens-and-parts 'Panel', docs/architecture.md#stable-names):
 * role="dialog", aria-modal, named by its heading via aria-labelledby; focus moves in once it is painted and is trapped (Tab and
 * Shift+Tab cycle; a focused control that is removed hands focus back to the dialog), Escape and a
 * backdrop click call `onClose`. Slides in from the right (at most 420 px
 * wide, full width on small screens) and back out when `open` turns false, then stays in the
 * page hidden (`visibility: hidden`: no clicks, no focus, not in the accessibility tree).
 */
import type { ComponentChildren } from 'preact';
import type { ReadonlySignal } from '@preact/signals';
import { useEffect, useRef, useState } from 'preact/hooks';
import { css } from '../styles';
import { SEAL } from '../styles/seal';

/** True in the preview build (build/widget-config.ts `define`). */
declare const __PREVIEW__: boolean;

/** Close transition, docs/product.md#limits (widget close 400 ms). */
export const CLOSE_MS = 400;

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

function activeIn(el: HTMLElement): Element | null {
  const root = el.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

/**
 * @param open a signal: false starts the slide-out and the dialog is hidden CLOSE_MS later. Only the
 *   dialog reads it, so opening and closing re-render the dialog's frame, not its content.
 * @param labelledBy id of the visible heading inside `children`
 * @param onClose called on Escape and on a backdrop click
 */
export function Dialog({ open: isOpen, labelledBy, onClose, children }: { open: ReadonlySignal<boolean>; labelledBy: string; onClose(): void; children: ComponentChildren }) {
  const open = isOpen.value;
  const ref = useRef<HTMLDivElement>(null);
  // True once the off-screen position is committed, so the slide-in transitions; over the
  // launcher's frame (launcher/shell.ts) at once: the dialog starts in place, it already slid in.
  const [ready, setReady] = useState(() => !!document.querySelector('status-shell'));
  const on = open && ready ? ' on' : '';

  // Focus into the open dialog unless it is there already (on open, and when a removed control dropped it).
  // On open, after the frame that paints it: focus forces the browser's style and layout, and For
  // you's lists render after the dialog in the same task, so a focus there would lay the panel out
  // twice before its first paint.
  // In the admin's preview the merchant types beside the frame, which reloads as they type: it
  // takes focus only when the merchant is in it.
  const hold = () => {
    const el = ref.current!;
    if (__PREVIEW__ && !document.hasFocus()) return;
    if (open && !el.contains(activeIn(el))) el.focus();
  };

  useEffect(() => {
    if (!ready) {
      void ref.current!.offsetWidth;
      setReady(true);
    }
    hold();
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    const el = ref.current;
    if (!el) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    } else if (e.key === 'Tab') {
      const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((n) => !n.closest('[inert],[hidden]'));
      if (!items.length) {
        e.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = activeIn(el);
      if (e.shiftKey && (active === first || active === el || !el.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !el.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  return (
    // Closed, it stays in the page hidden (visibility, after the slide-out): a reopen is one frame.
    // Sealed from the theme's inherited styles (styles/seal.ts); the font is the host's, ours with !important.
    <div className={`${css`${SEAL}font:inherit;position:fixed;inset:0;z-index:2147483647;visibility:hidden;transition:visibility 0s ${CLOSE_MS}ms;&.on{visibility:visible;transition:none;}`}${open ? ' on' : ''}`}>
      <div
        data-backdrop=""
        onClick={onClose}
        className={`${css`position:absolute;inset:0;background:rgba(0,0,0,.4);opacity:0;transition:opacity ${CLOSE_MS}ms ease;&.on{opacity:1;}`}${on}`}
      />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        // A focused control removed (a route change, a removed card) leaves focus on the page's body, where Tab and Escape miss the dialog: take it back.
        onFocusOut={(e) => e.relatedTarget || setTimeout(hold)}
        className={`${css`position:absolute;top:0;right:0;bottom:0;width:100%;max-width:420px;display:flex;flex-direction:column;background:var(--status-bg);color:var(--status-text);box-shadow:-4px 0 24px rgba(0,0,0,.16);transform:translateX(100%);transition:transform ${CLOSE_MS}ms cubic-bezier(.2,.8,.2,1);outline:none;&.on{transform:none;}`}${on}`}
      >
        {children}
      </div>
    </div>
  );
}

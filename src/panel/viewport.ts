/**
 * The narrow-viewport signal (docs/product.md#routes 'Mobile wallet section appears only when
 * viewport width is 767 px or less', 9 'Mobile wallet breakpoint 767 px'): follows `matchMedia` as
 * the window is resized or turned. Without matchMedia it reads false (the wallet links stay
 * hidden).
 */
import { signal, type ReadonlySignal, type Signal } from '@preact/signals';

/** The widest viewport that counts as mobile, CSS px. */
export const MOBILE_MAX_PX = 767;

let narrow: Signal<boolean> | null = null;

/** True while the viewport is at most 767 px wide; starts listening on first call. */
export function isNarrow(): ReadonlySignal<boolean> {
  if (narrow) return narrow;
  let mql: MediaQueryList | null = null;
  try {
    mql = matchMedia(`(max-width: ${MOBILE_MAX_PX}px)`);
  } catch {
    /* no matchMedia: treat as wide */
  }
  const s = (narrow = signal<boolean>(!!mql?.matches));
  mql?.addEventListener?.('change', (e) => {
    s.value = e.matches;
  });
  return s;
}

/** Test helper: forget the listener, so the next call reads matchMedia again. */
export function resetViewport(): void {
  narrow = null;
}

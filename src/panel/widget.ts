/**
 * The widget store (docs/product.md#panel-open-and-close): open state and the notice slot. Opening
 * locks page scroll and announces `status:widget-open`; closing unlocks scroll, announces
 * `status:widget-close` (both on document, bubbling: storefront/page-events.ts) and removes the
 * `#status...` hash from the URL.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Writable } from '../lib/writable';
import type { FunctionComponent } from 'preact';
import { emit } from '../storefront/page-events';
import { statusRoute } from '../routes/hash';

/** True while the panel is open (false during the close transition). */
export const isOpen: ReadonlySignal<boolean> = signal(false);

/**
 * A component a lazy chunk asks the panel to show above the current screen (e.g. the store-login
 * alert of features/sign-in/components/store-login-alert.tsx), so its code stays in that chunk; null shows nothing.
 */
export const panelNotice: ReadonlySignal<FunctionComponent | null> = signal(null);

/** Shows `notice` above the panel's screen (replacing any other). */
export const showPanelNotice = (notice: FunctionComponent | null): void => {
  (panelNotice as Writable<typeof panelNotice>).value = notice;
};

let savedOverflow: string | null = null;

/**
 * Opens the widget: locks scroll on <html> (remembering its overflow) and dispatches
 * `status:widget-open`. No-op when open. With `page` (full-page mode, docs/product.md#routes: the panel is the
 * page) scroll is left alone.
 */
export function openWidget(page?: unknown): void {
  if (isOpen.value) return;
  const html = document.documentElement;
  savedOverflow = html.style.overflow;
  if (!page) html.style.overflow = 'hidden';
  (isOpen as Writable<typeof isOpen>).value = true;
  emit('status:widget-open');
}

/**
 * Closes the widget: restores <html> overflow, strips a `#status...` hash with
 * history.replaceState (path and query kept) and dispatches `status:widget-close`. No-op when closed.
 */
export function closeWidget(): void {
  if (!isOpen.value) return;
  document.documentElement.style.overflow = savedOverflow ?? '';
  savedOverflow = null;
  (isOpen as Writable<typeof isOpen>).value = false;
  try {
    if (statusRoute(location.hash) != null) history.replaceState(history.state, '', location.pathname + location.search);
  } catch {
    /* sandboxed frames may refuse replaceState */
  }
  emit('status:widget-close');
}

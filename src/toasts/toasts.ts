/**
 * The toast queue (docs/product.md#content-and-triggers 'Toast', #toast-queue, #limits): one toast at
 * a time; it closes after 4,000 ms (8,000 ms for trigger toasts), then the next shows. The timer that
 * dismisses lives in ui/toast.tsx, so pausing on hover or focus stays local to it. The only writer of
 * `queue` (./toast-queue.ts, where the signals live so the panel entry need not carry these actions).
 */
import { batch } from '@preact/signals';
import { queue, setQueue, type Toast } from './toast-queue';

export { current } from './toast-queue';

/** Auto-close delay of a toast, ms (docs/product.md#limits). */
export const TOAST_MS = 4000;
/** Auto-close delay of a notification-trigger toast, ms (docs/product.md#limits). */
export const TRIGGER_TOAST_MS = 8000;

let nextId = 1;
/** Queues a toast; returns its id. `ms` defaults to 4,000 (trigger toasts pass 8,000). */
export function showToast(message: string, opts: Partial<Omit<Toast, 'id' | 'message'>> = {}): number {
  const toast: Toast = { id: nextId++, message, ms: TOAST_MS, ...opts };
  setQueue([...queue.value, toast]);
  return toast.id;
}

/** Removes the toast with `id` (shown or queued); the next one then shows. */
export function dismissToast(id: number): void {
  batch(() => setQueue(queue.value.filter((t) => t.id !== id)));
}

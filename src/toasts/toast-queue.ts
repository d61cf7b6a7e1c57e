/**
 * The toast queue's signals (docs/product.md#toast-queue) and the shape of a toast, apart from the actions that change
 * them (./toasts.ts, which change them through `setQueue`): the panel entry reads `current` to know when to load the
 * toast chunk, and carries no more than this (bytes: docs/architecture.md#what-loads-when).
 */
import { signal, computed, type ReadonlySignal } from '@preact/signals';
import type { Writable } from '../lib/writable';

/** One toast in the queue. */
export interface Toast {
  id: number;
  message: string;
  /** a button in the toast (e.g. Undo); running it dismisses the toast */
  action?: { label: string; run(): void };
  /** ms on screen before it closes (paused while hovered or focused) */
  ms: number;
  /** 'error' toasts use the error colors */
  tone?: 'error';
}

/** Queued toasts, the shown one first. */
export const queue: ReadonlySignal<Toast[]> = signal([]);
/** Replaces the queue: the toast actions (./toasts.ts showToast, dismissToast) go through it. */
export const setQueue = (next: Toast[]): void => {
  (queue as Writable<typeof queue>).value = next;
};
/** The toast on screen, or null. */
export const current = computed(() => queue.value[0] ?? null);

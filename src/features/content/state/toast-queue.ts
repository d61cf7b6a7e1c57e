/**
 * The toast queue's signals (SPEC.md 4 'Toast queue'), apart from the actions that change them
 * (./toasts.ts, their only writer): the panel entry reads `current` to know when to load the
 * toast chunk, and carries no more than this (bytes: DESIGN.md 1).
 */
import { signal, computed } from '@preact/signals';
import type { Toast } from './toasts';

/** Queued toasts, the shown one first. Written only by ./toasts.ts. */
export const queue = signal<Toast[]>([]);
/** The toast on screen, or null. */
export const current = computed(() => queue.value[0] ?? null);

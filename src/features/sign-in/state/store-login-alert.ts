/**
 * The store-login alert store (docs/product.md#error-messages): which alert is on screen after a failed store
 * login, as a translation key ('error.multipassKey' or 'error.notLoggedIntoShopify'), or null.
 * Shown by features/sign-in/components/store-login-alert.tsx through the widget's notice slot; travels with the
 * after-login chunk.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Writable } from '../../../lib/writable';

/** The alert's translation key, or null when none is shown. */
export const storeLoginAlert: ReadonlySignal<string | null> = signal(null);

/** Shows the alert with translation key `key`. */
export function showStoreLoginAlert(key: string): void {
  (storeLoginAlert as Writable<typeof storeLoginAlert>).value = key;
}

/** 'Dismiss' on the alert. */
export function dismissStoreLoginAlert(): void {
  (storeLoginAlert as Writable<typeof storeLoginAlert>).value = null;
}

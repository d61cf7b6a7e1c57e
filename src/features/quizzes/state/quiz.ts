/**
 * The personalization quiz store (docs/product.md#route-table 'survey:{handle}'): what the shopper typed into a
 * quiz, by handle and field key, for as long as the page lives (the panel removes its content on
 * close; this keeps the answers), and the quiz a guest asked to save, whose answers wait here
 * until they are signed in and are then saved to their personalizations (features/profile/state/customer.ts).
 * Kept in memory only: a guest's answers are not written to the device.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Writable } from '../../../lib/writable';
import type { Draft } from '../lib/personalization';
import { ownValue } from '../../../lib/own';
import { customer, loadCustomer, savePreferences } from '../../profile';

/** Drafts by quiz handle, then by field key. */
export const quizDrafts: ReadonlySignal<Record<string, Record<string, Draft>>> = signal({});
/** The handle of the quiz a guest pressed Save on; null when none waits for sign-in. */
export const pendingQuiz: ReadonlySignal<string | null> = signal(null);

/** Keeps what the shopper chose for field `key` of quiz `handle`. */
export function setQuizDraft(handle: string, key: string, draft: Draft): void {
  (quizDrafts as Writable<typeof quizDrafts>).value = { ...quizDrafts.value, [handle]: { ...ownValue(quizDrafts.value, handle), [key]: draft } };
}

/** A guest pressed Save on quiz `handle`: its answers wait for sign-in. */
export function waitForSignIn(handle: string): void {
  (pendingQuiz as Writable<typeof pendingQuiz>).value = handle;
}

/** Forgets every draft and the waiting quiz: a fresh page for each test (the app keeps them for the page's life). */
export function resetForTests(): void {
  (quizDrafts as Writable<typeof quizDrafts>).value = {};
  (pendingQuiz as Writable<typeof pendingQuiz>).value = null;
}

/** Resolves once the signed-in customer has loaded (or failed to). */
async function customerLoaded(): Promise<void> {
  await loadCustomer();
  if (!customer.value.loading) return;
  await new Promise<void>((resolve) => {
    const stop = customer.subscribe((e) => {
      if (e.loading) return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
}

/**
 * Saves quiz `handle`'s `answers` (by field key, in the stored shapes of features/quizzes/lib/personalization.ts)
 * over the signed-in customer's other personalizations, loading the customer first if needed.
 * On success the quiz no longer waits and its drafts are dropped (the customer now holds them).
 * @returns null when saved, else 'error.savePreferences' (docs/product.md#error-messages); drafts are kept then
 */
export async function saveQuiz(handle: string, answers: Record<string, unknown>): Promise<string | null> {
  await customerLoaded();
  const error = await savePreferences(answers);
  if (!error) {
    if (pendingQuiz.value === handle) (pendingQuiz as Writable<typeof pendingQuiz>).value = null;
    const { [handle]: _, ...rest } = quizDrafts.value;
    (quizDrafts as Writable<typeof quizDrafts>).value = rest;
  }
  return error;
}

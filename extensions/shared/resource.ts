/**
 * A store of what one API route answers: a signal of the state a block or page shows (loading, a
 * failure the shopper understands, or the data) and the action that (re)loads it, written by that
 * action and by the actions of the module that owns it.
 */
import { signal } from '@preact/signals';
import { callApi, failureOf, type LoadFailure } from './account-api';

/** What a block or page shows of one route's answer. */
export type Resource<T> = { kind: 'loading' } | { kind: LoadFailure } | { kind: 'ready'; data: T };

/** The signal of GET `path` (e.g. '/customer-account/orders') and `load`, which asks the API (on start and on 'Try again'). */
export function accountResource<T>(path: string) {
  const state = signal<Resource<T>>({ kind: 'loading' });
  const load = async (): Promise<void> => {
    state.value = { kind: 'loading' };
    try {
      state.value = { kind: 'ready', data: await callApi<T>('GET', path) };
    } catch (e) {
      state.value = { kind: failureOf(e) };
    }
  };
  return { state, load };
}

/**
 * The Profile block's store: one signal of what the block shows, written only by `loadProfile`.
 */
import { signal } from '@preact/signals';
import { callApi, failureOf, type AccountProfile, type LoadFailure } from '../../shared/account-api';

export type ProfileState = { kind: 'loading' } | { kind: LoadFailure } | { kind: 'ready'; profile: AccountProfile };

/** What the block shows. */
export const profile = signal<ProfileState>({ kind: 'loading' });

/** Loads what the merchant offers and the customer's data (on start and on 'Try again'). */
export async function loadProfile(): Promise<void> {
  profile.value = { kind: 'loading' };
  try {
    profile.value = { kind: 'ready', profile: await callApi<AccountProfile>('GET', '/customer-account/profile') };
  } catch (e) {
    profile.value = { kind: failureOf(e) };
  }
}

/**
 * The Order index block's store: one signal of what the block shows, written only by `loadOrders`.
 */
import { signal } from '@preact/signals';
import { callApi, failureOf, type AccountOrders, type LoadFailure } from '../../shared/account-api';

export type OrdersState = { kind: 'loading' } | { kind: LoadFailure } | { kind: 'ready'; orders: AccountOrders };

/** What the block shows. */
export const orders = signal<OrdersState>({ kind: 'loading' });

/** Loads Buy again and the order arriving next (on start and on 'Try again'). */
export async function loadOrders(): Promise<void> {
  orders.value = { kind: 'loading' };
  try {
    orders.value = { kind: 'ready', orders: await callApi<AccountOrders>('GET', '/customer-account/orders') };
  } catch (e) {
    orders.value = { kind: failureOf(e) };
  }
}

/**
 * The addresses store (docs/product.md#screens-and-parts 'Addresses strip', #route-table
 * 'addresses', #customer-and-address 'Address', #error-messages): the signed-in customer's shipping
 * addresses, default first, read from the customer store, and the actions that add, change and
 * delete one (`/customer/{shopId}/{customerId}/address`). Every answer carries the list after the
 * change, which replaces the customer's.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import type { Address, AddressInput, AddressesResponse } from '../../../api/types';
import { addAddress, deleteAddress, updateAddress } from '../api/customer';
import { addressesFrom } from '../lib/customer-data';
import { customer, customerIds, keepAddresses, loadCustomer } from './customer';
import { isOfflineFailure } from '../../../lib/offline';

/** The customer's addresses, default first; null until the customer loaded. */
export const addresses: ReadonlySignal<Address[] | null> = computed(() => customer.value.data?.addresses ?? null);

/** Keeps the list an address call answered; an answer without one reloads the customer. */
async function keepAnswer(res: AddressesResponse): Promise<void> {
  if (Array.isArray(res?.addresses)) keepAddresses(addressesFrom(res.addresses));
  else await loadCustomer(true);
}

/**
 * Adds an address (`id` null: POST) or replaces address `id` (PUT).
 * @returns null when saved, else 'error.offline' when the network is off (the form keeps what
 *   was typed), else 'error.saveAddress' ('Unable to save address.')
 */
export async function saveAddress(id: string | null, input: AddressInput): Promise<string | null> {
  try {
    await keepAnswer(id ? await updateAddress(...customerIds(), id, input) : await addAddress(...customerIds(), input));
    return null;
  } catch (e) {
    return isOfflineFailure(e) ? 'error.offline' : 'error.saveAddress';
  }
}

/**
 * Deletes address `id` (DELETE).
 * @returns null when deleted, else 'error.offline' when the network is off, else
 *   'error.deleteAddress' ('Unable to delete address')
 */
export async function removeAddress(id: string): Promise<string | null> {
  try {
    await keepAnswer(await deleteAddress(...customerIds(), id));
    return null;
  } catch (e) {
    return isOfflineFailure(e) ? 'error.offline' : 'error.deleteAddress';
  }
}

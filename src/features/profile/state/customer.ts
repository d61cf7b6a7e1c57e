/**
 * The customer store (docs/product.md#customer-and-address 'Customer', #request-cache): the signed-in customer under
 * request-cache key 'customer', reused while fresh (noRefresh); sign-in marks it stale and
 * sign-out forgets it (session-change.ts), so the next screen fetches it again. Actions save
 * personal info and preferences with `PUT /customer/{shopId}/{customerId}` and keep the answer.
 * The addresses store (features/profile/state/addresses.ts) writes the list through `keepAddresses`.
 */
import type { ReadonlySignal } from '@preact/signals';
import type { Address, Customer, CustomerUpdate } from '../../../api/types';
import { ApiError } from '../../../api/client';
import { fetchCustomer, updateCustomer } from '../api/customer';
import { customerFrom } from '../lib/customer-data';
import { entry, load, update, type Entry } from '../../../cache/request-cache';
import { pageConfig } from '../../../settings/config';
import { customerId } from '../../../session/session';
import { isOfflineFailure } from '../../../lib/offline';

/** Request-cache key of the customer. */
export const CUSTOMER_KEY = 'customer';

const cached = entry<Customer>(CUSTOMER_KEY);
/** `{loading, error, data: Customer | null}` of the signed-in customer. */
export const customer: ReadonlySignal<Entry<Customer>> = cached;

/** The personal-info fields of the Personal info and Preferences forms. */
export type PersonalInfo = Pick<Customer, 'firstName' | 'lastName' | 'phone' | 'birthday'>;

/** [shopId, customerId] of the signed-in shopper ('' when unknown: the API then refuses). */
export const customerIds = (): [string, string] => [pageConfig.value?.shopId ?? '', customerId.value ?? ''];

function checked(raw: unknown): Customer {
  const c = customerFrom(raw);
  if (!c) throw new ApiError(200, 'bad-response', 'error.generic', 'customer answer without id');
  return c;
}

function keep(data: Customer): void {
  update<Customer>(CUSTOMER_KEY, (e) => ({ ...e, loading: false, error: null, data, fetchedAt: Date.now() }));
}

/**
 * Loads the customer (`GET /customer/{shopId}/{customerId}`); reuses fresh data unless `refresh`.
 * Failures land in `customer.value.error` (ApiError).
 */
export function loadCustomer(refresh = false): Promise<void> {
  return load<Customer>(CUSTOMER_KEY, async () => ({ data: checked(await fetchCustomer(...customerIds())) }), { noRefresh: !refresh });
}

async function put(update: CustomerUpdate): Promise<void> {
  keep(checked(await updateCustomer(...customerIds(), update)));
}

/**
 * Saves first name, last name, phone and birthday (never the login email, docs/product.md#validation).
 * @returns null when saved, else the translation key to show: 'error.offline' when the network is
 *   off (the form keeps what was typed), 'error.loginEmailLocked' when the API refuses an email
 *   change ('email-locked'), else 'error.savePersonalInfo' (docs/product.md#error-messages)
 */
export async function savePersonalInfo(info: PersonalInfo): Promise<string | null> {
  try {
    await put(info);
    return null;
  } catch (e) {
    return isOfflineFailure(e) ? 'error.offline' : e instanceof ApiError && e.code === 'email-locked' ? 'error.loginEmailLocked' : 'error.savePersonalInfo';
  }
}

/**
 * Saves personalization `answers` (by field key: a list, `{value, unit}` or a plain value) over
 * the customer's other answers, and sends their customFields back unchanged (keys the widget does
 * not know are kept). Needs the customer loaded this page (the last visit's is loaded again
 * first), so nothing of theirs is overwritten unseen.
 * @returns null when saved, else 'error.offline' when the network is off, else
 *   'error.savePreferences' (docs/product.md#error-messages)
 */
export async function savePreferences(answers: Record<string, unknown>): Promise<string | null> {
  // the last visit's customer (fetchedAt 0): merge over the answers as they are now, never over old ones
  if (!cached.value.fetchedAt) await loadCustomer(true);
  const { data: current, fetchedAt, error } = cached.value;
  if (!current || !fetchedAt) return isOfflineFailure(error) ? 'error.offline' : 'error.savePreferences';
  try {
    await put({ personalizations: { ...current.personalizations, ...answers }, customFields: current.customFields });
    return null;
  } catch (e) {
    return isOfflineFailure(e) ? 'error.offline' : 'error.savePreferences';
  }
}

/** Replaces the loaded customer's addresses (the addresses store, after an address call answered). */
export function keepAddresses(addresses: Address[]): void {
  const c = cached.value.data;
  if (c) keep({ ...c, addresses });
}

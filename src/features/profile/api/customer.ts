/** Customer calls of the product API (docs/product.md#product-api 'customer'). Rejects with `ApiError` only. */
import { apiCall, shaped } from '../../../api/call';
import type { AddressInput, AddressesResponse, Customer, CustomerUpdate } from '../../../api/types';

/**
 * One personalization answer: a list, `{value, unit}`, or a plain value (docs/product.md#customer-and-address
 * 'Customer').
 */
export type Personalization = unknown;

const customerPath = (shopId: string, customerId: string) => `/customer/${encodeURIComponent(shopId)}/${encodeURIComponent(customerId)}`;
const addressPath = (shopId: string, customerId: string, id?: string) =>
  `${customerPath(shopId, customerId)}/address${id ? '/' + encodeURIComponent(id) : ''}`;

/**
 * `GET /customer/{shopId}/{customerId}/personalizations`: the customer's personalization
 * answers keyed by field key (`{}` when the answer has none).
 * @throws ApiError
 */
export async function fetchPersonalizations(shopId: string, customerId: string): Promise<Record<string, Personalization>> {
  const data = await apiCall<{ personalizations?: Record<string, Personalization> | null }>('GET', `${customerPath(shopId, customerId)}/personalizations`);
  const p = data?.personalizations;
  return p && typeof p === 'object' ? p : {};
}

/**
 * `GET /customer/{shopId}/{customerId}`: the signed-in customer (docs/product.md#customer-and-address 'Customer').
 * @throws ApiError (403 for another customer's record)
 */
export function fetchCustomer(shopId: string, customerId: string): Promise<Customer> {
  return apiCall<Customer>('GET', customerPath(shopId, customerId)).then((d) => shaped(d, (d) => typeof d.email === 'string', 'customer'));
}

/**
 * `PUT /customer/{shopId}/{customerId}` with `{customer: update}` (only the fields to change;
 * customFields whole): answers the whole customer.
 * @throws ApiError (400 'email-locked' for another login email)
 */
export function updateCustomer(shopId: string, customerId: string, update: CustomerUpdate): Promise<Customer> {
  return apiCall<Customer>('PUT', customerPath(shopId, customerId), { customer: update });
}

/**
 * `POST /customer/{shopId}/{customerId}/address` with `{address}`: adds a shipping address.
 * @returns the saved address and the customer's list after the change, default first
 * @throws ApiError
 */
/** An address call's answer: an object whose `addresses`, when given, is a list; else the generic error (the save is not confirmed). */
const addressAnswer = (d: AddressesResponse): AddressesResponse => shaped(d, (d) => d.addresses === undefined || Array.isArray(d.addresses), 'address');

export function addAddress(shopId: string, customerId: string, address: AddressInput): Promise<AddressesResponse> {
  return apiCall<AddressesResponse>('POST', addressPath(shopId, customerId), { address }).then(addressAnswer);
}

/**
 * `PUT /customer/{shopId}/{customerId}/address/{id}` with `{address}`: replaces address `id`.
 * @returns the saved address and the list after the change, default first
 * @throws ApiError (404 for an unknown id)
 */
export function updateAddress(shopId: string, customerId: string, id: string, address: AddressInput): Promise<AddressesResponse> {
  return apiCall<AddressesResponse>('PUT', addressPath(shopId, customerId, id), { address }).then(addressAnswer);
}

/**
 * `DELETE /customer/{shopId}/{customerId}/address/{id}`.
 * @returns `{addresses}`: the list after the change, default first
 * @throws ApiError
 */
export function deleteAddress(shopId: string, customerId: string, id: string): Promise<AddressesResponse> {
  return apiCall<AddressesResponse>('DELETE', addressPath(shopId, customerId, id)).then(addressAnswer);
}

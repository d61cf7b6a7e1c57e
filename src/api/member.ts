/**
 * Member calls of the product API (docs/product.md#product-api 'member'). Rejects with `ApiError`
 * only.
 */
import { apiCall } from './call';
import type { CheckCustomerRequest, CheckCustomerResponse } from './types';

/**
 * `POST /member/check-customer`: links the signed-in Firebase user (`statusId`) and the previous
 * anonymous one (`anonUserId`) to the store customer with `customerEmail`, creating it if needed
 * (docs/product.md#sign-in-and-session). Resolves to `{customerId, email}`.
 * @throws ApiError
 */
export function checkCustomer(request: CheckCustomerRequest): Promise<CheckCustomerResponse> {
  return apiCall<CheckCustomerResponse>('POST', '/member/check-customer', request);
}

/**
 * `POST /member/unverified`: saves the address a guest typed into the sign-in form against the
 * current anonymous user, before it is verified. Resolves to `{saved: true}`.
 * @throws ApiError
 */
export function saveUnverifiedEmail(email: string): Promise<{ saved: boolean }> {
  return apiCall<{ saved: boolean }>('POST', '/member/unverified', { email });
}

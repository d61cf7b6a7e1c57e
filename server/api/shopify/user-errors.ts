/** Shopify's `userErrors` of a mutation, as the API's 400. */
import { badRequest } from '../errors';

export interface UserError { field?: string[] | null; message: string }

/**
 * Throws when a mutation's payload lists userErrors (or the payload is missing).
 * @param what names the mutation for the message, e.g. 'customerAddressCreate'
 * @throws ApiError 400 'invalid-argument' with Shopify's messages, e.g. 'Zip is invalid for Oregon'
 */
export function checkUserErrors(payload: { userErrors?: UserError[] | null } | null | undefined, what: string): void {
  if (!payload) throw badRequest(`${what}: Shopify answered nothing`);
  const errors = payload.userErrors ?? [];
  if (errors.length) throw badRequest(errors.map((e) => e.message).join('; '));
}

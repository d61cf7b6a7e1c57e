/**
 * The Firebase custom token of a shop's customer: one rule for every way in (code, magic link,
 * app proxy), so the widget's member is the same Firebase user whichever was used.
 */
import type { ApiDeps } from '../deps';

/**
 * Mints the custom token for `customer` of `shopId`: uid 'customer-{id}', claims
 * {email (lower-case), shopId, customerId}. Rejects when minting fails (the caller's 500).
 */
export function customerCustomToken(deps: Pick<ApiDeps, 'createCustomToken'>, shopId: string, customer: { id: string; email: string }): Promise<string> {
  const email = customer.email.toLowerCase();
  return deps.createCustomToken(`customer-${customer.id}`, { email, shopId, customerId: customer.id });
}

/**
 * Login email checks for create-otc and create-magic-link, with the numeric error codes the
 * widget maps to messages (docs/product.md#error-messages): 100 not an email, 101 malformed domain (the message
 * names the address), 102 blocked or undeliverable.
 */
import { ApiError } from '../errors';

/** Domains that never receive mail: requests for them fail with code 102. */
export const BLOCKED_DOMAINS = ['invalid.test'];

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** NUL, other C0 and C1 controls, DEL, and unpaired surrogates (u flag: a pair is one code point): never part of an address. */
const CONTROL_OR_SURROGATE = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/u;

/**
 * Returns the trimmed, lower-cased address.
 * @throws ApiError 400 with code 100 (not an email: also for control characters such as NUL,
 *   which PostgreSQL cannot store, and for more than 254 characters), 101 or 102
 */
export function checkLoginEmail(raw: unknown): string {
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254 || CONTROL_OR_SURROGATE.test(email)) {
    throw new ApiError(400, 100, 'Please enter a valid email address.');
  }
  const domain = email.slice(email.indexOf('@') + 1);
  const labels = domain.split('.');
  const tld = labels[labels.length - 1];
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !/^[a-z]{2,}$/i.test(tld)) {
    throw new ApiError(400, 101, `The email address ${email} is not formatted correctly.`);
  }
  if (BLOCKED_DOMAINS.includes(domain)) {
    throw new ApiError(400, 102, `The email address ${email} cannot receive mail.`);
  }
  return email;
}

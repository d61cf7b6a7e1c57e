/**
 * E-mail checks for the sign-in form (docs/product.md#email): a pure validator (the typo suggestion
 * is in email-suggestion.ts, which ships only with its lazy chunk).
 * Deliberately loose (the server is the judge, with error codes 100-102): one '@', something
 * before it, a dotted domain with a 2+ letter top level, no spaces, at most 254 characters.
 */

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[a-z]{2,}$/i;

/** True when `value` (trimmed) looks like an e-mail address. */
export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL.test(v);
}

/** The translation key of the problem with `value` ('error.emailInvalid'), or null when it is fine. */
export function validateEmail(value: string): 'error.emailInvalid' | null {
  return isValidEmail(value) ? null : 'error.emailInvalid';
}

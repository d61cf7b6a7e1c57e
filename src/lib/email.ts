/**
 * E-mail checks for the sign-in form (SPEC.md 5 'Email'): a pure validator and a typo suggestion.
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

const DOMAIN_TYPOS: Record<string, string> = {
  'gmial.com': 'gmail.com',
  'gmai.com': 'gmail.com',
  'gamil.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'gmail.con': 'gmail.com',
  'hotmial.com': 'hotmail.com',
  'hotmail.con': 'hotmail.com',
  'yahooo.com': 'yahoo.com',
  'yaho.com': 'yahoo.com',
  'outlok.com': 'outlook.com',
  'iclod.com': 'icloud.com',
};

/**
 * The corrected address when `value`'s domain is a common typo (gmial.com -> gmail.com), for
 * 'Did you mean {emailAddress}?' (SPEC.md 5); else null.
 */
export function suggestEmail(value: string): string | null {
  const v = value.trim();
  const at = v.lastIndexOf('@');
  if (at < 1) return null;
  const fix = DOMAIN_TYPOS[v.slice(at + 1).toLowerCase()];
  return fix ? v.slice(0, at + 1) + fix : null;
}

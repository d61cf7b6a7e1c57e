/**
 * Phone numbers as the shopper types them (docs/product.md#address-fields;
 * 'Mobile phone: Phone number should be numbers and - only'). Pure functions, no DOM.
 */

/**
 * The phone input's `pattern` attribute (HTML anchors it): digits and '-', plus the format's own
 * '(', ')' and spaces and a leading '+'. A value that does not match breaks the mobile-phone rule.
 * Browsers compile it with the 'v' flag, where '(', ')' and '-' in a class must be escaped.
 */
export const PHONE_PATTERN = '\\+?[0-9\\(\\) \\-]*';

const allowed = new RegExp(`^(?:${PHONE_PATTERN})$`);

/**
 * True when `value` breaks the mobile-phone rule (letters or any other character than those of
 * PHONE_PATTERN); '' passes, the phone being optional. Shown as 'Phone number should be numbers and - only'.
 */
export function phoneInvalid(value: string): boolean {
  return !allowed.test(value.trim());
}

/**
 * Formats a phone number as it is typed or pasted: up to 10 digits become (xxx) xxx-xxxx as far
 * as they go ('503' stays '503', '5035' is '(503) 5', '5035550142' and '503-555-0142' are
 * '(503) 555-0142'); separators ('-', '.', spaces, parentheses) are dropped first, and a
 * separator is only added before a digit, so Backspace never gets stuck on one.
 * Left as typed: text with anything else (letters: the mobile-phone rule then shows its
 * message), and international numbers (a leading '+' or more than 10 digits).
 * @param raw the input's value
 * @returns the value to show
 */
export function formatPhone(raw: string): string {
  if (!/^[\d\s().-]*$/.test(raw)) return raw;
  const d = raw.replace(/\D/g, '');
  if (d.length > 10) return raw;
  if (d.length <= 3) return d;
  const area = `(${d.slice(0, 3)}) ${d.slice(3, 6)}`;
  return d.length <= 6 ? area : `${area}-${d.slice(6)}`;
}

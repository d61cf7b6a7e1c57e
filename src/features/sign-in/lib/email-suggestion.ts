/**
 * 'Did you mean {emailAddress}?' (docs/product.md#email): common domain typos and their fixes. Its
 * own module so the table ships with the lazy suggestion chunk, not with the panel.
 */

// A small table, not a library: mailcheck-style packages cost more than the panel's whole byte headroom.
// No prototype: a typed domain such as `constructor` is no typo.
const DOMAIN_TYPOS: Record<string, string> = {
  __proto__: null as never,
  'gmial.com': 'gmail.com',
  'gmal.com': 'gmail.com',
  'gmai.com': 'gmail.com',
  'gamil.com': 'gmail.com',
  'gnail.com': 'gmail.com',
  'gmaill.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'gmail.cm': 'gmail.com',
  'gmail.con': 'gmail.com',
  'hotmial.com': 'hotmail.com',
  'hotmal.com': 'hotmail.com',
  'hotmai.com': 'hotmail.com',
  'hotmail.co': 'hotmail.com',
  'hotmail.con': 'hotmail.com',
  'yaho.com': 'yahoo.com',
  'yahooo.com': 'yahoo.com',
  'yahoo.co': 'yahoo.com',
  'yahoo.con': 'yahoo.com',
  'outlok.com': 'outlook.com',
  'outloo.com': 'outlook.com',
  'outlook.co': 'outlook.com',
  'outlook.con': 'outlook.com',
  'iclod.com': 'icloud.com',
  'icloud.co': 'icloud.com',
  'icloud.con': 'icloud.com',
  'icoud.com': 'icloud.com',
  'aol.co': 'aol.com',
};

/**
 * The corrected address when `value`'s domain is a common typo (gmial.com -> gmail.com), for
 * 'Did you mean {emailAddress}?' (docs/product.md#validation); else null.
 */
export function suggestEmail(value: string): string | null {
  const v = value.trim();
  const at = v.lastIndexOf('@');
  if (at < 1) return null;
  const fix = DOMAIN_TYPOS[v.slice(at + 1).toLowerCase()];
  return fix ? v.slice(0, at + 1) + fix : null;
}

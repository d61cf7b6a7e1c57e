/**
 * Checks the customer and address answers of the API (docs/product.md#customer-and-address 'Customer', 'Address')
 * before the stores keep them: bad input never reaches a screen. Missing text fields read '', objects
 * that are not objects read {}, addresses without an id are dropped. Pure functions.
 */
import type { Address, Customer } from '../../../api/types';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

const TEXT = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'province', 'zip', 'country', 'phone'] as const;

/** An address from the API, or null when it has no id. */
export function addressFrom(raw: unknown): Address | null {
  const a = obj(raw);
  const id = str(a.id);
  if (!id) return null;
  const out = { id, default: a.default === true } as Address;
  for (const k of TEXT) out[k] = str(a[k]);
  return out;
}

/** The valid addresses of `raw` (not a list: none), the default first (docs/product.md#route-table 'Addresses'). */
export function addressesFrom(raw: unknown): Address[] {
  const list = (Array.isArray(raw) ? raw : []).map(addressFrom).filter((a): a is Address => a !== null);
  return list.sort((a, b) => Number(b.default) - Number(a.default));
}

/**
 * A customer from the API.
 * @returns null when `raw` is not a customer record (no id)
 */
export function customerFrom(raw: unknown): Customer | null {
  const c = obj(raw);
  const id = str(c.id);
  if (!id) return null;
  return {
    id,
    email: str(c.email),
    firstName: str(c.firstName),
    lastName: str(c.lastName),
    phone: str(c.phone),
    birthday: /^\d{4}-\d{2}-\d{2}$/.test(str(c.birthday)) ? str(c.birthday) : '',
    acceptsMarketing: c.acceptsMarketing === true,
    personalizations: obj(c.personalizations),
    customFields: obj(c.customFields),
    addresses: addressesFrom(c.addresses),
  };
}

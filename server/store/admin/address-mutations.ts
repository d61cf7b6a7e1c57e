/**
 * customerAddressCreate, customerAddressUpdate and customerAddressDelete. Country and province
 * come as codes and are stored with Shopify's names; a customer's first address becomes the
 * default, and deleting the default makes the next remaining one (in the order added) the default.
 */
import { countryByCode, provinceOf } from './countries';
import type { UserError } from './customer-mutations';
import { gid, idOf } from './gid';
import type { ShopAddress, ShopCustomer } from './model';
import type { ShopStore } from './shop-store';
import { addressView } from './views';

export interface MailingAddressInput {
  firstName?: string | null; lastName?: string | null; company?: string | null; address1?: string | null; address2?: string | null;
  city?: string | null; provinceCode?: string | null; countryCode?: string | null; zip?: string | null; phone?: string | null;
}

const TEXT_FIELDS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'zip', 'phone'] as const;
const LABELS: Record<string, string> = {
  firstName: 'First name', lastName: 'Last name', company: 'Company', address1: 'Address1', address2: 'Address2', city: 'City', zip: 'Zip', phone: 'Phone',
};

/** `input` merged over `base` (undefined keeps, null clears), or the userErrors of the result. */
export function mergeAddress(base: ShopAddress, input: MailingAddressInput): { address: ShopAddress } | { userErrors: UserError[] } {
  const errors: UserError[] = [];
  const next = { ...base };
  for (const key of TEXT_FIELDS) {
    const value = input[key];
    if (value === undefined) continue;
    const text = (value ?? '').trim();
    if (text.length > 255) errors.push({ field: ['address', key], message: `${LABELS[key]} is too long (maximum is 255 characters)` });
    next[key] = text;
  }
  if (input.countryCode !== undefined) {
    const country = input.countryCode ? countryByCode(input.countryCode) : undefined;
    if (input.countryCode && !country) errors.push({ field: ['address', 'countryCode'], message: 'Country is not supported' });
    next.countryCode = country?.code ?? '';
    next.country = country?.name ?? '';
    if (input.provinceCode === undefined && country && !provinceOf(country, next.provinceCode)) {
      next.provinceCode = '';
      next.province = '';
    }
  }
  if (input.provinceCode !== undefined) {
    const country = countryByCode(next.countryCode);
    const code = (input.provinceCode ?? '').trim();
    if (!code) {
      next.provinceCode = '';
      next.province = '';
    } else if (!country || !country.provinces.length) {
      next.provinceCode = code;
      next.province = code;
    } else {
      const province = provinceOf(country, code);
      if (!province) errors.push({ field: ['address', 'provinceCode'], message: `Province is not a valid province of ${country.name}` });
      else {
        next.provinceCode = province.code;
        next.province = province.name;
      }
    }
  }
  return errors.length ? { userErrors: errors } : { address: next };
}

const EMPTY: Omit<ShopAddress, 'id'> = {
  firstName: '', lastName: '', company: '', address1: '', address2: '', city: '', province: '', provinceCode: '', zip: '', country: '', countryCode: '', phone: '',
};

/** The customer of a GID, or a userError. */
function customerOf(store: ShopStore, customerId: string): ShopCustomer | UserError {
  const id = idOf(customerId, 'Customer');
  const c = id === null ? undefined : store.customer(id);
  return c ?? { field: ['customerId'], message: 'Customer does not exist' };
}

/** The address mutations' resolvers. */
export function addressMutations(store: ShopStore) {
  const touch = (c: ShopCustomer) => {
    c.updatedAt = store.now();
    store.changed();
  };
  return {
    customerAddressCreate: (a: { customerId: string; address: MailingAddressInput; setAsDefault?: boolean | null }) => {
      const c = customerOf(store, a.customerId);
      if ('message' in c) return { address: null, userErrors: [c] };
      const merged = mergeAddress({ id: 0, ...EMPTY }, a.address);
      if ('userErrors' in merged) return { address: null, userErrors: merged.userErrors };
      const address = { ...merged.address, id: store.nextId('address') };
      c.addresses.push(address);
      if (a.setAsDefault || c.defaultAddressId === null) c.defaultAddressId = address.id;
      touch(c);
      return { address: addressView(address), userErrors: [] };
    },
    customerAddressUpdate: (a: { customerId: string; addressId: string; address: MailingAddressInput; setAsDefault?: boolean | null }) => {
      const c = customerOf(store, a.customerId);
      if ('message' in c) return { address: null, userErrors: [c] };
      const id = idOf(a.addressId, 'MailingAddress');
      const at = c.addresses.findIndex((x) => x.id === id);
      if (at < 0) return { address: null, userErrors: [{ field: ['addressId'], message: 'Address does not exist' }] };
      const merged = mergeAddress(c.addresses[at]!, a.address);
      if ('userErrors' in merged) return { address: null, userErrors: merged.userErrors };
      c.addresses[at] = merged.address;
      if (a.setAsDefault) c.defaultAddressId = merged.address.id;
      touch(c);
      return { address: addressView(merged.address), userErrors: [] };
    },
    customerAddressDelete: (a: { customerId: string; addressId: string }) => {
      const c = customerOf(store, a.customerId);
      if ('message' in c) return { deletedAddressId: null, userErrors: [c] };
      const id = idOf(a.addressId, 'MailingAddress');
      const at = c.addresses.findIndex((x) => x.id === id);
      if (at < 0) return { deletedAddressId: null, userErrors: [{ field: ['addressId'], message: 'Address does not exist' }] };
      const [removed] = c.addresses.splice(at, 1);
      if (c.defaultAddressId === removed!.id) c.defaultAddressId = c.addresses[0]?.id ?? null;
      touch(c);
      return { deletedAddressId: gid('MailingAddress', removed!.id), userErrors: [] };
    },
  };
}

/**
 * Address form rules (docs/product.md#address-fields): which fields a shipping address must
 * have, given its country (GET /init/countries), and the mobile-phone rule. Pure functions: the
 * form shows `t(key)` for each error.
 */
import type { AddressInput, Country } from '../../../api/types';
import { phoneInvalid } from './phone';

/** The text fields of the address form, in the order the form shows them (the first invalid one gets focus). */
export const ADDRESS_FIELDS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'country', 'province', 'zip', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Translation keys of the errors, by field; a field without an entry is valid. */
export type AddressErrors = Partial<Record<AddressField, string>>;

const REQUIRED: Partial<Record<AddressField, string>> = {
  firstName: 'error.firstNameRequired',
  lastName: 'error.lastNameRequired',
  address1: 'error.addressRequired',
  city: 'error.cityRequired',
  country: 'error.countryRequired',
};

/** The country named `name` (Address.country holds names, e.g. 'United States'), or undefined. */
export const countryByName = (countries: Country[] | null, name: string): Country | undefined => countries?.find((c) => c.name === name);

/**
 * The error of one field: first name, last name, address, city and country/region are required;
 * state/province only when `country` has provinces; zip code only when `country` requires one
 * (an unknown country requires neither); the phone must keep to the mobile-phone rule.
 * @returns a translation key, or undefined when the field is valid
 */
export function addressFieldError(field: AddressField, a: AddressInput, country: Country | undefined): string | undefined {
  const empty = !String(a[field] ?? '').trim();
  if (REQUIRED[field]) return empty ? REQUIRED[field] : undefined;
  if (field === 'province') return empty && country?.provinces.length ? 'error.stateRequired' : undefined;
  if (field === 'zip') return empty && country?.zipRequired ? 'error.zipRequired' : undefined;
  if (field === 'phone') return phoneInvalid(a.phone) ? 'error.phoneFormat' : undefined;
  return undefined;
}

/** Every field's error (see addressFieldError), in form order; `{}` when the address can be saved. */
export function addressErrors(a: AddressInput, country: Country | undefined): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const key = addressFieldError(field, a, country);
    if (key) errors[field] = key;
  }
  return errors;
}

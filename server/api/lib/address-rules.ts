/**
 * The address form's rules on the server (docs/product.md#validation), so the API refuses what the widget would:
 * required first name, last name, address, city and country; a state or province when the
 * country has them; a postal code when the country uses them; a phone, when given, of digits,
 * spaces and ( ) - + . only. Countries and provinces come from lib/countries.ts.
 */
import { z } from 'zod';
import type { AddressInput } from '../../../src/api/types';
import { badRequest } from '../errors';
import { findCountry, findProvince } from './countries';
import { text } from '../validate';

/** Longest name, company, street and city, characters (Shopify's customer address limit). */
export const MAX_ADDRESS_FIELD = 255;

const field = (max = MAX_ADDRESS_FIELD) => text({ max }).default('');

/**
 * The body's `address`: types and lengths only; the docs/product.md#validation rules are `checkAddress`'s. Unknown
 * fields are dropped.
 */
export const addressSchema = z.object({
  firstName: field(),
  lastName: field(),
  company: field(),
  address1: field(),
  address2: field(),
  city: field(),
  province: field(),
  zip: field(32),
  country: field(),
  phone: field(40),
  default: z.boolean().default(false),
});

/**
 * Digits, spaces, ( ) - + . and at least one digit (docs/product.md#address-fields 'Phone number should be numbers and
 * - only').
 */
export const PHONE = /^(?=.*\d)[0-9 ()+.-]+$/;

/** The messages of docs/product.md#validation, by field. */
export const REQUIRED: Record<'firstName' | 'lastName' | 'address1' | 'city' | 'country' | 'province' | 'zip', string> = {
  firstName: 'First name required',
  lastName: 'Last name required',
  address1: 'Address required',
  city: 'City required',
  country: 'Country/region required',
  province: 'State required',
  zip: 'Zip code required',
};
export const PHONE_MESSAGE = 'Phone number should be numbers and - only';

const refuse = (name: string, message: string) => badRequest(`data.address.${name}: ${message}`);

/**
 * Applies docs/product.md#validation to a schema-checked address and normalizes it: every text trimmed, the
 * country and province by their names ('us' -> 'United States', 'OR' -> 'Oregon'), the province
 * '' when the country has none.
 * @returns the address to store
 * @throws ApiError 400 'invalid-argument' naming the first failing field, e.g.
 *   'data.address.city: City required' or 'data.address.country: unknown country/region "Atlantis"'
 */
export function checkAddress(input: z.output<typeof addressSchema>): AddressInput {
  const a = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as AddressInput;
  for (const name of ['firstName', 'lastName', 'address1', 'city', 'country'] as const) {
    if (!a[name]) throw refuse(name, REQUIRED[name]);
  }
  const country = findCountry(a.country);
  if (!country) throw refuse('country', `unknown country/region "${a.country.slice(0, 64)}"`);
  let province = '';
  if (country.provinces.length) {
    if (!a.province) throw refuse('province', REQUIRED.province);
    const found = findProvince(country, a.province);
    if (!found) throw refuse('province', `unknown state/province "${a.province.slice(0, 64)}" of ${country.name}`);
    province = found.name;
  }
  if (country.zipRequired && !a.zip) throw refuse('zip', REQUIRED.zip);
  if (a.phone && !PHONE.test(a.phone)) throw refuse('phone', PHONE_MESSAGE);
  return { ...a, country: country.name, province };
}

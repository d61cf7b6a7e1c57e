// Address form rules (docs/product.md#address-fields), with the spec's exact messages.
import { describe, expect, test } from 'vitest';
import { addressErrors } from '../../../../src/features/profile/lib/address';
import type { AddressInput, Country } from '../../../../src/api/types';
import profileEn from '../../../../src/i18n/en/profile';

const US: Country = { code: 'US', name: 'United States', provinces: [{ code: 'OR', name: 'Oregon' }], zipRequired: true };
const DE: Country = { code: 'DE', name: 'Germany', provinces: [], zipRequired: true };
const HK: Country = { code: 'HK', name: 'Hong Kong', provinces: [], zipRequired: false };

const full: AddressInput = {
  firstName: 'Sam', lastName: 'Lee', company: '', address1: '1 Main St', address2: '', city: 'Portland',
  province: 'Oregon', zip: '97201', country: 'United States', phone: '(503) 555-0142', default: false,
};

/** The messages a shopper would read, by field. */
const messages = (a: AddressInput, c: Country | undefined) =>
  Object.fromEntries(Object.entries(addressErrors(a, c)).map(([field, key]) => [field, profileEn[key!]]));

describe('address validation', () => {
  test('a complete address has no errors', () => {
    expect(messages(full, US)).toEqual({});
  });

  test('each required field has its own message', () => {
    const empty = { ...full, firstName: '', lastName: ' ', address1: '', city: '', country: '', province: '', zip: '' };
    expect(messages(empty, undefined)).toEqual({
      firstName: 'First name required',
      lastName: 'Last name required',
      address1: 'Address required',
      city: 'City required',
      country: 'Country/region required',
    });
  });

  test("'State required' only for a country with provinces", () => {
    expect(messages({ ...full, province: '' }, US)).toEqual({ province: 'State required' });
    expect(messages({ ...full, country: 'Germany', province: '' }, DE)).toEqual({});
  });

  test("'Zip code required' only when the country requires one", () => {
    expect(messages({ ...full, country: 'Germany', province: '', zip: '' }, DE)).toEqual({ zip: 'Zip code required' });
    expect(messages({ ...full, country: 'Hong Kong', province: '', zip: '' }, HK)).toEqual({});
  });

  test('company and apartment are optional', () => {
    expect(messages({ ...full, company: '', address2: '' }, US)).toEqual({});
  });

  test("a phone with letters reads 'Phone number should be numbers and - only'", () => {
    expect(messages({ ...full, phone: '503-CALL-NOW' }, US)).toEqual({ phone: 'Phone number should be numbers and - only' });
  });
});

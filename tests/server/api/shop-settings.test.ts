// @vitest-environment node
// The merchant setting's country rule (docs/product.md#data: 'the value for the user's country wins, else
// the value without a country, else inactive') as the API reads it, against the widget's reading
// of the same stored value: what the API acts on is what the shopper sees.
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/api/db/db';
import { activeSetting, settingVariants } from '../../../server/api/lib/shop-settings';
import { variantFor } from '../../../src/settings/country-variant';

/** A database holding one shop whose setting `key` is `value` (no row at all for undefined). */
const shopWith = (value: unknown): Queryable => ({
  query: async <T>() => ({ rows: (value === undefined ? [] : [{ value }]) as T[] }),
  exec: async () => ({ rows: [] }),
});

const de = { countries: ['DE'], isActive: true, url: '/de' };
const dach = { countries: ['DE', 'AT', 'CH'], url: '/dach' };
const general = { isActive: true, url: '/all' };

const cases: [string, unknown, string, unknown][] = [
  ['a missing setting is inactive', undefined, 'DE', null],
  ['one object is the value for every country', general, 'DE', general],
  ['one object without isActive is on', { url: '/x' }, '', { url: '/x' }],
  ['one object switched off is inactive', { isActive: false, url: '/x' }, 'DE', null],
  ["the variant for the shopper's country wins", [de, general], 'DE', de],
  ['the variant for the country wins wherever it stands in the list', [general, dach], 'AT', dach],
  ['another country gets the variant without countries', [de, general], 'US', general],
  ['an unknown country gets the variant without countries', [de, general], '', general],
  ['empty countries mean without a country', [de, { countries: [], url: '/empty' }], 'FR', { countries: [], url: '/empty' }],
  ['no variant for the country and none without: inactive', [de, dach], 'US', null],
  ["the country's variant switched off wins over the general one", [{ countries: ['DE'], isActive: false }, general], 'DE', null],
  ['entries that are not objects are skipped', [null, 3, 'x', general], 'DE', general],
  ['a value that is not an object is inactive', 'yes', 'DE', null],
];

describe("a merchant setting's value for a shopper's country", () => {
  it.each(cases)('%s', async (_name, value, country, expected) => {
    const answer = await activeSetting(shopWith(value), 'demo-shop', 'points', country);
    expect(answer).toEqual(expected);
    // the widget shows the setting exactly when the API acts on it, with the same fields
    const widget = variantFor(value, country);
    expect(widget.isActive !== false ? widget : null).toEqual(answer);
  });
});

describe('every variant of a setting (the loyalty service checks each credit token)', () => {
  it('lists the variants that are objects, whatever their countries', async () => {
    expect(await settingVariants(shopWith([de, null, general, ['x']]), 'demo-shop', 'credit')).toEqual([de, general]);
    expect(await settingVariants(shopWith(general), 'demo-shop', 'credit')).toEqual([general]);
    expect(await settingVariants(shopWith(undefined), 'demo-shop', 'credit')).toEqual([]);
  });
});

/**
 * Countries and their provinces for address forms (docs/product.md#validation, #product-api 'GET /init/countries'),
 * from data/countries.json: Shopify's own list (see data/generate-countries.ts for its source and how
 * to regenerate it). Loaded once, with the answer's body and ETag made once too.
 */
import { createHash } from 'node:crypto';
import type { CountriesResponse, Country } from '../../../src/api/types';
// Imported, not read from disk: `npm run build:api` bundles it into dist/api/main.js.
import countries from '../data/countries.json';

const file = countries as { countries: Country[] };

/** Every country, sorted by name. */
export const COUNTRIES: readonly Country[] = file.countries;

/** The `{data: CountriesResponse}` body of GET /init/countries, serialized once. */
export const COUNTRIES_BODY = JSON.stringify({ data: { countries: file.countries } satisfies CountriesResponse });

/** A weak ETag of COUNTRIES_BODY (weak: the answer may be sent gzip-encoded, a different byte sequence). */
export const COUNTRIES_ETAG = `W/"${createHash('sha256').update(COUNTRIES_BODY).digest('base64url').slice(0, 27)}"`;

const fold = (s: string) => s.trim().normalize('NFC').toLocaleLowerCase('en');
const byName = new Map(COUNTRIES.map((c) => [fold(c.name), c]));
const byCode = new Map(COUNTRIES.map((c) => [c.code.toLowerCase(), c]));

/** The country named `nameOrCode` (its English name or ISO code, any case), or undefined. */
export const findCountry = (nameOrCode: string): Country | undefined => byName.get(fold(nameOrCode)) ?? byCode.get(fold(nameOrCode));

/** The province of `country` named `nameOrCode` (its name or code, any case), or undefined. */
export function findProvince(country: Country, nameOrCode: string): Country['provinces'][number] | undefined {
  const wanted = fold(nameOrCode);
  return country.provinces.find((p) => fold(p.name) === wanted) ?? country.provinces.find((p) => fold(p.code) === wanted);
}

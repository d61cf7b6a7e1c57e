/**
 * The countries a merchant can give a country-specific value for: Shopify's list (the same file
 * GET /init/countries answers from), as ISO 3166-1 alpha-2 code and English name, sorted by name.
 */
import data from '../../server/api/data/countries.json';

export interface CountryOption {
  /** ISO 3166-1 alpha-2, e.g. 'DE' */
  code: string;
  /** English name, e.g. 'Germany' */
  name: string;
}

export const COUNTRIES: readonly CountryOption[] = (data as { countries: CountryOption[] }).countries.map(({ code, name }) => ({ code, name }));

const NAMES = new Map(COUNTRIES.map((c) => [c.code, c.name]));

/** The English name of `code`, or the code itself when it is not a known country. */
export const countryName = (code: string): string => NAMES.get(code) ?? code;

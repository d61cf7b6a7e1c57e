/**
 * Countries and provinces as Shopify names them (seed/countries.json, Shopify's own list): codes
 * to names for MailingAddress, names to codes for the seed's addresses.
 */
import countries from '../seed/countries.json';

interface Country { code: string; name: string; provinces: { code: string; name: string }[] }

const COUNTRIES = (countries as { countries: Country[] }).countries;
const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));
const fold = (s: string) => s.trim().toLowerCase();
const byName = new Map(COUNTRIES.map((c) => [fold(c.name), c]));

/** Every country code of Shopify's list. */
export const COUNTRY_CODES: readonly string[] = COUNTRIES.map((c) => c.code);

/** The country with ISO code `code` (upper case), or undefined. */
export const countryByCode = (code: string): Country | undefined => byCode.get(code);

/** The country named `name` (any case), or undefined. */
export const countryByName = (name: string): Country | undefined => byName.get(fold(name));

/** The province of `country` with code `code` or name `code` (any case), or undefined. */
export const provinceOf = (country: Country, code: string): { code: string; name: string } | undefined =>
  country.provinces.find((p) => fold(p.code) === fold(code)) ?? country.provinces.find((p) => fold(p.name) === fold(code));

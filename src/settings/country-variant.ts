/**
 * The country rule of docs/product.md#data ('Each setting may have country-specific values: the value for
 * the user's country wins, else the value without a country, else inactive') as a pure function,
 * the one place it is written: the settings store's `setting` (settings/settings.ts), lazy chunks
 * that read a setting before the store holds it (settings/settings-load.ts) and the API's
 * shop settings (server/api/lib/shop-settings.ts) all call it.
 */

/**
 * The value of a setting for `country` (ISO 3166-1 alpha-2): a list of variants
 * `[{countries: ['DE'], ...}, {...}]` gives the variant for the country, else the one without
 * countries, else `{isActive: false}`; an object is itself; anything else is `{isActive: false}`.
 */
export function variantFor(value: unknown, country: string): Record<string, unknown> {
  if (!Array.isArray(value)) {
    if (value && typeof value == 'object') return value as Record<string, unknown>;
    value = [];
  }
  const list = (value as unknown[]).filter((v): v is Record<string, unknown> => !!v && typeof v == 'object');
  // a variant's countries; [] when it has none (or they are not a list): then it is the general one
  const countries = (v: Record<string, unknown>): unknown[] => (Array.isArray(v.countries) ? v.countries : []);
  return list.find((v) => countries(v).includes(country)) ?? list.find((v) => !countries(v).length) ?? { isActive: false };
}

/**
 * Reading one merchant setting on the server (docs/product.md#settings-keys): a setting is one object
 * or a list of country variants (`[{countries: ['DE'], ...}, {...}]`). The variant the server
 * answers with is the one the widget shows: both pick it with the storefront's `variantFor`
 * (src/settings/country-variant.ts, pure, no browser code), so the country rule exists once.
 */
import { variantFor } from '../../../src/settings/country-variant';
import type { Queryable } from '../db/db';

type Setting = Record<string, unknown>;

/** The stored value of setting `key` of `shopId` (undefined when the shop or the setting is missing). */
async function settingValue(db: Queryable, shopId: string, key: string): Promise<unknown> {
  const { rows } = await db.query<{ value: unknown }>('SELECT settings -> $2 AS value FROM shops WHERE id = $1', [shopId, key]);
  return rows[0]?.value;
}

/** Every variant of setting `key` of `shopId`, whatever its countries ([] when the shop or the setting is missing). */
export async function settingVariants(db: Queryable, shopId: string, key: string): Promise<Setting[]> {
  const value = await settingValue(db, shopId, key);
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is Setting => !!v && typeof v === 'object' && !Array.isArray(v));
}

/**
 * The variant of setting `key` for `country` (ISO 3166-1 alpha-2; '' when the caller's country is
 * unknown) by the rule of docs/product.md#page-config: the variant for the country wins, else the
 * one without countries; null when there is neither or the variant is switched off (`isActive:
 * false`).
 */
export async function activeSetting(db: Queryable, shopId: string, key: string, country = ''): Promise<Setting | null> {
  const variant = variantFor(await settingValue(db, shopId, key), country);
  return variant.isActive !== false ? variant : null;
}

/**
 * Reading one merchant setting on the server (SPEC.md 3 'Settings keys'): a setting is one object
 * or a list of country variants (`[{countries: ['DE'], ...}, {...}]`), as the widget reads it
 * (src/state/settings.ts).
 */
import type { Queryable } from '../db/db';

type Setting = Record<string, unknown>;

/** Every variant of setting `key` of `shopId` ([] when the shop or the setting is missing). */
export async function settingVariants(db: Queryable, shopId: string, key: string): Promise<Setting[]> {
  const { rows } = await db.query<{ value: unknown }>('SELECT settings -> $2 AS value FROM shops WHERE id = $1', [shopId, key]);
  const value = rows[0]?.value;
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is Setting => !!v && typeof v === 'object' && !Array.isArray(v));
}

/** The variant of setting `key` for `country` (else the one without countries), or null; null too when it is switched off. */
export async function activeSetting(db: Queryable, shopId: string, key: string, country = ''): Promise<Setting | null> {
  const variants = await settingVariants(db, shopId, key);
  const mine = variants.find((v) => Array.isArray(v.countries) && v.countries.includes(country));
  const general = variants.find((v) => !Array.isArray(v.countries) || v.countries.length === 0);
  const s = mine ?? general ?? null;
  return s && s.isActive !== false ? s : null;
}

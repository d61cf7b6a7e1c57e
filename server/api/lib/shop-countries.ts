/**
 * The countries a shop ships to (Shopify's `shop { shipsToCountries }`), for the address form of
 * `GET /init/countries`. Shop data, nothing personal: kept in memory per shop for
 * SHOP_COUNTRIES_MEMORY_MS, and when Shopify does not answer the form offers every country.
 */
import { createHash } from 'node:crypto';
import type { CountriesResponse, Country } from '../../../src/api/types';
import type { ApiDeps } from '../deps';
import type { Queryable } from '../db/db';
import { ShopifyError } from '../shopify/types';
import { COUNTRIES, COUNTRIES_BODY, COUNTRIES_ETAG } from './countries';

/** How long a shop's list is reused, ms. */
export const SHOP_COUNTRIES_MEMORY_MS = 5 * 60_000;

/** The shop's shipping countries. */
export const SHOP_COUNTRIES_QUERY = `
query ShopCountries {
  shop { shipsToCountries }
}`;

export interface ShopCountriesAnswer { shop: { shipsToCountries: string[] | null } | null }

/** A serialized answer of GET /init/countries and its weak ETag. */
export interface CountriesBody { body: string; etag: string }

/** Every country: the answer when no shop is named or Shopify cannot say. */
export const ALL_COUNTRIES: CountriesBody = { body: COUNTRIES_BODY, etag: COUNTRIES_ETAG };

const remembered = new Map<string, { until: number; answer: CountriesBody }>();

/** Forgets every remembered list. */
export const forgetShopCountries = (): void => remembered.clear();

/** The countries of `codes` (ISO codes), in the list's order (by name); unknown codes are left out. */
export function countriesBody(codes: readonly string[]): CountriesBody {
  const wanted = new Set(codes);
  const countries: Country[] = COUNTRIES.filter((c) => wanted.has(c.code));
  const body = JSON.stringify({ data: { countries } satisfies CountriesResponse });
  return { body, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * The shop a storefront origin belongs to, when exactly one shop lists it; null otherwise.
 * @param origin an Origin header, e.g. 'https://shop.example'
 */
export async function shopOfOrigin(db: Queryable, origin: string | undefined): Promise<string | null> {
  if (!origin) return null;
  const { rows } = await db.query<{ shop_id: string }>('SELECT shop_id FROM shop_origins WHERE origin = $1 LIMIT 2', [origin]);
  return rows.length === 1 ? rows[0]!.shop_id : null;
}

/**
 * The countries the shop ships to, serialized. Every country when Shopify names none we know (a
 * shop without shipping zones still lets a shopper keep an address), and when Shopify fails
 * (not remembered then).
 * @param now epoch ms
 */
export async function shopCountries(deps: Pick<ApiDeps, 'shopify'>, shopId: string, now: number): Promise<CountriesBody> {
  const kept = remembered.get(shopId);
  if (kept && kept.until > now) return kept.answer;
  let codes: string[];
  try {
    const answer = await deps.shopify.graphql<ShopCountriesAnswer>(shopId, SHOP_COUNTRIES_QUERY);
    codes = (answer?.shop?.shipsToCountries ?? []).filter((c): c is string => typeof c === 'string');
  } catch (err) {
    if (err instanceof ShopifyError) return ALL_COUNTRIES;
    throw err;
  }
  const known = new Set(COUNTRIES.map((c) => c.code));
  const answer = codes.some((c) => known.has(c)) ? countriesBody(codes) : ALL_COUNTRIES;
  remembered.set(shopId, { until: now + SHOP_COUNTRIES_MEMORY_MS, answer });
  return answer;
}

// @vitest-environment node
// GET /init/countries: public, long-cached, Shopify's countries with provinces and zipRequired,
// only those the shop ships to when the shop is known.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country } from '../../../src/api/types';
import { toCountries } from '../../../server/api/data/generate-countries';
import { ALL_COUNTRIES, forgetShopCountries, shopCountries } from '../../../server/api/lib/shop-countries';
import { COUNTRIES_CACHE } from '../../../server/api/routes/countries';
import { ShopifyError, type ShopifyAdmin } from '../../../server/api/shopify/types';
import { createHarness, HARNESS_START_MS, STORE_ORIGIN, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const countries = async (): Promise<Country[]> => {
  const res = await h.call('GET', '/init/countries', { token: null, origin: STORE_ORIGIN });
  expect(res.status).toBe(200);
  return res.json.data.countries;
};

describe('GET /init/countries', () => {
  it("lists the United States as 'US' with its states, DC and territories, and a required ZIP code", async () => {
    const us = (await countries()).find((c) => c.code === 'US')!;
    expect(us.name).toBe('United States');
    expect(us.zipRequired).toBe(true);
    const names = us.provinces.map((p) => p.name);
    for (const name of ['Alabama', 'California', 'Oregon', 'Wyoming', 'Washington DC', 'Puerto Rico', 'Guam', 'Armed Forces Europe']) expect(names).toContain(name);
    expect(names.length).toBeGreaterThanOrEqual(51);
    expect(us.provinces.find((p) => p.code === 'OR')).toEqual({ code: 'OR', name: 'Oregon' });
    expect(us.provinces.find((p) => p.code === 'DC')).toEqual({ code: 'DC', name: 'Washington DC' });
  });

  it('gives Canada, Australia and Mexico their provinces and states, and countries without them none', async () => {
    const all = await countries();
    const byCode = (code: string) => all.find((c) => c.code === code)!;
    expect(byCode('CA').provinces.map((p) => p.code)).toEqual(expect.arrayContaining(['ON', 'QC', 'BC', 'NU']));
    expect(byCode('AU').provinces).toHaveLength(8);
    expect(byCode('MX').provinces).toHaveLength(32);
    expect(byCode('DE').provinces).toEqual([]);
    expect(byCode('GB').provinces).toEqual([]);
  });

  it('says zipRequired false for countries without postal codes', async () => {
    const all = await countries();
    for (const code of ['HK', 'AE', 'QA', 'JM']) expect(all.find((c) => c.code === code)!.zipRequired, code).toBe(false);
    expect(all.find((c) => c.code === 'DE')!.zipRequired).toBe(true);
  });

  it('lists every country once, sorted by name', async () => {
    const all = await countries();
    expect(all.length).toBeGreaterThan(200);
    expect(new Set(all.map((c) => c.code)).size).toBe(all.length);
    const names = all.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('needs no token, may be cached for a day, and answers 304 to its ETag', async () => {
    const res = await h.call('GET', '/init/countries', { token: null, origin: STORE_ORIGIN });
    expect(res.headers.get('cache-control')).toBe(COUNTRIES_CACHE);
    expect(res.headers.get('access-control-allow-origin')).toBe(STORE_ORIGIN);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await h.app.request('/init/countries', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(COUNTRIES_CACHE);
    expect(await again.text()).toBe('');
    expect((await h.app.request('/init/countries', { headers: { 'If-None-Match': 'W/"other"' } })).status).toBe(200);
  });
});

describe('generate-countries', () => {
  it("keeps a country's zones only where checkout asks for a province, and zipRequired from its form", () => {
    const made = toCountries([
      { name: 'Zedland', code: 'ZZ', formatting: { edit: '{firstName}{lastName}_{address1}_{city}{province}{zip}' }, zones: [{ name: 'North', code: 'N' }] },
      { name: 'Ayland', code: 'AY', formatting: { edit: '{firstName}{lastName}_{address1}_{city}' }, zones: [{ name: 'South', code: 'S' }] },
    ]);
    expect(made).toEqual([
      { code: 'AY', name: 'Ayland', provinces: [], zipRequired: false },
      { code: 'ZZ', name: 'Zedland', provinces: [{ code: 'N', name: 'North' }], zipRequired: true },
    ]);
  });
});

describe("the shop's countries", () => {
  let answer: () => unknown = () => ({ shop: { shipsToCountries: ['US', 'CA', 'XX'] } });
  let calls = 0;
  const shopify: ShopifyAdmin = { async graphql<T>() { calls++; return answer() as T; } };
  const countriesOf = (body: string): string[] => (JSON.parse(body) as { data: { countries: Country[] } }).data.countries.map((c) => c.code);

  it('lists only the countries the shop ships to, sorted by name, and keeps the list five minutes', async () => {
    forgetShopCountries();
    calls = 0;
    const first = await shopCountries({ shopify }, 'demo-shop', 0);
    expect(countriesOf(first.body)).toEqual(['CA', 'US']);
    expect(first.etag).not.toBe(ALL_COUNTRIES.etag);
    answer = () => ({ shop: { shipsToCountries: ['DE'] } });
    expect((await shopCountries({ shopify }, 'demo-shop', 299_000)).body).toBe(first.body);
    expect(countriesOf((await shopCountries({ shopify }, 'demo-shop', 301_000)).body)).toEqual(['DE']);
    expect(calls).toBe(2);
  });

  it('offers every country when Shopify names none we know, or does not answer', async () => {
    forgetShopCountries();
    answer = () => ({ shop: { shipsToCountries: [] } });
    expect(await shopCountries({ shopify }, 'demo-shop', 0)).toBe(ALL_COUNTRIES);
    forgetShopCountries();
    answer = () => { throw new ShopifyError('unavailable', 'THROTTLED'); };
    expect(await shopCountries({ shopify }, 'demo-shop', 0)).toBe(ALL_COUNTRIES);
  });

  it("answers the demo shop's list for ?shop= and for its storefront's origin, and 400 for a malformed shop", async () => {
    const named = await h.call('GET', '/init/countries?shop=demo-shop', { token: null });
    expect(named.status).toBe(200);
    expect(named.headers.get('vary')).toMatch(/origin/i);
    // the demo shop ships everywhere
    expect(named.json.data.countries.length).toBeGreaterThan(200);
    expect((await h.call('GET', '/init/countries?shop=bad%20shop', { token: null })).status).toBe(400);
    expect((await h.call('GET', '/init/countries?shop=unknown-shop', { token: null })).json.data.countries.length).toBeGreaterThan(200);
  });
});

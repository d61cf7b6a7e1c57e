// @vitest-environment node
// A customer's shipping addresses (docs/product.md#validation): add, edit, delete, the one default,
// the required-field refusals, the 50-address limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address, AddressInput } from '../../../src/api/types';
import { newShopifyCustomer, shopifyCustomer } from './shopify-data';
import { MAX_ADDRESSES } from '../../../server/api/lib/addresses';
import { anonToken, createHarness, HARNESS_START_MS, customerToken, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopper = customerToken('9001', 'shopper@example.com');
const other = customerToken('9002', 'other@example.com');
const base = (customerId = '9001') => `/customer/demo-shop/${customerId}/address`;
const add = (address: unknown, token = shopper, customerId = '9001') =>
  h.call('POST', base(customerId), { token, data: { shopId: 'demo-shop', address } });
const edit = (id: string, address: unknown, token = shopper) => h.call('PUT', `${base()}/${id}`, { token, data: { shopId: 'demo-shop', address } });
const remove = (id: string, token = shopper, customerId = '9001') => h.call('DELETE', `${base(customerId)}/${id}`, { token });
const list = async (token = shopper, customerId = '9001'): Promise<Address[]> =>
  (await h.call('GET', `/customer/demo-shop/${customerId}`, { token })).json.data.addresses;

const AUSTIN: AddressInput = {
  firstName: 'Sam', lastName: 'Rivera', company: '', address1: '500 Congress Avenue', address2: 'Suite 2', city: 'Austin',
  province: 'Texas', zip: '78701', country: 'United States', phone: '(512) 555-0110', default: false,
};

describe('POST /customer/{shopId}/{customerId}/address', () => {
  it('adds an address and answers it with the list; a later GET shows it', async () => {
    const res = await add(AUSTIN);
    expect(res.status).toBe(200);
    expect(res.json.data.address).toEqual({ ...AUSTIN, id: expect.any(String) });
    expect(res.json.data.addresses.map((a: Address) => a.city)).toEqual(['Portland', 'Seattle', 'Austin']);
    expect((await list()).map((a) => a.city)).toEqual(['Portland', 'Seattle', 'Austin']);
    await remove(res.json.data.address.id);
  });

  it("lands in Shopify's customer with country and province codes, where checkout and the store's account pages read it", async () => {
    const res = await add({ ...AUSTIN, address1: '1 Shopify Way' });
    const stored = shopifyCustomer(h, 9001).addresses.find((a) => String(a.id) === res.json.data.address.id);
    expect(stored).toMatchObject({ address1: '1 Shopify Way', city: 'Austin', countryCode: 'US', provinceCode: 'TX', zip: '78701' });
    // deleting it in the widget deletes it in Shopify
    await remove(res.json.data.address.id);
    expect(shopifyCustomer(h, 9001).addresses.some((a) => String(a.id) === res.json.data.address.id)).toBe(false);
  });

  it('normalizes country and province codes to names and trims what was typed', async () => {
    const res = await add({ ...AUSTIN, city: '  Austin ', country: 'us', province: 'tx' });
    expect(res.json.data.address).toMatchObject({ city: 'Austin', country: 'United States', province: 'Texas' });
    await remove(res.json.data.address.id);
  });

  it('makes a new default address the only default, listed first', async () => {
    const res = await add({ ...AUSTIN, default: true });
    const addresses: Address[] = res.json.data.addresses;
    expect(addresses.map((a) => [a.city, a.default])).toEqual([['Austin', true], ['Portland', false], ['Seattle', false]]);
    // back as it was
    await edit(addresses[1]!.id, { ...addresses[1], default: true });
    await remove(res.json.data.address.id);
    expect((await list()).map((a) => [a.city, a.default])).toEqual([['Portland', true], ['Seattle', false]]);
  });

  it.each([
    ['firstName', 'First name required'],
    ['lastName', 'Last name required'],
    ['address1', 'Address required'],
    ['city', 'City required'],
    ['country', 'Country/region required'],
    ['province', 'State required'],
    ['zip', 'Zip code required'],
  ] as const)("answers 400 naming the field when %s is empty: '%s'", async (field, message) => {
    const res = await add({ ...AUSTIN, [field]: '  ' });
    expect(res).toEqual({ status: 400, json: { error: { code: 'invalid-argument', message: `data.address.${field}: ${message}` } } });
  });

  it('needs no state or postal code where the country has none, and keeps no state there', async () => {
    const hk = await add({ ...AUSTIN, country: 'Hong Kong SAR', province: 'Kowloon', zip: '', city: 'Kowloon City' });
    expect(hk.status).toBe(200);
    expect(hk.json.data.address).toMatchObject({ country: 'Hong Kong SAR', province: 'Kowloon', zip: '' });
    const de = await add({ ...AUSTIN, country: 'Germany', province: 'Bavaria', zip: '80331', city: 'München' });
    expect(de.json.data.address).toMatchObject({ country: 'Germany', province: '', zip: '80331' });
    const ae = await add({ ...AUSTIN, country: 'AE', province: 'Dubai', zip: '', city: 'Dubai' });
    expect(ae.json.data.address).toMatchObject({ country: 'United Arab Emirates', province: 'Dubai', zip: '' });
    for (const r of [hk, de, ae]) await remove(r.json.data.address.id);
  });

  it('refuses an unknown country or a province of another country', async () => {
    expect((await add({ ...AUSTIN, country: 'Atlantis' })).json.error.message).toBe('data.address.country: unknown country/region "Atlantis"');
    expect((await add({ ...AUSTIN, province: 'Ontario' })).json.error.message).toBe('data.address.province: unknown state/province "Ontario" of United States');
  });

  it("accepts a phone of digits, spaces and ( ) - + . and refuses anything else with 'Phone number should be numbers and - only'", async () => {
    for (const phone of ['+1 (512) 555-0110', '512.555.0110', '']) {
      const res = await add({ ...AUSTIN, phone });
      expect(res.status, phone).toBe(200);
      await remove(res.json.data.address.id);
    }
    for (const phone of ['555-CALL', 'ext. 12', '()-']) {
      expect((await add({ ...AUSTIN, phone })).json.error.message, phone).toBe('data.address.phone: Phone number should be numbers and - only');
    }
  });

  it('refuses wrong types and over-long fields with 400 naming the field', async () => {
    expect((await add({ ...AUSTIN, city: 42 })).json.error.message).toBe('data.address.city: expected a string');
    expect((await add({ ...AUSTIN, address1: 'x'.repeat(256) })).json.error.message).toBe('data.address.address1: must be at most 255 characters');
    expect((await add({ ...AUSTIN, default: 'yes' })).json.error.message).toBe('data.address.default: expected a boolean');
    expect((await add(undefined)).json.error.message).toBe('data.address: is required');
  });

  it(`allows at most ${MAX_ADDRESSES} addresses, then answers 409`, async () => {
    const c = { id: await newShopifyCustomer(h, 'many@example.com') };
    const many = customerToken(c.id, 'many@example.com');
    for (let i = 0; i < MAX_ADDRESSES; i++) expect((await add({ ...AUSTIN, address1: `${i} Main Street` }, many, c.id)).status).toBe(200);
    const over = await add(AUSTIN, many, c.id);
    expect(over.status).toBe(409);
    expect(over.json.error.code).toBe('too-many-addresses');
    const addresses = await list(many, c.id);
    expect(addresses).toHaveLength(MAX_ADDRESSES);
    expect(addresses.filter((a) => a.default).map((a) => a.address1)).toEqual(['0 Main Street']);
  });
});

describe('PUT /customer/{shopId}/{customerId}/address/{addressId}', () => {
  it('saves the edit; setting default moves the default; unsetting the only default keeps it', async () => {
    const [portland, seattle] = await list();
    const res = await edit(seattle!.id, { ...seattle, city: 'Tacoma', zip: '98402', default: true });
    expect(res.status).toBe(200);
    expect(res.json.data.address).toMatchObject({ id: seattle!.id, city: 'Tacoma', default: true });
    expect(res.json.data.addresses.map((a: Address) => [a.city, a.default])).toEqual([['Tacoma', true], ['Portland', false]]);
    const kept = await edit(seattle!.id, { ...seattle, default: false });
    expect(kept.json.data.address.default).toBe(true);
    await edit(portland!.id, { ...portland, default: true });
    await edit(seattle!.id, { ...seattle });
    expect((await list()).map((a) => [a.city, a.default])).toEqual([['Portland', true], ['Seattle', false]]);
  });

  it("answers 404 for another customer's address id and an unknown one, changing nothing", async () => {
    const [theirs] = await list(other, '9002');
    const res = await edit(theirs!.id, AUSTIN);
    expect(res).toEqual({ status: 404, json: { error: { code: 'not-found', message: 'Address not found.' } } });
    expect((await edit('999999', AUSTIN)).status).toBe(404);
    expect((await list(other, '9002'))[0]).toEqual(theirs);
  });

  it('refuses an empty required field with 400 and keeps the stored address', async () => {
    const [portland] = await list();
    expect((await edit(portland!.id, { ...portland, city: '' })).json.error.message).toBe('data.address.city: City required');
    expect((await list())[0]).toEqual(portland);
  });
});

describe('DELETE /customer/{shopId}/{customerId}/address/{addressId}', () => {
  it('deletes an address; deleting the default makes the next one the default', async () => {
    const added = (await add(AUSTIN)).json.data.address as Address;
    const [portland] = await list();
    const res = await remove(portland!.id);
    expect(res.status).toBe(200);
    expect(res.json.data.addresses.map((a: Address) => [a.city, a.default])).toEqual([['Seattle', true], ['Austin', false]]);
    expect(res.json.data.address).toBeUndefined();
    await remove(added.id);
    const { address } = (await add({ ...portland, default: true })).json.data;
    expect((await list()).map((a) => [a.city, a.default])).toEqual([['Portland', true], ['Seattle', false]]);
    expect(address.default).toBe(true);
  });

  it("answers 404 for another customer's address and 403 for another customer's list", async () => {
    const [theirs] = await list(other, '9002');
    expect((await remove(theirs!.id)).status).toBe(404);
    expect((await remove(theirs!.id, shopper, '9002')).status).toBe(403);
    expect((await remove(theirs!.id, anonToken(), '9002')).status).toBe(403);
    expect(await list(other, '9002')).toEqual([theirs]);
  });

  it('makes the first address of a customer without any the default', async () => {
    const [theirs] = await list(other, '9002');
    await remove(theirs!.id, other, '9002');
    expect(await list(other, '9002')).toEqual([]);
    const res = await add({ ...theirs, default: false }, other, '9002');
    expect(res.json.data.address.default).toBe(true);
  });
});

describe('concurrent address writes', () => {
  it('keeps exactly one default when several default addresses are added at once', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => add({ ...AUSTIN, address1: `${i} Race Street`, default: true })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const addresses = await list();
    expect(addresses.filter((a) => a.default)).toHaveLength(1);
    expect(addresses[0]!.default).toBe(true);
  });
});

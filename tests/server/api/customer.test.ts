// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../../src/api/types';
import { SHOPPER_PERSONALIZATIONS } from '../../../server/seed/db-seed';
import { customerMetafield, setCustomerMetafield, shopifyCustomer } from './shopify-data';
import { anonToken, createHarness, HARNESS_START_MS, customerToken, googleToken, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopper = customerToken('9001', 'shopper@example.com');
const other = customerToken('9002', 'other@example.com');
const personalizations = (customerId: string, token: string) => h.call('GET', `/customer/demo-shop/${customerId}/personalizations`, { token });
const getCustomer = (customerId: string, token: string | null = shopper) => h.call('GET', `/customer/demo-shop/${customerId}`, { token });
const putCustomer = (customer: unknown, token: string | null = shopper, customerId = '9001') =>
  h.call('PUT', `/customer/demo-shop/${customerId}`, { token, data: { shopId: 'demo-shop', customerId, customer } });

describe('GET /customer/{shopId}/{customerId}/personalizations', () => {
  it("returns the caller's own personalizations: the seeded answers, {} when none", async () => {
    expect(await personalizations('9001', shopper)).toEqual({ status: 200, json: { data: { personalizations: SHOPPER_PERSONALIZATIONS } } });
    expect((await personalizations('9002', other)).json.data).toEqual({ personalizations: {} });
    const stored = { skinType: ['dry'], height: { value: 180, unit: 'cm' }, nickname: 'Sam' };
    // The merchant (or another app) wrote the metafield in Shopify.
    setCustomerMetafield(h, '9002', 'status', 'personalizations', 'json', JSON.stringify(stored));
    const res = await personalizations('9002', googleToken('g-alex', 'other@example.com'));
    expect(res.json.data).toEqual({ personalizations: stored });
  });

  it("refuses another customer's, anonymous callers and unknown ids with 403", async () => {
    for (const [id, token] of [
      ['9002', shopper],
      ['9001', anonToken()],
      ['9001', googleToken('g-unverified', 'shopper@example.com', false)],
      ['nope', shopper],
    ]) {
      const res = await personalizations(id, token);
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('permission-denied');
    }
  });

  it('answers an unknown shop with 404', async () => {
    expect((await h.call('GET', '/customer/nope/9001/personalizations', { token: shopper })).status).toBe(404);
  });
});

describe('GET /customer/{shopId}/{customerId}', () => {
  it('shows the customer their profile with their addresses, default first', async () => {
    const res = await getCustomer('9001');
    expect(res.status).toBe(200);
    const customer: Customer = res.json.data;
    expect(customer).toMatchObject({
      id: '9001', email: 'shopper@example.com', firstName: 'Sam', lastName: 'Rivera', phone: '(503) 555-0142',
      birthday: '1990-04-12', acceptsMarketing: true, personalizations: SHOPPER_PERSONALIZATIONS, customFields: {},
    });
    expect(customer.addresses.map((a) => [a.city, a.default])).toEqual([['Portland', true], ['Seattle', false]]);
    expect(customer.addresses[0]).toEqual({
      id: expect.any(String), firstName: 'Sam', lastName: 'Rivera', company: '', address1: '12 Harbor Street', address2: 'Apt 4',
      city: 'Portland', province: 'Oregon', zip: '97201', country: 'United States', phone: '(503) 555-0142', default: true,
    });
  });

  it('reads the profile and its addresses in one Admin GraphQL round trip', async () => {
    h.shopifyRequests.length = 0;
    expect((await getCustomer('9001')).status).toBe(200);
    expect(h.shopifyRequests).toEqual([{ path: '/admin/api/2026-07/graphql.json', operation: 'CustomerProfile' }]);
  });

  it("refuses another customer's record, anonymous callers and no token", async () => {
    expect((await getCustomer('9002')).status).toBe(403);
    expect((await getCustomer('9001', other)).status).toBe(403);
    expect((await getCustomer('9001', anonToken())).status).toBe(403);
    expect((await getCustomer('9001', null)).status).toBe(401);
  });
});

describe('PUT /customer/{shopId}/{customerId}', () => {
  it('saves personal info and answers the whole customer; a later GET shows it', async () => {
    const res = await putCustomer({ firstName: ' Alex ', lastName: 'Kim-Lee', phone: '(416) 555-0100', birthday: '1988-02-29', acceptsMarketing: false }, other, '9002');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: '9002', firstName: 'Alex', lastName: 'Kim-Lee', phone: '(416) 555-0100', birthday: '1988-02-29', acceptsMarketing: false });
    expect((await getCustomer('9002', other)).json.data).toEqual(res.json.data);
  });

  it('clears the birthday when the shopper empties it, in Shopify too', async () => {
    expect((await putCustomer({ birthday: '1987-07-01' }, other, '9002')).json.data.birthday).toBe('1987-07-01');
    const cleared = await putCustomer({ birthday: '' }, other, '9002');
    expect(cleared.status).toBe(200);
    expect(cleared.json.data.birthday).toBe('');
    expect(customerMetafield(h, 9002, 'facts', 'birth_date')).toBeUndefined();
    expect((await getCustomer('9002', other)).json.data.birthday).toBe('');
  });

  it('merges preference answers and custom fields key by key; null removes a key', async () => {
    const first = await putCustomer({ personalizations: { skinType: 'Oily', shoeSize: { value: 42, unit: 'EU' } }, customFields: { newsletter: 'weekly' } });
    expect(first.json.data.personalizations).toEqual({ ...SHOPPER_PERSONALIZATIONS, skinType: 'Oily', shoeSize: { value: 42, unit: 'EU' } });
    const second = await putCustomer({ personalizations: { interests: null, birthdayMonth: 'April' }, customFields: { size: 'M' } });
    expect(second.json.data.personalizations).toEqual({ skinType: 'Oily', shoeSize: { value: 42, unit: 'EU' }, birthdayMonth: 'April' });
    expect(second.json.data.customFields).toEqual({ newsletter: 'weekly', size: 'M' });
    // only the given fields change
    expect(second.json.data).toMatchObject({ firstName: 'Sam', phone: '(503) 555-0142' });
  });

  it("refuses another login email with 400 'email-locked' and saves nothing; the same email in other case is fine", async () => {
    const res = await putCustomer({ email: 'new@example.com', firstName: 'Changed' });
    expect(res).toEqual({ status: 400, json: { error: { code: 'email-locked', message: 'Email used for login cannot be updated' } } });
    expect((await getCustomer('9001')).json.data.firstName).toBe('Sam');
    const same = await putCustomer({ email: 'Shopper@Example.com ', firstName: 'Sam' });
    expect(same.status).toBe(200);
    expect(same.json.data.email).toBe('shopper@example.com');
  });

  it("answers 400 naming the field for a bad phone, birthday, type or oversized answers", async () => {
    const cases: [unknown, string][] = [
      [{ phone: '555-CALL-NOW' }, 'data.customer.phone: Phone number should be numbers and - only'],
      [{ birthday: '1990-02-30' }, 'data.customer.birthday'],
      [{ birthday: '12/04/1990' }, 'data.customer.birthday'],
      [{ firstName: 42 }, 'data.customer.firstName: expected a string'],
      [{ firstName: 'x'.repeat(256) }, 'data.customer.firstName: must be at most 255 characters'],
      [{ acceptsMarketing: 'yes' }, 'data.customer.acceptsMarketing'],
      [{ personalizations: ['not', 'an', 'object'] }, 'data.customer.personalizations'],
      [{ personalizations: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])) }, 'at most 100 keys'],
      [{ customFields: { deep: [[[[[['too deep']]]]]] } }, 'data.customer.customFields: must not nest values more than 4 deep'],
      [{ customFields: { big: 'x'.repeat(20_000) } }, 'data.customer.customFields: must be at most 16384 bytes'],
      [undefined, 'data.customer: is required'],
    ];
    for (const [customer, message] of cases) {
      const res = await putCustomer(customer);
      expect(res.status, JSON.stringify(customer)?.slice(0, 80)).toBe(400);
      expect(res.json.error.code).toBe('invalid-argument');
      expect(res.json.error.message).toContain(message);
    }
  });

  it("refuses another customer's record and anonymous callers with 403", async () => {
    expect((await putCustomer({ firstName: 'Mallory' }, other)).status).toBe(403);
    expect((await putCustomer({ firstName: 'Mallory' }, anonToken())).status).toBe(403);
    expect((await getCustomer('9001')).json.data.firstName).not.toBe('Mallory');
  });
});

describe('Shopify holds the profile', () => {
  it('writes names, phone, consent, birthday and answers to the Shopify customer, where the merchant sees them', async () => {
    const res = await putCustomer({ firstName: 'Samantha', phone: '(503) 555-0199', birthday: '1991-05-13', acceptsMarketing: false, personalizations: { skinType: 'Normal' }, customFields: { size: 'L' } });
    expect(res.status).toBe(200);
    const customer = shopifyCustomer(h, 9001);
    expect(customer).toMatchObject({ firstName: 'Samantha', phone: '(503) 555-0199' });
    expect(customer.emailMarketingConsent.marketingState).toBe('UNSUBSCRIBED');
    expect(customer.metafields.find((m) => m.namespace === 'facts' && m.key === 'birth_date')).toMatchObject({ type: 'date', value: '1991-05-13' });
    expect(JSON.parse(customerMetafield(h, 9001, 'status', 'personalizations')!)).toMatchObject({ skinType: 'Normal' });
    expect(JSON.parse(customerMetafield(h, 9001, 'status', 'custom_fields')!)).toMatchObject({ size: 'L' });
    // and what the merchant changes in Shopify is what the shopper sees next
    shopifyCustomer(h, 9001).firstName = 'Sammy';
    expect((await getCustomer('9001')).json.data.firstName).toBe('Sammy');
  });

  it('answers 404 customer-not-found for a customer deleted in Shopify while signed in, and keeps their favorites', async () => {
    const { rows: before } = await h.db.query("SELECT product_id FROM saved_items WHERE owner_id = '9002' ORDER BY product_id");
    expect(before.length).toBeGreaterThan(0);
    const deleted = await h.shopify.routes.request('/dev/customers/9002', { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    for (const res of [await getCustomer('9002', other), await personalizations('9002', other), await putCustomer({ firstName: 'Ghost' }, other, '9002')]) {
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('customer-not-found');
    }
    const add = await h.call('POST', '/customer/demo-shop/9002/address', {
      token: other, data: { shopId: 'demo-shop', customerId: '9002', address: { firstName: 'A', lastName: 'K', address1: '1 Main St', city: 'Toronto', country: 'Canada', province: 'Ontario', zip: 'M5V 2T6' } },
    });
    expect(add.status).toBe(404);
    const { rows: after } = await h.db.query("SELECT product_id FROM saved_items WHERE owner_id = '9002' ORDER BY product_id");
    expect(after).toEqual(before);
  });
});

// @vitest-environment node
// What a shopper changes in Profile and Orders (issue 11) is in the database: it survives the
// API stopping and starting again on the same database (a PGlite data directory, or a database
// on the throwaway PostgreSQL server), including the start's migrations and seed upgrade.
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../../../server/api/app';
import type { Db } from '../../../server/api/db/db';
import { openDatabase } from '../../../server/api/index';
import { createOutboxMailer } from '../../../server/api/mail';
import { fakeAuth } from './fake-auth';
import { customerToken, NOW } from './helpers';
import { createTestDatabase, engine, type TestDatabase } from './test-database';

const databases: TestDatabase[] = [];
afterAll(async () => { await Promise.all(databases.map((d) => d.dispose())); });

const shopper = customerToken('9001', 'shopper@example.com');

/** The API as a start makes it: openDatabase (migrate, seed, upgradeSeed), then the app. */
async function start(where: { url?: string; dataDir?: string }) {
  const db: Db = await openDatabase({ ...where, now: NOW });
  const app = createApp({ db, now: () => NOW, sendMail: createOutboxMailer(db, () => NOW), ...fakeAuth });
  const call = async (method: string, path: string, data?: unknown) => {
    const res = await app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${shopper}` },
      body: data === undefined ? undefined : JSON.stringify({ data: { shopId: 'demo-shop', ...data } }),
    });
    return { status: res.status, json: await res.json() };
  };
  return { db, call };
}

it(`keeps addresses, profile edits, preferences and a cancel across a restart (${engine()})`, { timeout: 60_000 }, async () => {
  const target = await createTestDatabase({ onDisk: true });
  databases.push(target);
  const where = { url: target.url, dataDir: target.dataDir };

  let api = await start(where);
  const added = await api.call('POST', '/customer/demo-shop/9001/address', {
    address: { firstName: 'Sam', lastName: 'Rivera', address1: '500 Congress Avenue', city: 'Austin', province: 'TX', zip: '78701', country: 'US', default: true },
  });
  expect(added.status).toBe(200);
  const [, portland] = added.json.data.addresses;
  expect((await api.call('DELETE', `/customer/demo-shop/9001/address/${portland.id}`)).status).toBe(200);
  expect((await api.call('PUT', '/customer/demo-shop/9001', { customer: { firstName: 'Samuel', personalizations: { skinType: 'Oily' }, birthday: '' } })).status).toBe(200);
  expect((await api.call('POST', '/orders/demo-shop/order/820020/cancel', {})).status).toBe(200);
  const before = (await api.call('GET', '/customer/demo-shop/9001')).json.data;
  await api.db.close();

  api = await start(where);
  try {
    const after = (await api.call('GET', '/customer/demo-shop/9001')).json.data;
    expect(after).toEqual(before);
    expect(after.addresses.map((a: { city: string; default: boolean }) => [a.city, a.default])).toEqual([['Austin', true], ['Seattle', false]]);
    expect(after).toMatchObject({ firstName: 'Samuel', birthday: '', personalizations: expect.objectContaining({ skinType: 'Oily' }) });
    expect((await api.call('GET', '/orders/demo-shop/order/820020')).json.data).toMatchObject({ fulfillmentStatus: 'CANCELED', canCancel: false });
  } finally {
    await api.db.close();
  }
});

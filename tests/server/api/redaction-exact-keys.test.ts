// @vitest-environment node
/**
 * A customer's export and redaction find their abuse-limit counters by the exact key, never by a
 * piece of it: the export for a@b.co does not show a@b.com's counters (and the client address in
 * them), redacting a@b.co leaves a@b.com's, and redacting a shop leaves another shop's counters
 * even when a shopper's address there holds the first shop's id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARNESS_START_MS, type Harness } from './helpers';
import { createWebhookHarness, deliver, SHOP_DOMAIN } from './webhooks-harness';

let h: Harness;
beforeAll(async () => { h = await createWebhookHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h?.close(); });

/** The compliance bodies as Shopify sends them for customer 9101 of the demo shop. */
const customer = (email: string) => ({ shop_id: 954889, shop_domain: SHOP_DOMAIN, customer: { id: 9101, email, phone: null } });
const dataRequest = (email: string) => ({ ...customer(email), orders_requested: [], data_request: { id: 31 } });
const redactRequest = (email: string) => ({ ...customer(email), orders_to_redact: [] });

const OTHER_IP = '198.51.100.7';
const OWN_IP = '203.0.113.5';

/** Keys written as the sign-in routes write them (lib/limits.ts), spelled out here. */
const OWN = [
  'send:email:demo-shop:a@b.co',
  'wrong:email:demo-shop:a@b.co',
  `send:email-ip:demo-shop:a@b.co:${OWN_IP}`,
  'send:email-ip:demo-shop:a@b.co:2001:db8::1',
  'proxy:customer:demo-shop:9101',
];
const SOMEONE_ELSES = [
  'send:email:demo-shop:a@b.com',
  'wrong:email:demo-shop:a@b.com',
  `send:email-ip:demo-shop:a@b.com:${OTHER_IP}`,
  `send:email-ip:demo-shop:xa@b.co:${OTHER_IP}`,
  'proxy:customer:demo-shop:91010',
  'send:email:second-shop:a@b.co',
  // An address of the second shop whose local part holds ':demo-shop:'.
  'send:email:second-shop:x:demo-shop:a@b.co',
  `send:email-ip:second-shop:x:demo-shop:a@b.co:${OTHER_IP}`,
];

const keysLeft = async (): Promise<string[]> =>
  (await h.db.query<{ key: string }>('SELECT key FROM rate_limits ORDER BY key')).rows.map((r) => r.key);

beforeAll(async () => {
  await h.db.query(`INSERT INTO shops (id, shopify_domain) VALUES ('second-shop', 'second-shop.myshopify.com') ON CONFLICT DO NOTHING`);
  await h.db.query(`INSERT INTO customers (id, shop_id, created_at) VALUES ('9101', 'demo-shop', now()), ('91010', 'demo-shop', now()) ON CONFLICT DO NOTHING`);
  for (const key of [...OWN, ...SOMEONE_ELSES]) {
    await h.db.query(`INSERT INTO rate_limits (key, window_start, hits, expires_at) VALUES ($1, $2, 3, $3)`,
      [key, new Date(h.clock.now).toISOString(), new Date(h.clock.now + 24 * 3600_000).toISOString()]);
  }
}, HARNESS_START_MS);

describe('abuse-limit counters in a customer\'s export and redaction', () => {
  it('the data export for a@b.co lists its own counters and not a@b.com\'s or their client address', async () => {
    expect((await deliver(h, 'customers/data_request', dataRequest('A@b.co'))).status).toBe(200);
    await h.webhooks.drain();
    const { rows } = await h.db.query<{ export: any }>(`SELECT export FROM data_requests WHERE shop_id = 'demo-shop' AND customer_id = '9101'`);
    expect(rows).toHaveLength(1);
    const exported: string[] = rows[0]!.export.tables.rate_limits.map((r: { key: string }) => r.key);
    expect(exported.sort()).toEqual([...OWN].sort());
    expect(JSON.stringify(rows[0]!.export)).not.toContain(OTHER_IP);
  });

  it('redacting a@b.co deletes its counters and leaves a@b.com\'s', async () => {
    expect((await deliver(h, 'customers/redact', redactRequest('a@b.co'))).status).toBe(200);
    await h.webhooks.drain();
    expect(await keysLeft()).toEqual([...SOMEONE_ELSES].sort());
  });

  it('redacting the shop leaves the counters of another shop whose shopper address holds its id', async () => {
    expect((await deliver(h, 'shop/redact', { shop_id: 954889, shop_domain: SHOP_DOMAIN })).status).toBe(200);
    await h.webhooks.drain();
    expect(await keysLeft()).toEqual(SOMEONE_ELSES.filter((k) => k.includes('second-shop')).sort());
  });
});

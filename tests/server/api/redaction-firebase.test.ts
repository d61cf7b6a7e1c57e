// @vitest-environment node
/**
 * Redaction reaches Firebase (docs/data-retention.md 'Firebase users'): customers/redact,
 * customers/delete and shop/redact delete the sign-in users of the customers they name, exactly
 * those: the custom-token user `customer-{id}`, Google users tied only to that customer (a user
 * another shop's customer is tied to is only untied), and anonymous users no other customer is
 * tied to. A Firebase failure commits nothing: the job is retried and the redaction completes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleDelivery } from '../../../server/api/webhooks/handlers';
import { fakeAuth, fakeFirebaseUsers } from './fake-auth';
import { HARNESS_START_MS, type Harness } from './helpers';
import { createWebhookHarness, customerPayload, deliver, SHOP_DOMAIN } from './webhooks-harness';

let h: Harness;

/** Every uid Firebase was asked to delete since the last reset, sorted. */
const deleted = () => fakeFirebaseUsers.deleted.flat().sort();

const link = async (shopId: string, customerId: string, google: string[], anon: string[]) => {
  await h.db.query('INSERT INTO customers (id, shop_id, created_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING', [customerId, shopId]);
  for (const uid of google) await h.db.query('INSERT INTO customer_users (shop_id, uid, customer_id, created_at) VALUES ($1, $2, $3, now())', [shopId, uid, customerId]);
  for (const uid of anon) await h.db.query('INSERT INTO customer_anon_users (customer_id, anon_user_id, created_at) VALUES ($1, $2, now())', [customerId, uid]);
};

const linksOf = async (uid: string) => {
  const google = await h.db.query<{ shop_id: string }>('SELECT shop_id FROM customer_users WHERE uid = $1 ORDER BY shop_id', [uid]);
  const anon = await h.db.query<{ customer_id: string }>('SELECT customer_id FROM customer_anon_users WHERE anon_user_id = $1 ORDER BY customer_id', [uid]);
  return [...google.rows.map((r) => r.shop_id), ...anon.rows.map((r) => r.customer_id)];
};

beforeAll(async () => {
  h = await createWebhookHarness();
  await h.db.query(`INSERT INTO shops (id, shopify_domain) VALUES ('second-shop', 'second-shop.myshopify.com')`);
  // demo-shop: 9001 (Google 'google-a' and 'google-shared', anonymous 'anon-a' and 'anon-shared'),
  // 9002 (Google 'google-b', anonymous 'anon-b' and 'anon-shared': one browser, two accounts).
  await link('demo-shop', '9001', ['google-a', 'google-shared'], ['anon-a', 'anon-shared']);
  await link('demo-shop', '9002', ['google-b'], ['anon-b', 'anon-shared']);
  // second-shop: 7777, the same Google user as 9001 ('google-shared') and its own anonymous user.
  await link('second-shop', '7777', ['google-shared'], ['anon-c']);
}, HARNESS_START_MS);
afterAll(async () => { await h?.close(); });
beforeEach(() => {
  fakeFirebaseUsers.deleted = [];
  fakeFirebaseUsers.failure = null;
});

describe('customers/redact', () => {
  it("deletes the customer's own Firebase users and only unties those another customer or shop still has", async () => {
    expect((await deliver(h, 'customers/redact', customerPayload({ id: 9001, email: 'shopper@example.com' }))).status).toBe(200);
    await h.webhooks.drain();
    expect(deleted()).toEqual(['anon-a', 'customer-9001', 'google-a']);
    // the Google user stays second-shop's customer's; the anonymous user stays tied to 9002
    expect(await linksOf('google-shared')).toEqual(['second-shop']);
    expect(await linksOf('anon-shared')).toEqual(['9002']);
    expect(await linksOf('google-a')).toEqual([]);
  });

  it('keeps every row while Firebase fails, and the retried job finishes the redaction', async () => {
    fakeFirebaseUsers.failure = new Error('Firebase is down');
    const res = await deliver(h, 'customers/redact', customerPayload({ id: 9002, email: 'other@example.com' }));
    await h.webhooks.drain();
    expect(deleted()).toEqual([]);
    // nothing committed: the customer and the links that name their Firebase users are all there
    expect((await h.db.query("SELECT 1 FROM customers WHERE id = '9002'")).rows).toHaveLength(1);
    expect(await linksOf('google-b')).toEqual(['demo-shop']);
    expect(await linksOf('anon-b')).toEqual(['9002']);
    const { rows: [job] } = await h.db.query<{ state: string }>(`SELECT state FROM webhook_queue.job WHERE data->>'webhookId' = $1`, [res.webhookId]);
    expect(job!.state).toBe('retry');
    const { rows: [delivery] } = await h.db.query<{ handled_at: unknown }>('SELECT handled_at FROM webhook_deliveries WHERE webhook_id = $1', [res.webhookId]);
    expect(delivery!.handled_at).toBeNull();

    // Firebase is back: the retry (what the queue runs for the job) deletes the users and the rows
    fakeFirebaseUsers.failure = null;
    await handleDelivery({ db: h.db, now: () => h.clock.now, deleteUsers: fakeAuth.deleteUsers }, res.webhookId);
    expect(deleted()).toEqual(['anon-b', 'anon-shared', 'customer-9002', 'google-b']);
    expect((await h.db.query("SELECT 1 FROM customers WHERE id = '9002'")).rows).toHaveLength(0);
    expect(await linksOf('anon-shared')).toEqual([]);
  });
});

describe('customers/delete', () => {
  it("deletes the Firebase users it unties the deleted customer from, since no later redaction could find them", async () => {
    await link('demo-shop', '5551', ['google-5551', 'google-shared'], ['anon-5551']);
    await deliver(h, 'customers/delete', { id: 5551, admin_graphql_api_id: 'gid://shopify/Customer/5551' });
    await h.webhooks.drain();
    expect(deleted()).toEqual(['anon-5551', 'customer-5551', 'google-5551']);
    expect(await linksOf('google-shared')).toEqual(['second-shop']);
  });
});

describe('shop/redact', () => {
  it("deletes the Firebase users of every customer of the shop, and leaves another shop's", async () => {
    await link('demo-shop', '9003', ['google-d', 'google-shared'], ['anon-d']);
    const res = await deliver(h, 'shop/redact', { shop_id: 954889, shop_domain: SHOP_DOMAIN });
    expect(res.status).toBe(200);
    await h.webhooks.drain();
    // 9001 and 9002 were redacted above; 5551's row stays until its customers/redact
    expect(deleted()).toEqual(['anon-d', 'customer-5551', 'customer-9003', 'google-d']);
    expect(await linksOf('google-shared')).toEqual(['second-shop']);
    expect(await linksOf('anon-c')).toEqual(['7777']);
  });
});

// @vitest-environment node
// POST /tracking/event/inject (server/api/routes/tracking.ts): what it stores, who an event is
// from (the caller's token, never the body), 'Popular today' against one caller's flood, and how
// long events are kept (docs/data-retention.md). The limits are in abuse-limits.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetPopular } from '../../../server/api/lib/popular';
import { TRACKING_RETENTION_DAYS } from '../../../server/api/lib/tracking-retention';
import { MAX_EVENT_DATA_CHARS } from '../../../server/api/routes/tracking';
import { anonToken, customerToken, googleToken, HARNESS_START_MS, NOW, type Harness } from './helpers';
import { createWebhookHarness, dataRequestPayload, deliver } from './webhooks-harness';

let h: Harness;
beforeAll(async () => {
  h = await createWebhookHarness();
  // a shop the API knew and that uninstalled the app since
  await h.db.query("INSERT INTO shops (id, shopify_domain, uninstalled_at) VALUES ('gone-shop', 'gone-shop.myshopify.com', now())");
}, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const DAY = 86_400_000;

const inject = (body: unknown, token: string | null = anonToken('visitor-1'), ip?: string) =>
  h.call('POST', '/tracking/event/inject', { token, body: JSON.stringify(body), ip });

const event = (name: string, createdAt: number | string, extra: Record<string, unknown> = {}) => ({
  event: name, event_data: { productId: 7001 }, created_at: createdAt, customer_id: null, status_id: 'visitor-1', shop_id: 'demo-shop', ...extra,
});

const stored = async (id: string) =>
  (await h.db.query<{ status_id: string | null; customer_id: string | null; shop_id: string | null }>(
    'SELECT status_id, customer_id, shop_id FROM tracking_events WHERE id = $1', [id],
  )).rows;

describe('POST /tracking/event/inject', () => {
  it('stores events keyed by id without an envelope; GET /dev/tracking lists them newest first', async () => {
    const res = await inject({ events: {
      'ev-1': event('widget-open', NOW - 2000),
      'ev-2': event('save-item', new Date(NOW - 1000).toISOString()),
    } });
    expect(res).toEqual({ status: 200, json: { data: { received: 2, reattributed: [] } } });
    expect((await inject({ events: { 'ev-3': event('widget-open', NOW, { status_id: 'visitor-2' }) } }, anonToken('visitor-2'))).status).toBe(200);
    const list = await h.call('GET', '/dev/tracking?status_id=visitor-1', { token: null });
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual([
      { id: 'ev-2', event: 'save-item', event_data: { productId: 7001 }, created_at: new Date(NOW - 1000).toISOString(), customer_id: null, status_id: 'visitor-1', shop_id: 'demo-shop' },
      { id: 'ev-1', event: 'widget-open', event_data: { productId: 7001 }, created_at: new Date(NOW - 2000).toISOString(), customer_id: null, status_id: 'visitor-1', shop_id: 'demo-shop' },
    ]);
    expect((await h.call('GET', '/dev/tracking', { token: null })).json.data.map((e: { id: string }) => e.id)).toEqual(['ev-3', 'ev-2', 'ev-1']);
    expect((await h.call('GET', '/dev/tracking?status_id=nobody', { token: null })).json).toEqual({ data: [] });
  });

  it('ignores an id sent again, and accepts the {data} envelope too', async () => {
    const body = { events: { 'ev-dup': event('loaded', NOW) } };
    expect((await inject(body)).json.data.received).toBe(1);
    expect((await inject({ data: { shopId: 'demo-shop', ...body } })).json.data.received).toBe(1);
    const { rows } = await h.db.query("SELECT 1 FROM tracking_events WHERE id = 'ev-dup'");
    expect(rows).toHaveLength(1);
  });

  it("stores an event sent with only its name and shop: no data, received now, the caller's uid as its status id", async () => {
    const res = await inject({ events: { 'ev-bare': { event: 'loaded', shop_id: 'demo-shop' } } }, anonToken('visitor-bare'));
    expect(res).toEqual({ status: 200, json: { data: { received: 1, reattributed: [] } } });
    const list = await h.call('GET', '/dev/tracking?status_id=visitor-bare', { token: null });
    expect(list.json.data).toEqual([
      { id: 'ev-bare', event: 'loaded', event_data: null, created_at: new Date(NOW).toISOString(), customer_id: null, status_id: 'visitor-bare', shop_id: 'demo-shop' },
    ]);
  });

  it('needs a bearer token', async () => {
    const res = await inject({ events: { x: event('loaded', NOW) } }, null);
    expect(res.status).toBe(401);
  });

  it('refuses a body without events, an event without a name, and more than 100 events with 400', async () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`m-${i}`, event('loaded', NOW)]));
    for (const body of [{}, { events: [] }, { events: { x: { event_data: {}, shop_id: 'demo-shop' } } }, { events: many }]) {
      const res = await inject(body);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('invalid-argument');
    }
    expect((await h.call('POST', '/tracking/event/inject', { body: '{nope' })).status).toBe(400);
  });

  it(`refuses with 400 events naming no shop or two shops, and event data over ${MAX_EVENT_DATA_CHARS} characters; nothing of the call is stored`, async () => {
    const cases: [string, unknown][] = [
      ['no shop', { events: { 'ev-noshop': event('loaded', NOW, { shop_id: null }) } }],
      ['two shops', { events: { 'ev-two-a': event('loaded', NOW), 'ev-two-b': event('loaded', NOW, { shop_id: 'gone-shop' }) } }],
      ['big data', { events: { 'ev-big': event('loaded', NOW, { event_data: { text: 'x'.repeat(MAX_EVENT_DATA_CHARS) } }) } }],
    ];
    for (const [what, body] of cases) {
      const res = await inject(body);
      expect(res.status, what).toBe(400);
      expect(res.json.error.code, what).toBe('invalid-argument');
    }
    for (const id of ['ev-noshop', 'ev-two-a', 'ev-two-b', 'ev-big']) expect(await stored(id)).toEqual([]);
  });
});

describe('who an event is from', () => {
  it("stores an event naming another visitor's status id or a customer as the anonymous caller's own, and says so", async () => {
    const res = await inject({ events: {
      'forged-status': event('product_view', NOW, { status_id: 'someone-else' }),
      'forged-customer': event('save_item', NOW, { status_id: 'visitor-forger', customer_id: 9001 }),
      'honest': event('loaded', NOW, { status_id: 'visitor-forger' }),
    } }, anonToken('visitor-forger'));
    expect(res).toEqual({ status: 200, json: { data: { received: 3, reattributed: ['forged-status', 'forged-customer'] } } });
    for (const id of ['forged-status', 'forged-customer', 'honest']) {
      expect(await stored(id)).toEqual([{ status_id: 'visitor-forger', customer_id: null, shop_id: 'demo-shop' }]);
    }
  });

  it("stores a signed-in customer's events with their own customer id, also when the widget queued none, and never another customer's", async () => {
    const token = customerToken('9001', 'shopper@example.com');
    const res = await inject({ events: {
      'own-customer': event('sign_in', NOW, { status_id: 'customer-9001', customer_id: '9001' }),
      'no-customer': event('loaded', NOW, { status_id: null }),
      'other-customer': event('save_item', NOW, { status_id: 'customer-9001', customer_id: 9002 }),
    } }, token);
    expect(res).toEqual({ status: 200, json: { data: { received: 3, reattributed: ['other-customer'] } } });
    for (const id of ['own-customer', 'no-customer', 'other-customer']) {
      expect(await stored(id)).toEqual([{ status_id: 'customer-9001', customer_id: '9001', shop_id: 'demo-shop' }]);
    }
  });

  it("refuses a sign-in of another shop sending events for this shop with 403, and stores nothing", async () => {
    const elsewhere = customerToken('990001', 'elsewhere@example.com', 'other-shop');
    const res = await inject({ events: { 'cross-shop': event('product_view', NOW, { status_id: 'customer-990001' }) } }, elsewhere);
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('permission-denied');
    expect(await stored('cross-shop')).toEqual([]);
  });

  it("refuses events for a shop the API does not serve, or that uninstalled the app, with 404 'No shop id found'", async () => {
    for (const shop of ['no-such-shop', 'gone-shop']) {
      const id = `ev-${shop}`;
      const res = await inject({ events: { [id]: event('loaded', NOW, { shop_id: shop }) } });
      expect(res).toEqual({ status: 404, json: { error: { code: 'not-found', message: 'No shop id found' } } });
      expect(await stored(id)).toEqual([]);
    }
  });
});

describe("'Popular today' against one caller's flood", () => {
  it('one visitor sending 100 views of a product with made-up status ids counts once: two real visitors still put theirs first', async () => {
    const view = (productId: number) => ({ event: 'product_view', event_data: { productId }, created_at: h.clock.now, customer_id: null, shop_id: 'demo-shop' });
    for (const visitor of ['popular-a', 'popular-b']) {
      expect((await inject({ events: { [`pv-${visitor}`]: { ...view(7018), status_id: visitor } } }, anonToken(visitor))).status).toBe(200);
    }
    const flood = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`flood-${i}`, { ...view(7019), status_id: `made-up-${i}`, customer_id: 9000 + i }]));
    expect((await inject({ events: flood }, anonToken('flooder'))).status).toBe(200);
    forgetPopular();
    const res = await h.call('POST', '/init/for-you', { token: anonToken('popular-reader'), data: { shopId: 'demo-shop', recentlyViewed: [] } });
    expect(res.status).toBe(200);
    const ids: number[] = res.json.data.popularToday;
    expect(ids[0]).toBe(7018);
    expect(ids).toContain(7019);
  });

  it('a customer viewing on two devices counts once, below two guests', async () => {
    // 7020: customer 9002 on a code sign-in and on a Google sign-in tied to them; 7021: two guests
    await h.db.query("INSERT INTO customer_users (shop_id, uid, customer_id, created_at) VALUES ('demo-shop', 'google-9002', '9002', now()) ON CONFLICT DO NOTHING");
    const view = (productId: number) => ({ event: 'product_view', event_data: { productId }, created_at: h.clock.now, shop_id: 'demo-shop' });
    expect((await inject({ events: { 'device-1': view(7020) } }, customerToken('9002', 'other@example.com'))).status).toBe(200);
    expect((await inject({ events: { 'device-2': view(7020) } }, googleToken('google-9002', 'other@example.com'))).status).toBe(200);
    expect(await stored('device-2')).toEqual([{ status_id: 'google-9002', customer_id: '9002', shop_id: 'demo-shop' }]);
    for (const guest of ['guest-x', 'guest-y']) expect((await inject({ events: { [`view-${guest}`]: view(7021) } }, anonToken(guest))).status).toBe(200);
    forgetPopular();
    const ids: number[] = (await h.call('POST', '/init/for-you', { data: { shopId: 'demo-shop', recentlyViewed: [] } })).json.data.popularToday;
    expect(ids).toContain(7020);
    expect(ids.indexOf(7021)).toBeLessThan(ids.indexOf(7020));
  });
});

describe('how long events are kept', () => {
  it(`the hourly sweep deletes events received more than ${TRACKING_RETENTION_DAYS} days ago and keeps the Home charts' ${TRACKING_RETENTION_DAYS} days`, async () => {
    const at = async (ms: number, id: string) => {
      const before = h.clock.now;
      h.clock.now = ms;
      try {
        expect((await inject({ events: { [id]: event('sign_in', ms, { status_id: null }) } }, anonToken(`retention-${id}`))).status).toBe(200);
      } finally {
        h.clock.now = before;
      }
    };
    await at(NOW - (TRACKING_RETENTION_DAYS + 1) * DAY, 'old');
    await at(NOW - (TRACKING_RETENTION_DAYS - 1) * DAY, 'recent');
    const swept = await h.webhooks.sweep();
    expect(swept.trackingEvents).toBe(1);
    expect(await stored('old')).toEqual([]);
    expect(await stored('recent')).toHaveLength(1);
    // the day it turns 90 days old, it goes too
    h.clock.now = NOW + 2 * DAY;
    try {
      expect((await h.webhooks.sweep()).trackingEvents).toBeGreaterThanOrEqual(1);
      expect(await stored('recent')).toEqual([]);
    } finally {
      h.clock.now = NOW;
    }
  });

  it(`a customer's data export holds their events, also those of the guest session they signed in from, and says they are kept ${TRACKING_RETENTION_DAYS} days`, async () => {
    await h.db.query("INSERT INTO customers (id, shop_id, created_at) VALUES ('9003', 'demo-shop', now()) ON CONFLICT DO NOTHING");
    await h.db.query("INSERT INTO customer_anon_users (customer_id, anon_user_id, created_at) VALUES ('9003', 'guest-of-9003', now()) ON CONFLICT DO NOTHING");
    expect((await inject({ events: { 'export-guest': event('product_view', NOW, { status_id: 'guest-of-9003' }) } }, anonToken('guest-of-9003'))).status).toBe(200);
    expect((await inject({ events: { 'export-signed': event('sign_in', NOW, { status_id: null }) } }, customerToken('9003', 'third@example.com'))).status).toBe(200);
    expect((await deliver(h, 'customers/data_request', dataRequestPayload({ id: '9003', email: 'third@example.com' }, 903))).status).toBe(200);
    await h.webhooks.drain();
    const { rows } = await h.db.query<{ export: any }>("SELECT export FROM data_requests WHERE customer_id = '9003'");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.export.retentionDays.tracking_events).toBe(TRACKING_RETENTION_DAYS);
    expect(rows[0]!.export.tables.tracking_events.map((e: { id: string }) => e.id).sort()).toEqual(['export-guest', 'export-signed']);
  });
});

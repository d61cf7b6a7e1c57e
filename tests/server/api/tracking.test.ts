// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, createHarness, HARNESS_START_MS, NOW, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const inject = (body: unknown, token: string | null = anonToken('visitor-1')) =>
  h.call('POST', '/tracking/event/inject', { token, body: JSON.stringify(body) });

const event = (name: string, createdAt: number | string, extra: Record<string, unknown> = {}) => ({
  event: name, event_data: { productId: 7001 }, created_at: createdAt, customer_id: null, status_id: 'visitor-1', shop_id: 'demo-shop', ...extra,
});

describe('POST /tracking/event/inject', () => {
  it('stores events keyed by id without an envelope; GET /dev/tracking lists them newest first', async () => {
    const res = await inject({ events: {
      'ev-1': event('widget-open', NOW - 2000),
      'ev-2': event('save-item', new Date(NOW - 1000).toISOString(), { customer_id: 9001 }),
      'ev-3': event('widget-open', NOW, { status_id: 'visitor-2' }),
    } });
    expect(res).toEqual({ status: 200, json: { data: { received: 3 } } });
    const list = await h.call('GET', '/dev/tracking?status_id=visitor-1', { token: null });
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual([
      { id: 'ev-2', event: 'save-item', event_data: { productId: 7001 }, created_at: new Date(NOW - 1000).toISOString(), customer_id: '9001', status_id: 'visitor-1', shop_id: 'demo-shop' },
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

  it('stores an event sent with only its name: no data, received now', async () => {
    const res = await inject({ events: { 'ev-bare': { event: 'loaded', status_id: 'visitor-bare' } } });
    expect(res).toEqual({ status: 200, json: { data: { received: 1 } } });
    const list = await h.call('GET', '/dev/tracking?status_id=visitor-bare', { token: null });
    expect(list.json.data).toEqual([
      { id: 'ev-bare', event: 'loaded', event_data: null, created_at: new Date(NOW).toISOString(), customer_id: null, status_id: 'visitor-bare', shop_id: null },
    ]);
  });

  it('needs a bearer token', async () => {
    const res = await inject({ events: { x: event('loaded', NOW) } }, null);
    expect(res.status).toBe(401);
  });

  it('refuses a body without events, an event without a name, and more than 100 events with 400', async () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`m-${i}`, event('loaded', NOW)]));
    for (const body of [{}, { events: [] }, { events: { x: { event_data: {} } } }, { events: many }]) {
      const res = await inject(body);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('invalid-argument');
    }
    expect((await h.call('POST', '/tracking/event/inject', { body: '{nope' })).status).toBe(400);
  });
});

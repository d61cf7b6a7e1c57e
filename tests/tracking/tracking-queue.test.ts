// The tracking queue (docs/product.md#events, #limits; the store's consent).
import { EVENTS_KEY, QUEUE_MAX, dropEvents, keepEvents, queueEvent, readQueue, removeEvents } from '../../src/tracking/tracking-queue';
import { installPrivacy, removePrivacy } from '../lib/fake-privacy';

const stored = () => JSON.parse(sessionStorage.getItem(EVENTS_KEY) || '[]') as { event: string }[];

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  removePrivacy();
  vi.restoreAllMocks();
});

test('a queued event carries an id, its name, data, time, shop and customer, and is kept in sessionStorage for the tab', () => {
  const e = queueEvent('product_view', { productId: 7001 }, 'demo-shop', '42');
  expect(e).toMatchObject({ event: 'product_view', event_data: { productId: 7001 }, shop_id: 'demo-shop', customer_id: '42', status_id: null });
  expect(e!.id).toMatch(/\S{8,}/);
  expect(Number.isNaN(Date.parse(e!.created_at))).toBe(false);
  expect(stored()).toEqual([e]);
  expect(readQueue()).toEqual([e]);
});

test('events get distinct ids, and sent ones leave the queue', () => {
  const a = queueEvent('widget_open', {}, 'demo-shop', null)!;
  const b = queueEvent('widget_close', {}, 'demo-shop', null)!;
  expect(a.id).not.toBe(b.id);
  removeEvents([a.id]);
  expect(readQueue().map((e) => e.event)).toEqual(['widget_close']);
});

test('the 101st queued event drops the whole queue', () => {
  for (let i = 0; i < QUEUE_MAX; i++) queueEvent('product_view', { i }, 'demo-shop', null);
  expect(readQueue()).toHaveLength(100);
  expect(queueEvent('product_view', { i: 100 }, 'demo-shop', null)).toBeNull();
  expect(readQueue()).toEqual([]);
  queueEvent('widget_open', {}, 'demo-shop', null);
  expect(readQueue()).toHaveLength(1);
});

test('junk in storage reads as an empty queue', () => {
  sessionStorage.setItem(EVENTS_KEY, '{oops');
  expect(readQueue()).toEqual([]);
  sessionStorage.setItem(EVENTS_KEY, JSON.stringify([null, { id: 1 }, { id: 'a', event: 'x', shop_id: 's' }]));
  expect(readQueue()).toHaveLength(1);
});

test('when storage throws, the queue still works in memory for this page', () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new Error('QuotaExceeded'); });
  queueEvent('widget_open', {}, 'demo-shop', null);
  queueEvent('widget_close', {}, 'demo-shop', null);
  expect(readQueue().map((e) => e.event)).toEqual(['widget_open', 'widget_close']);
});

test('before analytics consent, events stay in memory only; on consent they are stored', () => {
  const fake = installPrivacy({ analytics: false });
  queueEvent('product_view', { productId: 7001 }, 'demo-shop', null);
  expect(sessionStorage.getItem(EVENTS_KEY)).toBeNull();
  expect(readQueue()).toHaveLength(1);
  fake.decide(true);
  keepEvents();
  expect(stored().map((e) => e.event)).toEqual(['product_view']);
  expect(readQueue()).toHaveLength(1);
});

test('a decline forgets the events kept in memory', () => {
  const fake = installPrivacy({ analytics: false });
  queueEvent('product_view', { productId: 7001 }, 'demo-shop', null);
  fake.decide(false);
  keepEvents();
  dropEvents();
  expect(readQueue()).toEqual([]);
  expect(sessionStorage.getItem(EVENTS_KEY)).toBeNull();
});

// The launcher's late half on the store page: recently viewed and tracking events under the
// store's consent, and the sender (with identity) only after the shopper acts and an event waits.
import { pageConfig as fixtureConfig } from '../auth/fixtures';
import { installPrivacy, removePrivacy } from '../lib/fake-privacy';
import { startTracking } from '../../src/launcher/tracking';
import { readQueue, EVENTS_KEY } from '../../src/tracking/tracking-queue';
import { RECENTLY_VIEWED_KEY, readRecentlyViewed } from '../../src/local/recently-viewed';
import { clearRecentlyViewed } from '../../src/local/recently-viewed-clear';
import { emit } from '../../src/storefront/page-events';

const sender = vi.hoisted(() => ({ arm: vi.fn() }));
vi.mock('../../src/launcher/tracking-send', () => sender);
vi.mock('../../src/launcher/chunks', () => import('../fixtures/chunks'));

const productPage = { ...fixtureConfig, page: { productId: 7001, collectionId: null, cartStatusId: null } };
let stop = () => {};

beforeEach(() => {
  sessionStorage.clear();
  clearRecentlyViewed();
  sender.arm.mockClear();
});
afterEach(() => {
  stop();
  removePrivacy();
});

const events = () => readQueue().map((e) => e.event);

test("a product page's product goes into recently viewed and a product_view event is queued", () => {
  stop = startTracking(productPage);
  expect(readRecentlyViewed()).toEqual([7001]);
  expect(readQueue()).toEqual([expect.objectContaining({ event: 'product_view', event_data: { productId: 7001 }, shop_id: 'demo-shop' })]);
});

test('page events become tracking events with their detail', () => {
  stop = startTracking(fixtureConfig);
  emit('status:widget-open');
  emit('status:save-item', { productId: 7001, variantId: 400070011, list: 'favorites' });
  emit('status:remove-item', { productId: 7001, variantId: null, list: 'savedFromCart' });
  emit('status:widget-close');
  emit('status:items-updated', { list: 'favorites', count: 1 }); // not tracked
  expect(events()).toEqual(['widget_open', 'save_item', 'remove_item', 'widget_close']);
  expect(readQueue()[1].event_data).toEqual({ productId: 7001, variantId: 400070011, list: 'favorites' });
});

test('the sender (and identity) waits until the shopper acts, and comes only when an event waits', async () => {
  stop = startTracking(fixtureConfig);
  dispatchEvent(new Event('pointerdown'));
  await vi.dynamicImportSettled(); // the sender's chunk, had it been asked for
  expect(sender.arm).not.toHaveBeenCalled(); // acted, but nothing to send
  stop();
  stop = startTracking(productPage);
  await vi.dynamicImportSettled();
  expect(sender.arm).not.toHaveBeenCalled(); // an event waits, but the shopper has not acted
  dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  await vi.waitFor(() => expect(sender.arm).toHaveBeenCalledWith(productPage));
});

test('opening the panel arms the sender and loads the consent feature the store had not loaded', async () => {
  const { shopify } = installPrivacy({ loaded: false, analytics: true, preferences: true });
  stop = startTracking(productPage);
  expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull(); // API there but not loaded: memory only
  expect(shopify.loadFeatures).not.toHaveBeenCalled(); // never before the shopper acts
  emit('status:widget-open');
  await vi.waitFor(() => expect(shopify.loadFeatures).toHaveBeenCalledWith([{ name: 'consent-tracking-api', version: '0.1' }], expect.any(Function)));
  await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')).toEqual([7001]));
  expect(JSON.parse(sessionStorage.getItem(EVENTS_KEY)!).map((e: { event: string }) => e.event)).toEqual(['product_view', 'widget_open']);
  await vi.waitFor(() => expect(sender.arm).toHaveBeenCalled());
});

test("the shopper's first tap on the page loads the consent feature the store had not loaded, once", async () => {
  const { shopify } = installPrivacy({ loaded: false, analytics: true, preferences: true });
  stop = startTracking(productPage);
  expect(shopify.loadFeatures).not.toHaveBeenCalled();
  dispatchEvent(new Event('pointerdown'));
  emit('status:widget-open');
  await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')).toEqual([7001]));
  expect(shopify.loadFeatures).toHaveBeenCalledTimes(1);
});

test("an EU visitor's views and events stay in memory until they accept, then are kept without a reload", async () => {
  const fake = installPrivacy({ analytics: false, preferences: false });
  stop = startTracking(productPage);
  dispatchEvent(new Event('pointerdown'));
  expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  expect(sessionStorage.getItem(EVENTS_KEY)).toBeNull();
  expect(readRecentlyViewed()).toEqual([7001]); // the page still shows it
  await vi.dynamicImportSettled(); // the sender's chunk, had it been asked for
  expect(sender.arm).not.toHaveBeenCalled();
  fake.decide(true);
  expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual([7001]);
  expect(JSON.parse(sessionStorage.getItem(EVENTS_KEY)!)).toHaveLength(1);
  await vi.waitFor(() => expect(sender.arm).toHaveBeenCalled());
});

test('a visitor who declines keeps nothing: no stored views, no events', () => {
  const fake = installPrivacy({ analytics: false, preferences: false });
  stop = startTracking(productPage);
  fake.decide(false);
  expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  expect(readQueue()).toEqual([]);
});

test('a page whose storage and consent API misbehave still gets no error thrown from the late half', () => {
  (window as { Shopify?: unknown }).Shopify = { get customerPrivacy(): never { throw new Error('broken'); } };
  const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new Error('QuotaExceeded'); });
  expect(() => (stop = startTracking(productPage))).not.toThrow();
  expect(readRecentlyViewed()).toEqual([7001]); // memory
  set.mockRestore();
});

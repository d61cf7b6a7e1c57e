// The recorder (local/viewed-record.ts, in the launcher's late half) writes what local/recently-viewed.ts reads.
import { readRecentlyViewed, readViewedCards, RECENTLY_VIEWED_KEY, type ViewedWindow } from '../../src/local/recently-viewed';
import { clearRecentlyViewed } from '../../src/local/recently-viewed-clear';
import { recordView as recordRecentlyViewed } from '../../src/local/viewed-record';

beforeEach(() => clearRecentlyViewed());

test('viewing products keeps the newest first, without repeats, at most 16', () => {
  for (let id = 1; id <= 20; id++) recordRecentlyViewed(id);
  recordRecentlyViewed(10);
  const ids = readRecentlyViewed();
  expect(ids).toHaveLength(16);
  expect(ids.slice(0, 3)).toEqual([10, 20, 19]);
  expect(new Set(ids).size).toBe(16);
});

test('junk in storage reads as an empty list and bad ids are ignored', () => {
  localStorage.setItem(RECENTLY_VIEWED_KEY, '{oops');
  expect(readRecentlyViewed()).toEqual([]);
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([3, 'x', -1, 2.5, 4]));
  expect(readRecentlyViewed()).toEqual([3, 4]);
  recordRecentlyViewed(Number.NaN);
  expect(readRecentlyViewed()).toEqual([3, 4]);
});

test('when storage throws, recently viewed still works for this page', () => {
  const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new Error('QuotaExceeded'); });
  const get = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => { throw new Error('SecurityError'); });
  recordRecentlyViewed(7);
  recordRecentlyViewed(8);
  expect(readRecentlyViewed()).toEqual([8, 7]);
  set.mockRestore();
  get.mockRestore();
});

test("a product page's card is kept with its id, newest first, and its id still reads as a plain id", () => {
  const card = { id: 5, title: 'Tote', url: '/products/tote', image: '/t.svg', price: 2800, compareAtPrice: null, currency: 'USD' };
  recordRecentlyViewed(4);
  recordRecentlyViewed(5, card);
  expect(readRecentlyViewed()).toEqual([5, 4]);
  expect(readViewedCards()).toEqual([card]);
  recordRecentlyViewed(5); // seen again without a card (an older embed): the id moves, the card is dropped
  expect(readViewedCards()).toEqual([]);
  expect(readRecentlyViewed()).toEqual([5, 4]);
});

test('a card for another id is not kept, and junk entries in storage are skipped', () => {
  recordRecentlyViewed(6, { id: 7, title: 'Other' } as never);
  expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual([6]);
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([null, { id: 'x' }, { id: 8, title: 'Hat' }, 'y', 9]));
  expect(readRecentlyViewed()).toEqual([8, 9]);
  expect(readViewedCards()).toEqual([{ id: 8, title: 'Hat' }]);
});

test("after sign-out's clear the shopper has no recently viewed products, stored or kept in this page's memory", () => {
  recordRecentlyViewed(3);
  (window as ViewedWindow).statusViewed = [4];
  clearRecentlyViewed();
  expect(readRecentlyViewed()).toEqual([]);
  expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  expect((window as ViewedWindow).statusViewed).toBeUndefined();
});

test('when storage throws, the clear still empties the list kept in memory', () => {
  (window as ViewedWindow).statusViewed = [4];
  const remove = vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => { throw new Error('SecurityError'); });
  expect(() => clearRecentlyViewed()).not.toThrow();
  remove.mockRestore();
  expect((window as ViewedWindow).statusViewed).toBeUndefined();
});

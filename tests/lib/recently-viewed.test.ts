import { readRecentlyViewed, recordRecentlyViewed, clearRecentlyViewed, RECENTLY_VIEWED_KEY } from '../../src/lib/recently-viewed';

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

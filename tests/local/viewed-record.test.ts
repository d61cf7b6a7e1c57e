// The recently viewed recorder (local/viewed-record.ts) under the store's consent: memory
// until preferences are allowed, read by the panel through local/recently-viewed.ts.
import { RECENTLY_VIEWED_KEY, readRecentlyViewed } from '../../src/local/recently-viewed';
import { clearRecentlyViewed } from '../../src/local/recently-viewed-clear';
import { keepViews, recordView } from '../../src/local/viewed-record';
import { installPrivacy, removePrivacy } from '../lib/fake-privacy';

beforeEach(() => clearRecentlyViewed());
afterEach(removePrivacy);

test('without consent for preferences, views are not written to localStorage but the page still lists them', () => {
  installPrivacy({ preferences: false });
  recordView(7001);
  recordView(7002);
  expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  expect(readRecentlyViewed()).toEqual([7002, 7001]);
});

test('when the shopper accepts, the views of this page are stored at once, before what was stored', () => {
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([5, 6]));
  const fake = installPrivacy({ preferences: false });
  recordView(7001);
  fake.decide(true);
  keepViews();
  expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual([7001, 5, 6]);
  recordView(7002);
  expect(readRecentlyViewed()).toEqual([7002, 7001, 5, 6]);
});

test('when the shopper declines, nothing is stored and the list stays for this page only', () => {
  const fake = installPrivacy({ preferences: false });
  recordView(7001);
  fake.decide(false);
  keepViews();
  expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  expect(readRecentlyViewed()).toEqual([7001]);
});

test('a store whose API is not loaded yet gets memory only; a store without the API gets storage', () => {
  installPrivacy({ loaded: false, preferences: true });
  recordView(7001);
  expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  removePrivacy();
  clearRecentlyViewed();
  recordView(7003);
  expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toEqual([7003]);
});

test('sign-out clears the in-memory list too', () => {
  installPrivacy({ preferences: false });
  recordView(7001);
  clearRecentlyViewed();
  expect(readRecentlyViewed()).toEqual([]);
});

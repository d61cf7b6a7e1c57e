// Recent collections (docs/product.md#favorites-and-saved-items): the
// collection pages a shopper opened, newest first, at most 8, in memory when storage fails.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  clearRecentCollections, collectionUrl, readRecentCollections, recordCollectionPage, recordRecentCollection, RECENT_COLLECTIONS_KEY,
} from '../../src/local/recent-collections';

const card = (id: number, handle = `c${id}`, title = `Collection ${id}`) => ({ id, handle, title });

beforeEach(() => clearRecentCollections());
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

test('opening collection pages keeps them newest first, without repeats, at most 8, in the spec\'s fields', () => {
  for (let id = 1; id <= 10; id++) recordRecentCollection(card(id));
  recordRecentCollection(card(5));
  const list = readRecentCollections();
  expect(list).toHaveLength(8);
  expect(list.slice(0, 2)).toEqual([{ title: 'Collection 5', collection_id: 5, name: 'c5' }, { title: 'Collection 10', collection_id: 10, name: 'c10' }]);
  expect(new Set(list.map((e) => e.collection_id)).size).toBe(8);
});

test('junk in storage or in the page reads as nothing and is never recorded', () => {
  localStorage.setItem(RECENT_COLLECTIONS_KEY, '{oops');
  expect(readRecentCollections()).toEqual([]);
  localStorage.setItem(RECENT_COLLECTIONS_KEY, JSON.stringify([{ title: 'A', collection_id: 1, name: 'a' }, { title: '', collection_id: 2, name: 'b' }, { collection_id: 'x' }, 7]));
  expect(readRecentCollections().map((e) => e.name)).toEqual(['a']);
  for (const bad of [null, undefined, card(-1), card(1.5), card(3, ''), card(4, 'h', '   '), { id: 5 } as never]) recordRecentCollection(bad);
  expect(readRecentCollections().map((e) => e.name)).toEqual(['a']);
});

test('when storage throws, the list still works for this page', () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new Error('QuotaExceeded'); });
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => { throw new Error('SecurityError'); });
  recordRecentCollection(card(1));
  recordRecentCollection(card(2));
  expect(readRecentCollections().map((e) => e.collection_id)).toEqual([2, 1]);
});

test("a collection page is recorded from the app embed's config block; other pages and broken blocks record nothing", () => {
  document.body.innerHTML = `<script type="application/json" id="status-config">${JSON.stringify({ shopId: 's', page: { collectionId: 5002, collection: card(5002, 'apparel', 'Apparel') } })}</script>`;
  recordCollectionPage();
  expect(readRecentCollections()).toEqual([{ title: 'Apparel', collection_id: 5002, name: 'apparel' }]);
  document.body.innerHTML = '<script type="application/json" id="status-config">{"page":{"collection":null}}</script>';
  recordCollectionPage();
  document.body.innerHTML = '<script type="application/json" id="status-config">{oops</script>';
  expect(() => recordCollectionPage()).not.toThrow();
  expect(readRecentCollections()).toHaveLength(1);
});

test("a collection's link is its page under the store's locale root, its handle escaped", () => {
  const e = { title: 'Sale', collection_id: 1, name: 'summer sale' };
  expect(collectionUrl(e)).toBe('/collections/summer%20sale');
  expect(collectionUrl(e, '/de/')).toBe('/de/collections/summer%20sale');
  expect(collectionUrl(e, '/fr')).toBe('/fr/collections/summer%20sale');
});

test('keeps a collection page in memory only while the store has not allowed preferences', () => {
  const w = window as unknown as { Shopify?: unknown };
  w.Shopify = { customerPrivacy: { preferencesProcessingAllowed: () => false } };
  try {
    clearRecentCollections();
    recordRecentCollection({ id: 41, handle: 'bags', title: 'Bags' });
    expect(localStorage.getItem(RECENT_COLLECTIONS_KEY)).toBeNull();
    expect(readRecentCollections().map((e) => e.name)).toEqual(['bags']);
  } finally {
    delete w.Shopify;
  }
});

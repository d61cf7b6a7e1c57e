// The launcher's late half records a collection page into recent collections when the launcher
// starts its idle work (startTracking), reading the app embed's config block itself, so the
// launcher pays no byte for it.
import { afterEach, expect, test, vi } from 'vitest';
import { clearRecentCollections, readRecentCollections } from '../../src/local/recent-collections';

afterEach(() => {
  document.body.innerHTML = '';
  clearRecentCollections();
  vi.resetModules();
});

test("the late half's idle work on a collection page records that collection", async () => {
  document.body.innerHTML = `<script type="application/json" id="status-config">${JSON.stringify({
    shopId: 'demo-shop', apiBase: 'https://api.test', page: { collectionId: 5003, collection: { id: 5003, handle: 'home', title: 'Home' } },
  })}</script>`;
  const late = await import('../../src/launcher/late');
  expect(readRecentCollections()).toEqual([]); // loading it (to draw the page's elements) records nothing yet
  late.startTracking({ shopId: 'demo-shop', customerId: null, page: { productId: null } } as never)();
  expect(readRecentCollections()).toEqual([{ title: 'Home', collection_id: 5003, name: 'home' }]);
});

test('on other pages it records nothing', async () => {
  document.body.innerHTML = `<script type="application/json" id="status-config">${JSON.stringify({ shopId: 'demo-shop', apiBase: 'x', page: { productId: 7001 } })}</script>`;
  const late = await import('../../src/launcher/late');
  late.startTracking({ shopId: 'demo-shop', customerId: null, page: { productId: null } } as never)();
  expect(readRecentCollections()).toEqual([]);
});

// The launcher's late half records a collection page into recent collections, reading
// the app embed's config block itself, so the launcher pays no byte for it.
import { afterEach, expect, test, vi } from 'vitest';
import { clearRecentCollections, readRecentCollections } from '../../src/features/for-you/state/recent-collections';

afterEach(() => {
  document.body.innerHTML = '';
  clearRecentCollections();
  vi.resetModules();
});

test('loading the late half on a collection page records that collection', async () => {
  document.body.innerHTML = `<script type="application/json" id="status-config">${JSON.stringify({
    shopId: 'demo-shop', apiBase: 'https://api.test', page: { collectionId: 5003, collection: { id: 5003, handle: 'home', title: 'Home' } },
  })}</script>`;
  await import('../../src/launcher/late');
  expect(readRecentCollections()).toEqual([{ title: 'Home', collection_id: 5003, name: 'home' }]);
});

test('on other pages it records nothing', async () => {
  document.body.innerHTML = `<script type="application/json" id="status-config">${JSON.stringify({ shopId: 'demo-shop', apiBase: 'x', page: { productId: 7001 } })}</script>`;
  await import('../../src/launcher/late');
  expect(readRecentCollections()).toEqual([]);
});

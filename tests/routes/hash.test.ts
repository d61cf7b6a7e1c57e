import { statusRoute } from '../../src/routes/hash';

test.each([
  ['#status', ''],
  ['#status-', ''],
  ['#status-orders', 'orders'],
  ['#status-collection:recentlyViewed', 'collection:recentlyViewed'],
  ['#status-add:collection+7001+400070011', 'add:collection+7001+400070011'],
  ['#status-%E0', '%E0'],
  ['#statusbar', null],
  ['#main', null],
  ['', null],
])('the hash %s opens route %s', (hash, route) => {
  expect(statusRoute(hash)).toBe(route);
});

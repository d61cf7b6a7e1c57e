import { describe, expect, test } from 'vitest';
import { previousRoute, resolveRoute, routeFromHash, routeToHash, parseRoute, ROUTES, tabs } from '../../src/routes/table';
import { screenOf } from '../../src/panel/screens';
import { statusRoute } from '../../src/routes/hash';

const anon = { signedIn: false };
const all = ['foryou', 'orders', 'profile', 'collection', 'saved-from-cart', 'favorites', 'favorites-collections', 'favorites-collection', 'survey', 'preferences', 'info', 'order'];
const go = (r: string, ctx: Parameters<typeof resolveRoute>[1] = anon) => resolveRoute(r, ctx).route;

describe('status hashes', () => {
  test('#status and #status- open For you, #status-orders opens Orders', () => {
    expect(routeFromHash('#status')).toBe('foryou');
    expect(routeFromHash('#status-')).toBe('foryou');
    expect(routeFromHash('#status-orders')).toBe('orders');
    expect(routeFromHash('#collections')).toBeNull();
    expect(routeFromHash('#status-%E0')).toBe('%E0');
  });

  test('route params come after a colon, several joined by +', () => {
    expect(parseRoute('add:collection+123+456')).toEqual({ name: 'add', params: ['collection', '123', '456'] });
    expect(parseRoute('')).toEqual({ name: 'foryou', params: [] });
    expect(routeToHash('collection:recentlyViewed')).toBe('#status-collection:recentlyViewed');
    expect(routeToHash('foryou')).toBe('#status');
  });
});

describe('which page a shopper lands on', () => {
  test('an unknown route opens For you', () => {
    expect(go('nonsense')).toBe('foryou');
    expect(go('constructor')).toBe('foryou');
    expect(go('#status-__proto__')).toBe('foryou');
  });

  test('built pages open as asked', () => {
    expect(go('orders')).toBe('orders');
    expect(go('#status-profile')).toBe('profile');
    expect(go('collection:recentlyViewed')).toBe('collection:recentlyViewed');
    expect(go('collection:popularToday')).toBe('collection:popularToday');
  });

  test('a collection with an unknown name or no name opens For you', () => {
    expect(go('collection:bogus')).toBe('foryou');
    expect(go('collection')).toBe('foryou');
  });

  test('aliases lead to their pages', () => {
    const ctx = { signedIn: true, flags: { wishlist: true, saved: true, profileUpdate: false }, built: all };
    expect(go('saved', ctx)).toBe('saved-from-cart');
    expect(go('saved-collections', ctx)).toBe('favorites-collections');
    expect(go('saved-collection:abc', ctx)).toBe('favorites-collection:abc');
    expect(go('quiz:skin', ctx)).toBe('survey:skin');
  });

  test('favorites and saved items open For you when the merchant has them off', () => {
    const off = { signedIn: true, flags: { wishlist: false, saved: false, profileUpdate: true }, built: all };
    expect(go('favorites', off)).toBe('foryou');
    expect(go('saved-from-cart', off)).toBe('foryou');
    expect(go('collection:favorites', off)).toBe('foryou');
    expect(go('collection:savedFromCart', off)).toBe('foryou');
    const on = { ...off, flags: { wishlist: true, saved: true, profileUpdate: true } };
    expect(go('favorites', on)).toBe('favorites');
    expect(go('collection:savedFromCart', on)).toBe('collection:savedFromCart');
  });

  test('personal info is the preferences page when profile update is on', () => {
    expect(go('info', { signedIn: true, flags: { wishlist: false, saved: false, profileUpdate: true }, built: all })).toBe('preferences');
    expect(go('info', { signedIn: true, flags: { wishlist: false, saved: false, profileUpdate: false }, built: all })).toBe('info');
  });

  test('anonymous visitors opening an order are sent to For you and the order is remembered', () => {
    expect(resolveRoute('order:1001', { signedIn: false, built: all })).toEqual({ route: 'foryou', redirect: 'order:1001' });
    expect(resolveRoute('order:1001', { signedIn: true, built: all })).toEqual({ route: 'order:1001', redirect: null });
  });

  test('pages not built yet open For you', () => {
    expect(go('verify', { signedIn: true })).toBe('foryou');
  });
});

test('Back without history goes to the page above: order -> orders, addresses -> profile, collection -> For you', () => {
  expect(previousRoute('order:5')).toBe('orders');
  expect(previousRoute('addresses')).toBe('profile');
  expect(previousRoute('collection:recentlyViewed')).toBe('foryou');
  expect(previousRoute('favorites-collections')).toBe('favorites');
  expect(previousRoute('survey:x')).toBe('foryou');
  expect(previousRoute('toString')).toBe('foryou');
});

describe('one route table for the nav, the guards and the screen chunks', () => {
  test('the tabs are For you, Orders and Profile, in that order', () => {
    expect(tabs()).toEqual(['foryou', 'orders', 'profile']);
  });

  test('every page the table builds has its screen chunk; For you ships with the panel; pages without a screen have none', () => {
    for (const [name, def] of Object.entries(ROUTES)) {
      if (name === 'foryou') expect(screenOf(name), name).toBeUndefined();
      else if (def.screen) expect(screenOf(name), name).toBeTypeOf('function');
      else expect(screenOf(name), name).toBeUndefined();
    }
    expect(screenOf('nonsense')).toBeUndefined();
  });

  test('a page opens as asked exactly when the table gives it a screen', () => {
    const flags = { wishlist: true, saved: true, profileUpdate: false };
    for (const [name, def] of Object.entries(ROUTES)) {
      const route = def.params ? `${name}:${name === 'collection' ? 'recentlyViewed' : 'x'}${def.params > 1 ? '+y' : ''}` : name;
      expect(resolveRoute(route, { signedIn: true, flags }).route, name).toBe(def.screen ? route : 'foryou');
    }
  });

  test("the launcher's hash parsing and the router's agree", () => {
    for (const hash of ['#status', '#status-', '#status-orders', '#status-collection:popularToday', '#status-magic-link:c+t', '#status-%E0', '#cart']) {
      const r = statusRoute(hash);
      expect(routeFromHash(hash), hash).toBe(r === '' ? 'foryou' : r);
    }
  });
});

describe('favorites and saved from cart pages', () => {
  const on = { signedIn: false, flags: { wishlist: true, saved: true, profileUpdate: true } };
  test('favorites, collections, saved from cart, add and create have screens and open as asked', () => {
    expect(go('saved', on)).toBe('saved-from-cart');
    expect(go('#status-favorites', on)).toBe('favorites');
    expect(go('saved-collections', on)).toBe('favorites-collections');
    expect(go('add:collection+12+34', on)).toBe('add:collection+12+34');
    expect(go('create', on)).toBe('create');
    for (const name of ['saved-from-cart', 'favorites', 'favorites-collections', 'favorites-collection', 'add', 'create']) expect(screenOf(name)).toBeTypeOf('function');
  });

  test('a shared collection opens by its link without sign-in, even where the wishlist is off', () => {
    expect(go('#status-favorites-collection:c-1')).toBe('favorites-collection:c-1');
    expect(go('saved-collection:c-1')).toBe('favorites-collection:c-1');
    expect(go('favorites-collection')).toBe('foryou');
  });
});

// The route store (docs/product.md#routing-rules): Back, the login redirect, the merchant's settings
// deciding which pages exist, and the address bar while the panel is open.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { back, loginRedirect, navigate, resetRoute, route, routeFlags, settingsArrived, takeLoginRedirect } from '../../src/panel/router';
import { resolveRoute } from '../../src/routes/table';
import { resetSettings } from '../../src/settings/settings';
import { closeWidget, openWidget } from '../../src/panel/widget';
import { freshSession, settingsAre } from '../fixtures/store-fixtures';

beforeEach(() => {
  freshSession();
  resetSettings();
  resetRoute();
  takeLoginRedirect();
});
afterEach(() => {
  closeWidget();
  history.replaceState(null, '', '/');
});

test('Back returns to the page the shopper came from', () => {
  navigate('orders');
  navigate('profile');
  back();
  expect(route.value).toBe('orders');
  back();
  expect(route.value).toBe('foryou');
});

test('Back with no history goes to the route’s previous page', () => {
  resetRoute();
  navigate('collection:popularToday');
  back();
  expect(route.value).toBe('foryou');
});

test('anonymous visitors opening an order stay on For you and the order is remembered for after sign-in', () => {
  expect(navigate('order:1001')).toBe('foryou');
  expect(route.value).toBe('foryou');
  expect(loginRedirect.value).toBe('order:1001');
  expect(takeLoginRedirect()).toBe('order:1001');
  expect(loginRedirect.value).toBeNull();
});

test('navigating to the page already shown adds no history', () => {
  navigate('orders');
  navigate('orders');
  back();
  expect(route.value).toBe('foryou');
});

describe("the merchant's settings decide which pages exist", () => {
  test('before the settings arrive: no favorites, no saved items, info becomes preferences', () => {
    expect(routeFlags.value).toEqual({ wishlist: false, saved: false, profileUpdate: true });
  });

  test('wishlist and saved switched on in the settings open their pages', () => {
    settingsAre({ wishlist: { isActive: true }, saved: { isActive: true } });
    expect(routeFlags.value).toEqual({ wishlist: true, saved: true, profileUpdate: true });
    expect(navigate('collection:favorites')).toBe('collection:favorites');
    settingsAre({ wishlist: { isActive: false }, saved: { isActive: true } });
    expect(routeFlags.value).toMatchObject({ wishlist: false, saved: true });
    expect(navigate('collection:favorites')).toBe('foryou');
  });

  test("with profileUpdate off, 'info' stays 'info'; with it on, 'info' is 'preferences'", () => {
    const built = ['info', 'preferences'];
    settingsAre({}, { profileUpdate: false });
    expect(routeFlags.value.profileUpdate).toBe(false);
    expect(resolveRoute('info', { signedIn: true, flags: routeFlags.value, built }).route).toBe('info');
    settingsAre({}, { profileUpdate: true });
    expect(resolveRoute('info', { signedIn: true, flags: routeFlags.value, built }).route).toBe('preferences');
  });

  test('a page asked for before the settings arrived waits for them and stays once they allow it', () => {
    expect(navigate('#status-collection:favorites')).toBe('collection:favorites');
    settingsAre({ wishlist: { isActive: true } });
    settingsArrived();
    expect(route.value).toBe('collection:favorites');
  });

  test('settings that do not allow the page asked for send the shopper to For you', () => {
    expect(navigate('collection:favorites')).toBe('collection:favorites');
    settingsAre({ wishlist: { isActive: false } });
    settingsArrived();
    expect(route.value).toBe('foryou');
  });

  test('a page the shopper went to meanwhile is not replaced when the settings arrive', () => {
    navigate('collection:favorites');
    navigate('orders');
    settingsAre({ wishlist: { isActive: true } });
    settingsArrived();
    expect(route.value).toBe('orders');
  });
});

describe('the address bar while the panel is open', () => {
  beforeEach(() => {
    openWidget();
  });

  test("a page asked for before the settings keeps its hash until they arrive; unavailable, it shows For you and '#status'", () => {
    history.replaceState(null, '', '/#status-favorites');
    expect(navigate('favorites')).toBe('favorites');
    expect(location.hash).toBe('#status-favorites');
    settingsAre({ wishlist: { isActive: false } });
    settingsArrived();
    expect(route.value).toBe('foryou');
    expect(location.hash).toBe('#status');
    expect(navigate('favorites')).toBe('foryou');
    expect(location.hash).toBe('#status');
    history.replaceState(null, '', '/#status-verify');
    expect(navigate('#status-verify')).toBe('foryou');
    expect(location.hash).toBe('#status');
  });

  test('a built page shows its own hash, and Back the hash of the page it returns to', () => {
    navigate('orders');
    expect(location.hash).toBe('#status-orders');
    navigate('collection:recentlyViewed');
    expect(location.hash).toBe('#status-collection:recentlyViewed');
    back();
    expect(location.hash).toBe('#status-orders');
  });

  test('the path and query stay', () => {
    history.replaceState(null, '', '/collections/all?page=2');
    navigate('orders');
    expect(location.pathname + location.search + location.hash).toBe('/collections/all?page=2#status-orders');
  });

  test('with the panel closed the address bar is left alone', () => {
    closeWidget();
    history.replaceState(null, '', '/products/tee');
    navigate('orders');
    expect(location.hash).toBe('');
  });
});

test("a page name asked for before the settings arrived waits for them (it may be a dynamic page they add), and goes to For you when they do not add it", () => {
  expect(navigate('#status-size-guide')).toBe('size-guide');
  settingsAre({});
  settingsArrived();
  expect(route.value).toBe('foryou'); // no such page in these settings
});

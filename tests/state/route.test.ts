import { beforeEach, expect, test, vi } from 'vitest';

vi.mock('../../src/state/auth', async () => (await import('../panel/fixtures')).authMock());

import { back, loginRedirect, navigate, resetRoute, route, setRouteFlags, takeLoginRedirect } from '../../src/state/route';
import { user } from '../../src/state/auth';

beforeEach(() => {
  resetRoute();
  loginRedirect.value = null;
  user.value = null;
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
  navigate('collection:popularToday');
  resetRoute();
  route.value = 'collection:popularToday';
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

test('favorites open For you until the wishlist setting is on', () => {
  setRouteFlags({ wishlist: true });
  expect(navigate('collection:favorites')).toBe('collection:favorites');
  setRouteFlags({ wishlist: false });
  expect(navigate('collection:favorites')).toBe('foryou');
});

test('navigating to the page already shown adds no history', () => {
  navigate('orders');
  navigate('orders');
  back();
  expect(route.value).toBe('foryou');
});

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const log: string[] = [];
vi.mock('../../src/state/request-cache', () => ({ clearRequestCache: vi.fn(() => log.push('request cache')) }));
vi.mock('../../src/lib/recently-viewed', () => ({ clearRecentlyViewed: vi.fn(() => log.push('recently viewed')) }));
vi.mock('../../src/cache/products', () => ({ clearProductCache: vi.fn(async () => void log.push('product cache')) }));
vi.mock('../../src/state/auth', () => ({ signOut: vi.fn(async () => void log.push('signed out')) }));

import { logoutUrl, signOutAndLeave } from '../../src/auth/sign-out';
import { signOut } from '../../src/state/auth';
import { clearProductCache } from '../../src/cache/products';

const onEvent = (e: Event) => log.push(e.type);

beforeEach(() => {
  log.length = 0;
  vi.spyOn(location, 'assign').mockImplementation((url: string | URL) => void log.push('assign ' + String(url)));
  addEventListener('status:items-updated', onEvent);
  addEventListener('status:signed-out', onEvent);
});
afterEach(() => {
  removeEventListener('status:items-updated', onEvent);
  removeEventListener('status:signed-out', onEvent);
  vi.restoreAllMocks();
});

describe('logoutUrl', () => {
  test.each([
    ['/', '/account/logout'],
    ['/de', '/de/account/logout'],
    ['/de/', '/de/account/logout'],
    ['', '/account/logout'],
    [null, '/account/logout'],
  ])('root %j -> %s', (root, expected) => {
    expect(logoutUrl(root)).toBe(expected);
  });
});

test('clears caches and recently viewed, signs out, tells the page, then leaves for the store logout', async () => {
  await signOutAndLeave({ routes: { root: '/' } });
  expect(log).toEqual([
    'request cache',
    'recently viewed',
    'product cache',
    'signed out',
    'status:items-updated',
    'status:signed-out',
    'assign /account/logout',
  ]);
});

test('calls while one is under way share it', async () => {
  await Promise.all([signOutAndLeave({ routes: { root: '/en/' } }), signOutAndLeave({ routes: { root: '/en/' } })]);
  expect(log.filter((l) => l === 'signed out')).toHaveLength(1);
  expect(log.at(-1)).toBe('assign /en/account/logout');
});

test('a failing step is logged and the shopper still leaves; it never rejects', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(clearProductCache).mockRejectedValueOnce(new Error('idb gone'));
  await expect(signOutAndLeave(null)).resolves.toBeUndefined();
  expect(error).toHaveBeenCalled();
  expect(log.at(-1)).toBe('assign /account/logout');
  expect(signOut).toHaveBeenCalled();
});

// Sign-out (docs/product.md#sign-out): caches cleared, the session signed out, the sign-in form reset,
// the page told, then off to the store's logout address.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const log: string[] = [];
vi.mock('../../../../src/cache/request-cache-reset', () => ({ clearRequestCache: vi.fn(() => log.push('request cache')) }));
vi.mock('../../../../src/local/recently-viewed-clear', () => ({ clearRecentlyViewed: vi.fn(() => log.push('recently viewed')) }));
vi.mock('../../../../src/cache/products-clear', () => ({ clearProductCache: vi.fn(async () => void log.push('product cache')) }));
vi.mock('../../../../src/session/session-change', () => ({ signOut: vi.fn(async () => void log.push('signed out')) }));
vi.mock('../../../../src/features/sign-in/state/sign-in', () => ({ resetLoginFlow: vi.fn(() => log.push('login form reset')) }));

import { logoutUrl, signOutAndLeave } from '../../../../src/features/sign-in/state/sign-out';
import { signOut } from '../../../../src/session/session-change';
import { setPageConfig } from '../../../../src/settings/config';
import { clearProductCache } from '../../../../src/cache/products-clear';
import { config } from '../../../panel/fixtures';

const onEvent = (e: Event) => log.push(e.type);

beforeEach(() => {
  log.length = 0;
  vi.clearAllMocks();
  setPageConfig({ ...config, routes: { root: '/' } });
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

test('clears caches and recently viewed, signs out, resets the sign-in form, tells the page, then leaves for the store logout', async () => {
  await signOutAndLeave();
  expect(log).toEqual([
    'request cache',
    'recently viewed',
    'product cache',
    'signed out',
    'login form reset',
    'status:items-updated',
    'status:signed-out',
    'assign /account/logout',
  ]);
});

test("leaves for the logout address under the page's locale root; calls while one is under way share it", async () => {
  setPageConfig({ ...config, routes: { root: '/en/' } });
  await Promise.all([signOutAndLeave(), signOutAndLeave()]);
  expect(log.filter((l) => l === 'signed out')).toHaveLength(1);
  expect(log.at(-1)).toBe('assign /en/account/logout');
});

test('a failing step is logged, the next steps still run (the shopper is signed out) and the shopper leaves; it never rejects', async () => {
  const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.mocked(clearProductCache).mockRejectedValueOnce(new Error('idb gone'));
  await expect(signOutAndLeave()).resolves.toBeUndefined();
  expect(error).toHaveBeenCalled();
  expect(log.at(-1)).toBe('assign /account/logout');
  expect(signOut).toHaveBeenCalled();
});

// Offline, the retry policy's chunk (src/api/retry.ts, loaded after a first failure) may never
// have been fetched: a GET then fails with its own ApiError, which screens can show, instead of
// the chunk's load error.
import { expect, test, vi } from 'vitest';

vi.mock('../../src/api/retry', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

import { ApiError, configureApi, publicGet } from '../../src/api/client';

test("offline, a GET whose retry chunk cannot load fails with 'error.network', not the chunk's error", async () => {
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
  configureApi({ apiBase: 'http://api.test', shopId: 'demo-shop', customerId: () => null, idToken: async () => 'tok' });
  const failure = await publicGet('/init/for-you', '').catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(ApiError);
  expect([(failure as ApiError).code, (failure as ApiError).messageKey]).toEqual(['network', 'error.network']);
  vi.unstubAllGlobals();
});

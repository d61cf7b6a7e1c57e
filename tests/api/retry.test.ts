// Retries only where safe (src/api/retry.ts): GETs are tried again after a network
// failure, 429, 502, 503 or 504 with backoff (300 ms, then 900 ms; Retry-After up to 5,000 ms);
// POST, PUT and DELETE never are; nor is a timeout or a 4xx/500. Fake timers measure the waits.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { configureApi, publicGet, send, ApiError } from '../../src/api/client';
import { apiCall } from '../../src/api/call';
import { retryDelay, RETRY_AFTER_CAP_MS, RETRY_DELAYS_MS } from '../../src/api/retry';

type Reply = Response | Error;
let replies: Reply[] = [];
let fetchMock: ReturnType<typeof vi.fn>;

/** An answer of the API: `{data}` for 2xx, an error body otherwise, with optional headers. */
const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(status < 400 ? { data: { ok: status } } : { error: { code: 'e', message: `HTTP ${status}` } }), { status, headers });

beforeEach(async () => {
  // the policy module is loaded lazily after a first failure: load it now so only timers matter
  await import('../../src/api/retry');
  vi.useFakeTimers();
  replies = [];
  fetchMock = vi.fn(async () => {
    const next = replies.shift() ?? answer(200);
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ apiBase: 'http://api.test', shopId: 'demo-shop', customerId: () => '7', idToken: async () => 'tok' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Starts `call`, then reports how many fetches had happened after each of `steps` ms of waiting. */
async function fetchesOver<T>(call: () => Promise<T>, steps: number[]): Promise<{ counts: number[]; result: Promise<T> }> {
  const result = call();
  result.catch(() => {}); // judged by the caller
  const counts: number[] = [];
  await vi.advanceTimersByTimeAsync(0);
  counts.push(fetchMock.mock.calls.length);
  for (const ms of steps) {
    await vi.advanceTimersByTimeAsync(ms);
    counts.push(fetchMock.mock.calls.length);
  }
  return { counts, result };
}

test('a public GET answered 502 is asked again 300 ms later and resolves to the second answer', async () => {
  replies = [answer(502), answer(200)];
  const { counts, result } = await fetchesOver(() => publicGet('/products', '?ids=1'), [299, 1]);
  expect(counts).toEqual([1, 1, 2]);
  await expect(result).resolves.toEqual({ ok: 200 });
});

test('a GET that keeps failing with 503 is tried three times in all (waits of 300 and 900 ms), then fails with 503', async () => {
  replies = [answer(503), answer(503), answer(503), answer(200)];
  const { counts, result } = await fetchesOver(() => apiCall('GET', '/points/demo-shop'), [300, 899, 1, 10_000]);
  expect(counts).toEqual([1, 2, 2, 3, 3]);
  await expect(result).rejects.toMatchObject({ status: 503, messageKey: 'error.generic' });
});

test('a network failure of a GET is tried again; 504 too', async () => {
  replies = [new TypeError('Failed to fetch'), answer(504), answer(200)];
  const { counts, result } = await fetchesOver(() => apiCall('GET', '/init/v2/demo-shop/user'), [300, 900]);
  expect(counts).toEqual([1, 2, 3]);
  await expect(result).resolves.toEqual({ ok: 200 });
});

test("429 waits the answer's Retry-After seconds, capped at 5,000 ms", async () => {
  replies = [answer(429, { 'retry-after': '2' }), answer(200)];
  let run = await fetchesOver(() => publicGet('/init/for-you', '?recentlyViewed='), [1999, 1]);
  expect(run.counts).toEqual([1, 1, 2]);
  await expect(run.result).resolves.toEqual({ ok: 200 });

  fetchMock.mockClear();
  replies = [answer(429, { 'retry-after': '3600' }), answer(200)];
  run = await fetchesOver(() => publicGet('/init/for-you', '?recentlyViewed='), [RETRY_AFTER_CAP_MS - 1, 1]);
  expect(run.counts).toEqual([1, 1, 2]);
  await expect(run.result).resolves.toEqual({ ok: 200 });
});

test('500, 401 and a body without data are not tried again', async () => {
  for (const reply of [answer(500), answer(401), new Response('{"nothing":1}', { status: 200 })]) {
    fetchMock.mockClear();
    replies = [reply, answer(200)];
    const { counts, result } = await fetchesOver(() => apiCall('GET', '/orders/demo-shop/order/1'), [10_000]);
    expect(counts).toEqual([1, 1]);
    await expect(result).rejects.toBeInstanceOf(ApiError);
  }
});

test('POST, PUT and DELETE are never tried again, whatever the failure', async () => {
  for (const method of ['POST', 'PUT', 'DELETE'] as const) {
    for (const reply of [answer(502), answer(429, { 'retry-after': '1' }), new TypeError('Failed to fetch')]) {
      fetchMock.mockClear();
      replies = [reply, answer(200)];
      const { counts, result } = await fetchesOver(() => apiCall(method, '/saved/wishlist', {}), [10_000]);
      expect(counts).toEqual([1, 1]);
      await expect(result).rejects.toBeInstanceOf(ApiError);
    }
  }
});

test('a GET that times out fails once with the network message and is not tried again', async () => {
  vi.useRealTimers();
  fetchMock.mockImplementation((_url: string, init: RequestInit) =>
    new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError')))));
  await expect(send('GET', '/points/demo-shop', {}, { timeoutMs: 30 })).rejects.toMatchObject({ code: 'timeout', messageKey: 'error.network' });
  await expect(publicGet('/products', '?ids=1', { timeoutMs: 30 })).rejects.toMatchObject({ code: 'timeout' });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('retryDelay: the policy as a table (failure, try number -> wait ms or no retry)', () => {
  const err = (status: number, code: number | string = status, retryAfter?: string | null) => new ApiError(status, code, 'error.generic', 'x', retryAfter);
  expect(RETRY_DELAYS_MS).toEqual([300, 900]);
  expect(retryDelay(err(0, 'network'), 0)).toBe(300);
  expect(retryDelay(err(0, 'network'), 1)).toBe(900);
  expect(retryDelay(err(0, 'network'), 2)).toBeNull();
  expect(retryDelay(err(0, 'timeout'), 0)).toBeNull();
  expect(retryDelay(err(502), 0)).toBe(300);
  expect(retryDelay(err(429, 429, '0'), 0)).toBe(0);
  expect(retryDelay(err(503, 503, 'Wed, 21 Oct 2026 07:28:00 GMT'), 1)).toBe(900);
  expect(retryDelay(err(503, 503, 'soon'), 0)).toBe(300);
  expect(retryDelay(err(500), 0)).toBeNull();
  expect(retryDelay(err(404), 0)).toBeNull();
  expect(retryDelay(new Error('not an ApiError'), 0)).toBeNull();
});

test("a page's fetch that throws at once (not a rejection) is a network failure: a GET tries again and then shows the network error", async () => {
  fetchMock.mockImplementation(() => {
    throw new TypeError('theme fetch shim: blocked');
  });
  const { counts, result } = await fetchesOver(() => publicGet('/init/for-you', ''), [300, 900]);
  expect(counts).toEqual([1, 2, 3]);
  await expect(result).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'network', messageKey: 'error.network' });
});

test("a page's fetch that throws at once fails a POST with the network error, tried once", async () => {
  const throwing = vi.fn(() => {
    throw new TypeError('theme fetch shim: blocked');
  });
  vi.stubGlobal('fetch', throwing);
  await expect(apiCall('POST', '/customer/addresses', { address: {} })).rejects.toMatchObject({ name: 'ApiError', code: 'network', messageKey: 'error.network' });
  expect(throwing).toHaveBeenCalledTimes(1);
});

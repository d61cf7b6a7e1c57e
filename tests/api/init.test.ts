// For you's data from its public GET, and the launcher's early request (api/init.ts).
import { afterEach, expect, test, vi } from 'vitest';
import { adoptForYouRequest, fetchForYou, type EarlyForYou } from '../../src/api/init';
import { fakeApi, product } from '../panel/fixtures';

afterEach(() => vi.unstubAllGlobals());

/** An answer as the launcher hands it over (src/launcher.ts): the URL it asked for and the parsed body of a 2xx answer, else false. */
function answer(url: string, data: unknown, status = 200): EarlyForYou {
  return [url, status < 300 && { data }];
}

const LISTS = { recentlyViewed: [3], popularToday: [5], products: [product(3), product(5)] };

test("uses the launcher's answer when it asked for the same ids, without a request of its own", async () => {
  const fetchMock = fakeApi({});
  adoptForYouRequest(Promise.resolve(answer('https://api.test/init/for-you/demo-shop?recentlyViewed=3,4', LISTS)));
  const got = await fetchForYou([3, 4]);
  expect(got.popularToday).toEqual([5]);
  expect(got.products.map((p) => p.id)).toEqual([3, 5]);
  expect(fetchMock).not.toHaveBeenCalled();
});

test('asks again when the launcher asked for other ids, failed, or got an error, and uses its answer once', async () => {
  const fetchMock = fakeApi({ 'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [], popularToday: [9], products: [] }) });
  for (const early of [
    Promise.resolve(answer('https://api.test/init/for-you/demo-shop?recentlyViewed=7', LISTS)),
    Promise.resolve(null),
    Promise.resolve(answer('https://api.test/init/for-you/demo-shop?recentlyViewed=', null, 503)),
    Promise.resolve<EarlyForYou>(['https://api.test/init/for-you/demo-shop?recentlyViewed=', { error: 'no data' }]),
    Promise.resolve<EarlyForYou>(['https://api.test/init/for-you/demo-shop?recentlyViewed=', 'junk']),
  ]) {
    fetchMock.mockClear();
    adoptForYouRequest(early);
    expect((await fetchForYou([])).popularToday).toEqual([9]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  }
  adoptForYouRequest(Promise.resolve(answer('https://api.test/init/for-you/demo-shop?recentlyViewed=', LISTS)));
  await fetchForYou([]);
  fetchMock.mockClear();
  await fetchForYou([]); // the launcher's answer is used up
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

// Country data for the address form (docs/product.md#api-calls GET /init/countries, 9: kept 157,788,000,000 ms):
// memory, then localStorage, then the API; bad or expired copies are fetched again.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, sent } from '../../../panel/fixtures';
import { COUNTRIES_MAX_AGE_MS, COUNTRIES_STORAGE_KEY, countries, forgetCountries, loadCountries } from '../../../../src/features/profile/state/countries';

const US = { code: 'US', name: 'United States', provinces: [{ code: 'OR', name: 'Oregon' }], zipRequired: true };
const DE = { code: 'DE', name: 'Germany', provinces: [], zipRequired: true };
const NOW = 1_800_000_000_000;

let fetchMock: ReturnType<typeof fakeApi>;
const requests = () => sent(fetchMock, 'GET /init/countries').length;

beforeEach(() => {
  localStorage.removeItem(COUNTRIES_STORAGE_KEY);
  forgetCountries();
  fetchMock = fakeApi({ 'GET /init/countries': () => ({ countries: [US, DE] }) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the countries store', () => {
  test('fetches once without a token, then answers from memory', async () => {
    await loadCountries(NOW);
    await loadCountries(NOW + 1000);
    expect(countries.value.data?.map((c) => c.name)).toEqual(['United States', 'Germany']);
    expect(requests()).toBe(1);
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.headers).toBeUndefined(); // public: no bearer token, no preflight
  });

  test('two screens asking at once share one request', async () => {
    await Promise.all([loadCountries(NOW), loadCountries(NOW)]);
    expect(requests()).toBe(1);
  });

  test('a new page takes them from localStorage without a request', async () => {
    await loadCountries(NOW);
    forgetCountries(); // the next page
    await loadCountries(NOW + COUNTRIES_MAX_AGE_MS - 1);
    expect(countries.value.data?.[0].name).toBe('United States');
    expect(requests()).toBe(1);
  });

  test('an expired copy is fetched again', async () => {
    await loadCountries(NOW);
    forgetCountries();
    await loadCountries(NOW + COUNTRIES_MAX_AGE_MS);
    expect(requests()).toBe(2);
  });

  test('a corrupt or malformed stored copy is fetched again', async () => {
    for (const stored of ['{not json', JSON.stringify({ savedAt: NOW, countries: 'US' }), JSON.stringify({ savedAt: 'today', countries: [US] }), JSON.stringify({ savedAt: NOW + 5000, countries: [US] })]) {
      localStorage.setItem(COUNTRIES_STORAGE_KEY, stored);
      forgetCountries();
      await loadCountries(NOW);
      expect(countries.value.data?.length, stored).toBe(2);
    }
    expect(requests()).toBe(4);
  });

  test('blocked storage keeps the list in memory', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await loadCountries(NOW);
    await loadCountries(NOW + 1);
    expect(countries.value.data?.length).toBe(2);
    expect(requests()).toBe(1);
  });

  test('bad entries of the answer are dropped; an answer without any is an error, and the next use asks again', async () => {
    fetchMock = fakeApi({ 'GET /init/countries': () => ({ countries: [{ code: 'XX' }, 'US', { ...US, provinces: [{ code: 'OR' }, null] }] }) });
    await loadCountries(NOW);
    expect(countries.value.data).toEqual([{ ...US, provinces: [] }]);

    forgetCountries();
    localStorage.removeItem(COUNTRIES_STORAGE_KEY);
    fetchMock = fakeApi({ 'GET /init/countries': () => ({ countries: null }) });
    await loadCountries(NOW);
    expect(countries.value.error?.messageKey).toBe('error.generic');
    expect(countries.value.data).toBeNull();
    await loadCountries(NOW);
    expect(requests()).toBe(2);
  });
});

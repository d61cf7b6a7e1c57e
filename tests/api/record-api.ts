// Shared setup for the API-module tests: a fetch stub bound through configureApi, and what the
// first call sent.
import { beforeEach, vi } from 'vitest';
import { configureApi } from '../../src/api/client';
import { json } from '../auth/fixtures';

/** Installs (before each test) a fetch stub answering `answer`; `sent()` describes the first call. */
export function recordApi(answer: unknown = { data: { ok: true } }) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json(answer));
  const sent = () => {
    const [url, init] = fetchMock.mock.calls[0];
    return { url, method: init.method, auth: (init.headers as Record<string, string>).authorization, data: JSON.parse(String(init.body)).data };
  };
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ apiBase: 'http://api.test', shopId: 'demo-shop', customerId: () => null, idToken: async () => 'tok' });
  });
  return { fetchMock, sent };
}

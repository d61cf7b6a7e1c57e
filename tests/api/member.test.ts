import { beforeEach, describe, expect, test, vi } from 'vitest';
import { configureApi } from '../../src/api/client';
import { checkCustomer } from '../../src/api/member';
import { json } from '../auth/fixtures';

const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json({ data: { ok: true } }));
const sent = () => {
  const [url, init] = fetchMock.mock.calls[0];
  return { url, method: init.method, auth: (init.headers as Record<string, string>).authorization, data: JSON.parse(String(init.body)).data };
};

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ apiBase: 'http://api.test', shopId: 'demo-shop', customerId: () => null, idToken: async () => 'tok' });
});

describe('member calls', () => {
  test('check-customer posts the whole CheckCustomerRequest', async () => {
    const req = { shopId: 'demo-shop', customerEmail: 'a@b.co', statusId: 'u', anonUserId: 'anon', acceptsMarketing: true, countryCode: 'US' };
    await checkCustomer(req);
    expect(sent()).toMatchObject({ url: 'http://api.test/member/check-customer', method: 'POST', data: req });
  });

});

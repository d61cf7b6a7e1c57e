// The customer group's answers (features/profile/api/customer.ts): a wrong shape is the generic error, so a save
// is never reported done on an answer that does not confirm it (docs/security.md 'Faults: the API').
import { beforeEach, expect, test, vi } from 'vitest';
import { configureApi } from '../../../../src/api/client';
import { addAddress, deleteAddress, fetchCustomer, updateAddress } from '../../../../src/features/profile/api/customer';
import { json } from '../../../auth/fixtures';

const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json({ data: { addresses: [] } }));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ apiBase: 'http://api.test', shopId: 'demo-shop', customerId: () => '7001', idToken: async () => 'tok' });
});

const address = { firstName: 'Sam', lastName: 'Rivera', address1: '1 Main St', city: 'Portland', countryCode: 'US' } as never;

test.each([
  ['adding an address', () => addAddress('demo-shop', '7001', address)],
  ['changing an address', () => updateAddress('demo-shop', '7001', 'a1', address)],
  ['deleting an address', () => deleteAddress('demo-shop', '7001', 'a1')],
] as const)('%s: an answer of 42, null or a list that is not one rejects with the generic error', async (_what, run) => {
  for (const data of [42, null, 'ok', { addresses: 'x' }]) {
    fetchMock.mockResolvedValueOnce(json({ data }));
    await expect(run()).rejects.toMatchObject({ name: 'ApiError', code: 'bad-response', messageKey: 'error.generic' });
  }
  // an answer without the list is still a success (the store reloads the customer)
  fetchMock.mockResolvedValueOnce(json({ data: {} }));
  await expect(run()).resolves.toEqual({});
});

test('a customer without an email (a wrong shape) rejects with the generic error', async () => {
  for (const data of [42, { firstName: 'x' }]) {
    fetchMock.mockResolvedValueOnce(json({ data }));
    await expect(fetchCustomer('demo-shop', '7001')).rejects.toMatchObject({ code: 'bad-response', messageKey: 'error.generic' });
  }
  fetchMock.mockResolvedValueOnce(json({ data: { id: '7001', email: 'a@example.com' } }));
  await expect(fetchCustomer('demo-shop', '7001')).resolves.toMatchObject({ email: 'a@example.com' });
});

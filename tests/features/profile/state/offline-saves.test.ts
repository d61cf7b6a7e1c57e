// Profile's saves when the network is off (src/features/profile/state/customer.ts, addresses.ts):
// while the browser reports offline each says so ('error.offline') instead of a bare failure, so
// the form says why it cannot run; online, a server that refuses or never answers keeps the error
// catalogue's own message.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);

import { loadCustomer, savePersonalInfo, savePreferences } from '../../../../src/features/profile/state/customer';
import { removeAddress, saveAddress } from '../../../../src/features/profile/state/addresses';
import { signedIn } from '../../../../src/session/session-change';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { freshSession } from '../../../fixtures/store-fixtures';
import { member } from '../../../panel/fixtures';
import { address, customerApi } from '../../../fixtures/profile-fixtures';

let api: ReturnType<typeof customerApi>;
beforeEach(async () => {
  freshSession();
  clearRequestCache();
  api = customerApi();
  signedIn(member, '7001', 'otp');
  await loadCustomer(true);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** From now on every request fails before any answer, as fetch does with the network off. */
function networkGone(): void {
  api.fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
}

const info = { firstName: 'Alex', lastName: 'Kim', phone: '', birthday: '' };

test('with the network gone, every Profile save says the shopper is offline', async () => {
  networkGone();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  expect(await savePersonalInfo(info)).toBe('error.offline');
  expect(await savePreferences({ size: 'M' })).toBe('error.offline');
  expect(await saveAddress(null, address('new'))).toBe('error.offline');
  expect(await removeAddress('a1')).toBe('error.offline');
});

test('while the browser reports offline, any failed save says offline', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  api.failing.add('PUT /customer/demo-shop/7001');
  expect(await savePersonalInfo(info)).toBe('error.offline');
});

test("online, a save that gets no answer (the API down) shows the catalogue's message, not 'offline'", async () => {
  networkGone();
  expect(await savePersonalInfo(info)).toBe('error.savePersonalInfo');
  expect(await saveAddress(null, address('new'))).toBe('error.saveAddress');
  expect(await removeAddress('a1')).toBe('error.deleteAddress');
});

test('online, a save the server refuses keeps its own message', async () => {
  api.failing.add('PUT /customer/demo-shop/7001');
  api.failing.add('POST /customer/demo-shop/7001/address');
  expect(await savePersonalInfo(info)).toBe('error.savePersonalInfo');
  expect(await savePreferences({ size: 'M' })).toBe('error.savePreferences');
  expect(await saveAddress(null, address('new'))).toBe('error.saveAddress');
});

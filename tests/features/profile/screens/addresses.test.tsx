// Addresses (docs/product.md#route-table 'addresses'; 8): the list, default first with its tag, Edit, Delete with a
// confirmation, 'Unable to delete address' when deleting fails, and 'Add address'.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { render, screen, fireEvent, cleanup, within, waitFor } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);

import Addresses from '../../../../src/features/profile/screens/addresses';
import { signedIn } from '../../../../src/session/session-change';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { member } from '../../../panel/fixtures';
import { address, customerApi, customerRecord } from '../../../fixtures/profile-fixtures';

let api: ReturnType<typeof customerApi>;
beforeEach(() => {
  freshSession();
  settingsAre({});
  clearRequestCache();
  api = customerApi(
    customerRecord({ addresses: [address('a2', { address1: '2 Work Ave', city: 'Seattle' }), address('a1', { address1: '1 Home Rd', default: true })] }),
  );
  signedIn(member, '7001', 'otp');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("lists the addresses with the default first and tagged 'Default', each with Edit", async () => {
  render(<Addresses />);
  await screen.findByText('1 Home Rd');
  const cards = screen.getAllByRole('listitem');
  expect(cards.map((c) => c.textContent?.includes('1 Home Rd'))).toEqual([true, false]);
  expect(within(cards[0]).getByText('Default')).toBeTruthy();
  expect(within(cards[1]).queryByText('Default')).toBeNull();
  expect(screen.getByRole('link', { name: 'Edit Sam Lee, 1 Home Rd, Portland' }).getAttribute('href')).toBe('#status-address:a1');
  expect(screen.getByRole('link', { name: 'Edit Sam Lee, 2 Work Ave, Seattle' }).getAttribute('href')).toBe('#status-address:a2');
  expect(screen.getByRole('link', { name: 'Add address' }).getAttribute('href')).toBe('#status-add-address');
});

test('Delete asks first; confirming deletes the address and it leaves the list', async () => {
  render(<Addresses />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Sam Lee, 2 Work Ave, Seattle' }));
  expect(screen.getByText('Delete this address?')).toBeTruthy();
  expect(api.sent('DELETE /customer/demo-shop/7001/address/a2')).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Delete Sam Lee, 2 Work Ave, Seattle' }));
  await waitFor(() => expect(screen.queryByText('2 Work Ave')).toBeNull());
  expect(api.sent('DELETE /customer/demo-shop/7001/address/a2')).toHaveLength(1);
  expect(screen.getByText('1 Home Rd')).toBeTruthy();
});

test('Cancel keeps the address', async () => {
  render(<Addresses />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Sam Lee, 2 Work Ave, Seattle' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByText('Delete this address?')).toBeNull();
  expect(screen.getByText('2 Work Ave')).toBeTruthy();
  expect(api.sent('DELETE /customer/demo-shop/7001/address/a2')).toHaveLength(0);
});

test("a failed delete says 'Unable to delete address' and keeps the card", async () => {
  api.failing.add('DELETE /customer/demo-shop/7001/address/a2');
  render(<Addresses />);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Sam Lee, 2 Work Ave, Seattle' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete Sam Lee, 2 Work Ave, Seattle' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Unable to delete address');
  expect(screen.getByText('2 Work Ave')).toBeTruthy();
});

test('says so when there is no address yet', async () => {
  api = customerApi(customerRecord({ addresses: [] }));
  render(<Addresses />);
  expect(await screen.findByText("You haven't saved an address yet.")).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Add address' })).toBeTruthy();
});

test('a customer that cannot be loaded shows the error with Retry, which loads it again', async () => {
  api.failing.add('GET /customer/demo-shop/7001');
  render(<Addresses />);
  expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong. Please try again later.');
  api.failing.clear();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('1 Home Rd')).toBeTruthy();
});

// Profile's forms and the last visit's customer (src/features/profile/components/with-customer.tsx,
// cache/persist.ts): a form never starts from the last visit's values while the refresh is under
// way; offline it starts from them, and Save says why it cannot run and keeps what was typed.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { render, screen, fireEvent, cleanup } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);

import Info from '../../../../src/features/profile/screens/info';
import { signedIn } from '../../../../src/session/session-change';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { startLastVisit, writeLastVisit } from '../../../../src/cache/persist';
import { clearLastVisits } from '../../../../src/cache/persist-clear';
import { entry } from '../../../../src/cache/request-cache';
import { freshSession } from '../../../fixtures/store-fixtures';
import { member } from '../../../panel/fixtures';
import { customerApi, customerRecord } from '../../../fixtures/profile-fixtures';

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

let api: ReturnType<typeof customerApi>;
beforeEach(async () => {
  freshSession();
  clearRequestCache();
  await clearLastVisits();
  startLastVisit();
  // the last visit knew the shopper as Sam; since then they changed their name to Robin elsewhere
  await writeLastVisit('demo-shop', '7001', { customer: { data: customerRecord({ firstName: 'Sam' }), pageCursor: null } });
  api = customerApi(customerRecord({ firstName: 'Robin' }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test("Personal info waits for the refresh and starts from today's values, not the last visit's", async () => {
  const answer = api.fetchMock.getMockImplementation()!;
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  api.fetchMock.mockImplementation(async (url, init) => (await held, answer(url, init)));
  signedIn(member, '7001', 'otp');
  await vi.waitFor(() => expect((entry('customer').value.data as { firstName?: string } | null)?.firstName).toBe('Sam'));
  render(<Info />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
  release();
  expect((await screen.findByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Robin');
});

test("offline, Personal info starts from the last visit's values and Save says why it cannot run, keeping what was typed", async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  api.fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
  signedIn(member, '7001', 'otp');
  render(<Info />);
  // the refresh fails after the client's two retries of a GET (api/retry.ts: 300 ms, then 900 ms)
  expect((await screen.findByRole('textbox', { name: 'First name' }, { timeout: 5000 }) as HTMLInputElement).value).toBe('Sam');
  fireEvent.input(box('Last name'), { target: { value: 'Okafor' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('alert')).textContent).toBe("You're offline, so this cannot be saved now. What you typed is kept: try again when you're back online.");
  expect(box('Last name').value).toBe('Okafor');
});

import { beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, fireEvent, waitFor } from '@testing-library/preact';
import { ApiError } from '../../../../src/api/client';
import { makeOrder } from '../../../auth/fixtures';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
const api = vi.hoisted(() => ({ fetchOrders: vi.fn() }));
vi.mock('../../../../src/features/orders/api/orders', () => api);
import { takeIdentity } from '../../../../src/session/session';
import { signedIn } from '../../../../src/session/session-change';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import Orders from '../../../../src/features/orders/screens/orders';

function signIn() {
  signedIn({ uid: 'user-9', email: 'shopper@example.com', isAnonymous: false }, '7001', 'otp');
}

beforeEach(() => {
  freshSession();
  settingsAre({});
  clearRequestCache();
  api.fetchOrders.mockReset();
});

describe('the Orders screen', () => {
  test('shows the login section to a guest and loads no orders', async () => {
    takeIdentity({ uid: 'anon-1', email: null, isAnonymous: true });
    render(<Orders />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull();
    expect(api.fetchOrders).not.toHaveBeenCalled();
  });

  test('shows placeholder rows while the first page loads, then the orders', async () => {
    signIn();
    let resolve!: (v: unknown) => void;
    api.fetchOrders.mockReturnValue(new Promise((r) => (resolve = r)));
    const { container } = render(<Orders />);
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Loading orders' })).toBeTruthy());
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(3);
    resolve({ items: [makeOrder({ name: '#1025' }), makeOrder({ name: '#1024' })], pageCursor: null });
    expect(await screen.findByRole('link', { name: /#1025/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /#1024/ })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Loading orders' })).toBeNull();
  });

  test("'Load more' fetches the next page with the cursor and appends it, then hides", async () => {
    signIn();
    api.fetchOrders
      .mockResolvedValueOnce({ items: [makeOrder({ name: '#1025' })], pageCursor: 'cursor-2' })
      .mockResolvedValueOnce({ items: [makeOrder({ name: '#1015' })], pageCursor: null });
    render(<Orders />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /#1015/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /#1025/ })).toBeTruthy();
    expect(api.fetchOrders).toHaveBeenLastCalledWith('demo-shop', 'cursor-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  test('says so when there are no orders', async () => {
    signIn();
    api.fetchOrders.mockResolvedValue({ items: [], pageCursor: null });
    render(<Orders />);
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeTruthy();
  });

  test('shows a failure as a translated alert', async () => {
    signIn();
    api.fetchOrders.mockRejectedValue(new ApiError(0, 'network', 'error.network', 'POST /orders failed at x.js:1'));
    render(<Orders />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not reach the store. Check your connection and try again.',
    );
  });

  test('loads the orders as soon as the shopper signs in', async () => {
    api.fetchOrders.mockResolvedValue({ items: [makeOrder({ name: '#1030' })], pageCursor: null });
    render(<Orders />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    signIn();
    expect(await screen.findByRole('link', { name: /#1030/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  });

  test("with the merchant's orderLabel.display 'status', each row is titled by its label, the name under it", async () => {
    signIn();
    settingsAre({ orderLabel: { display: 'status' } });
    api.fetchOrders.mockResolvedValue({ items: [makeOrder({ name: '#1025', fulfillmentStatus: 'CANCELED' })], pageCursor: null });
    render(<Orders />);
    const row = await screen.findByRole('link', { name: /#1025/ });
    expect(row.firstElementChild?.textContent).toBe('Order canceled');
    expect(row.children[2]?.textContent).toBe('#1025');
  });
});

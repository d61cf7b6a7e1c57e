// For you's arriving-next order (docs/product.md#for-you-sections 'highlighted order (arriving next)',
// #sign-in-and-session): for a signed-in shopper, between the login section's place and Recently viewed.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { render, screen, within, cleanup, waitFor } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
vi.mock('../../../../src/features/sign-in/components/login-section', () => ({ default: () => <p>Sign in to your account</p> }));

import ForYou from '../../../../src/features/for-you/screens/foryou';
import { batchFrom, config, fakeApi, sent } from '../../../panel/fixtures';
import { lineItem, makeOrder } from '../../../auth/fixtures';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { signedIn } from '../../../../src/session/session-change';
import { openWidget, closeWidget } from '../../../../src/panel/widget';
import { RECENTLY_VIEWED_KEY } from '../../../../src/local/recently-viewed';
import { orders } from '../../../../src/features/orders/state/orders';

const delivered = makeOrder({ id: 'o-3', name: '#1003', fulfillmentStatus: 'FULFILLED', latestShipment: { displayStatus: 'DELIVERED', estimatedDeliveryAt: null, deliveredAt: '2026-06-01T12:00:00Z' } });
const onItsWay = makeOrder({
  id: 'o-2',
  name: '#1002',
  fulfillmentStatus: 'FULFILLED',
  latestShipment: { displayStatus: 'IN_TRANSIT', estimatedDeliveryAt: '2026-06-18T12:00:00Z', deliveredAt: null },
  lineItems: [1, 2, 3, 4, 5, 6].map(lineItem),
});

function api() {
  return fakeApi({
    'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [1], popularToday: [] }),
    'GET /products/demo-shop': batchFrom(),
    'POST /orders/demo-shop/orders': () => ({ items: [delivered, onItsWay], pageCursor: null }),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  openWidget();
  freshSession(config);
  settingsAre({});
  clearRequestCache();
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([1]));
});
afterEach(() => {
  closeWidget();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('a signed-in shopper sees the order arriving next above Recently viewed: thumbnails, +N, its label, a link to its receipt', async () => {
  api();
  signedIn({ uid: 'user-9', email: 'shopper@example.com', isAnonymous: false }, '7001', 'otp');
  render(<ForYou />);
  const section = await screen.findByRole('region', { name: 'Arriving next' });
  const link = within(section).getByRole('link', { name: /#1002/ });
  expect(link.getAttribute('href')).toBe('#status-order:o-2');
  expect(within(link).getByText('Arriving Jun 18')).toBeTruthy();
  expect(link.querySelectorAll('img')).toHaveLength(4);
  expect(within(link).getByLabelText('2 more items').textContent).toBe('+2');
  const recent = await screen.findByRole('region', { name: 'Recently viewed' });
  expect(section.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.queryByText('Sign in to your account')).toBeNull();
});

test("with the merchant's orderLabel.display 'status', the label titles the order", async () => {
  api();
  settingsAre({ orderLabel: { display: 'status' } });
  signedIn({ uid: 'user-9', email: 'shopper@example.com', isAnonymous: false }, '7001', 'otp');
  render(<ForYou />);
  const link = within(await screen.findByRole('region', { name: 'Arriving next' })).getByRole('link');
  expect([...link.querySelectorAll('span')].slice(0, 2).map((s) => s.textContent)).toEqual(['Arriving Jun 18', '#1002']);
});

test('a guest sees the login section and no order, and no orders are asked for', async () => {
  const fetchMock = api();
  render(<ForYou />);
  expect(await screen.findByText('Sign in to your account')).toBeTruthy();
  await screen.findByRole('region', { name: 'Recently viewed' });
  expect(screen.queryByRole('region', { name: 'Arriving next' })).toBeNull();
  expect(sent(fetchMock, 'POST /orders/demo-shop/orders')).toEqual([]);
});

test('a signed-in shopper without orders sees no order section', async () => {
  const fetchMock = fakeApi({
    'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [1], popularToday: [] }),
    'GET /products/demo-shop': batchFrom(),
    'POST /orders/demo-shop/orders': () => ({ items: [], pageCursor: null }),
  });
  signedIn({ uid: 'user-9', email: 'shopper@example.com', isAnonymous: false }, '7001', 'otp');
  render(<ForYou />);
  await screen.findByRole('region', { name: 'Recently viewed' });
  await waitFor(() => expect(orders.value.data).toEqual([])); // answered
  expect(sent(fetchMock, 'POST /orders/demo-shop/orders')).toHaveLength(1);
  expect(screen.queryByRole('region', { name: /Arriving next|Your order/ })).toBeNull();
});

test('junk in the order list never breaks For you', async () => {
  fakeApi({
    'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [1], popularToday: [] }),
    'GET /products/demo-shop': batchFrom(),
    'POST /orders/demo-shop/orders': () => ({ items: [null, { id: 'x', name: '#9', lineItems: 'oops', latestShipment: 'soon', fulfillmentStatus: 'WHAT' }], pageCursor: null }),
  });
  signedIn({ uid: 'user-9', email: 'shopper@example.com', isAnonymous: false }, '7001', 'otp');
  render(<ForYou />);
  const section = await screen.findByRole('region', { name: 'Your order' });
  expect(within(section).getByRole('link', { name: /#9/ }).textContent).toContain('Order placed');
  expect(await screen.findByRole('region', { name: 'Recently viewed' })).toBeTruthy();
});

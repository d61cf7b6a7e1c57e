// The receipt, #status-order:{id} (docs/product.md#route-table 'OrderReceipt', #roles, #error-messages 'Orders'): shown
// at once from the order list, completed by one request; cancel, edit, tracking and Buy again.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, within, fireEvent, waitFor, cleanup } from '@testing-library/preact';
import type { Order, OrderDetail } from '../../../../src/api/types';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
vi.mock('../../../../src/storefront/page', () => ({ goTo: vi.fn() }));

import OrderScreen from '../../../../src/features/orders/screens/order';
import Orders from '../../../../src/features/orders/screens/orders';
import { config, fakeApi, sent } from '../../../panel/fixtures';
import { fakeShopifyCart } from '../../../store-platform/fake-cart';
import { lineItem, makeOrder } from '../../../auth/fixtures';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { loadOrders } from '../../../../src/features/orders/state/orders';
import { signedIn } from '../../../../src/session/session-change';
import { goTo } from '../../../../src/storefront/page';
import { readQueue } from '../../../../src/tracking/tracking-queue';

/** The order as the list has it: #1025, placed, two items, $53.00. */
function listed(over: Partial<Order> = {}): Order {
  return makeOrder({
    id: 'o-1',
    name: '#1025',
    createdAt: '2026-03-03T12:00:00Z',
    totalPrice: 5300,
    lineItems: [
      { ...lineItem(1), title: 'Canvas Tote', variantTitle: 'Natural', price: 2000 },
      { ...lineItem(2), title: 'Enamel Mug', quantity: 2, price: 1250 },
    ],
    ...over,
  });
}

/** The same order with its details, as GET /orders/{shopId}/order/{id} answers. */
function detailOf(order: Order, over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...order,
    subtotalPrice: 4000,
    shippingPrice: 500,
    totalTax: 800,
    totalDiscount: 0,
    shippingAddress: { firstName: 'Sam', lastName: 'Lee', company: '', address1: '1 Main St', address2: '', city: 'Portland', province: 'Oregon', zip: '97205', country: 'United States', phone: '' },
    tracking: null,
    canCancel: false,
    canEdit: false,
    canceledAt: null,
    ...over,
  };
}

const ORDER = 'GET /orders/demo-shop/order/o-1';
const LIST = 'POST /orders/demo-shop/orders';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  freshSession(config);
  settingsAre({});
  clearRequestCache();
  vi.mocked(goTo).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.getElementById('cart-icon-bubble')?.remove();
});

describe('opening a receipt from the order list', () => {
  test('shows the order at once from the list, then its details, with exactly one request', async () => {
    let answer!: (d: OrderDetail) => void;
    const order = listed();
    const fetchMock = fakeApi({ [LIST]: () => ({ items: [order], pageCursor: null }), [ORDER]: () => new Promise((r) => (answer = r)) });
    await loadOrders();
    fetchMock.mockClear();

    render(<OrderScreen params={['o-1']} />);
    expect(screen.getByRole('heading', { name: 'Order #1025' })).toBeTruthy();
    expect(screen.getByText('Order placed')).toBeTruthy();
    expect(screen.getByText('Placed Mar 3')).toBeTruthy();
    const items = screen.getByRole('list', { name: 'Items' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(within(items).getByText('Canvas Tote')).toBeTruthy();
    expect(within(items).getByText('Natural')).toBeTruthy();
    expect(within(items).getByText('Qty 2')).toBeTruthy();
    expect(within(items).getByText('$20.00')).toBeTruthy();
    expect(within(items).getByText('$25.00')).toBeTruthy(); // 2 × $12.50
    expect(screen.getByText('$53.00')).toBeTruthy();
    expect(screen.queryByText('Subtotal')).toBeNull();

    await waitFor(() => expect(answer).toBeTypeOf('function')); // the request is out
    expect(screen.queryByText('Subtotal')).toBeNull();
    answer(detailOf(order));
    expect(await screen.findByText('Subtotal')).toBeTruthy();
    expect(screen.getByText('$40.00')).toBeTruthy();
    expect(screen.getByText('$5.00')).toBeTruthy();
    expect(screen.getByText('$8.00')).toBeTruthy();
    const address = screen.getByRole('region', { name: 'Shipping address' });
    expect(address.textContent).toContain('Sam Lee');
    expect(address.textContent).toContain('Portland Oregon 97205');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe('https://api.test/orders/demo-shop/order/o-1');
  });

  test('opened by link, with no list loaded, shows a placeholder until the order arrives', async () => {
    fakeApi({ [ORDER]: () => detailOf(listed()) });
    render(<OrderScreen params={['o-1']} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Order #1025' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  test("an order of another customer shows 'Unable to get order.' and which email to use", async () => {
    for (const status of [401, 403, 404]) {
      clearRequestCache();
      fakeApi({ [ORDER]: { status } });
      const { unmount } = render(<OrderScreen params={['o-1']} />);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Unable to get order.')).toBeTruthy();
      expect(within(alert).getByText("Make sure you're logged in with the email used to place the order.")).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      unmount();
    }
  });

  test('a failure of the store shows the generic message with Retry, and Retry loads it', async () => {
    fakeApi({ [ORDER]: { status: 500 } });
    render(<OrderScreen params={['o-1']} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong. Please try again later.');
    fakeApi({ [ORDER]: () => detailOf(listed()) });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Subtotal')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('cancelling an order', () => {
  async function openCancelable(cancel: { status: number } | (() => unknown)) {
    signedIn({ uid: 'user-9', email: 'shopper@example.com', isAnonymous: false }, '7001', 'otp');
    const order = listed();
    const fetchMock = fakeApi({
      [LIST]: () => ({ items: [order], pageCursor: null }),
      [ORDER]: () => detailOf(order, { canCancel: true }),
      'POST /orders/demo-shop/order/o-1/cancel': cancel,
    });
    await loadOrders();
    render(<OrderScreen params={['o-1']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    return { order, fetchMock };
  }

  test("asks first, saying the refund comes 'within 5-7 business days'", async () => {
    const { fetchMock } = await openCancelable(() => null);
    const confirm = screen.getByRole('group', { name: 'Cancel this order?' });
    expect(confirm.textContent).toContain('Your refund will be issued within 5-7 business days.');
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Keep order' }));
    expect(sent(fetchMock, 'POST /orders/demo-shop/order/o-1/cancel')).toEqual([]);
  });

  test("'Keep order' closes the question, cancels nothing and puts focus back on 'Cancel order'", async () => {
    const { fetchMock } = await openCancelable(() => null);
    fireEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('group', { name: 'Cancel this order?' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel order' })));
    expect(sent(fetchMock, 'POST /orders/demo-shop/order/o-1/cancel')).toEqual([]);
  });

  test("on success the receipt and the order list show 'Order canceled'", async () => {
    const { order, fetchMock } = await openCancelable(() => detailOf(order, { fulfillmentStatus: 'CANCELED', canceledAt: '2026-06-15T12:00:00Z' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Cancel this order?' })).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull());
    expect(screen.getAllByText('Order canceled').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Order canceled'); // announced
    expect(screen.queryByText('Order placed')).toBeNull();
    cleanup();

    const calls = fetchMock.mock.calls.length;
    render(<Orders />);
    const row = await screen.findByRole('link', { name: /#1025/ });
    expect(within(row).getByText('Order canceled')).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(calls); // from the cache, no new request
  });

  test("a failure shows 'Unable to cancel order' and keeps the order and the question", async () => {
    await openCancelable({ status: 500 });
    const confirm = screen.getByRole('group', { name: 'Cancel this order?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Unable to cancel order');
    expect(screen.getByText('Order placed')).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  test("an answer in a wrong shape ({data: 42}) shows 'Unable to cancel order', not 'Order canceled'", async () => {
    await openCancelable(() => 42);
    const confirm = screen.getByRole('group', { name: 'Cancel this order?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Unable to cancel order');
    expect(screen.queryByText('Order canceled')).toBeNull();
    expect(screen.getByText('Order placed')).toBeTruthy();
  });

  test('no cancel button when the shop does not allow it', async () => {
    fakeApi({ [ORDER]: () => detailOf(listed(), { canCancel: false }) });
    render(<OrderScreen params={['o-1']} />);
    await screen.findByText('Subtotal');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('editing an order', () => {
  test("'Edit order' takes the page to the order-editing session", async () => {
    fakeApi({
      [ORDER]: () => detailOf(listed(), { canEdit: true }),
      'GET /orders/demo-shop/order/o-1/order-editing-session-link': () => ({ url: 'https://demo.myshopify.com/orders/edit/abc' }),
    });
    render(<OrderScreen params={['o-1']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit order' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://demo.myshopify.com/orders/edit/abc'));
  });

  test('a failed link, or one that is not a web address, shows the generic error and goes nowhere', async () => {
    for (const answer of [{ status: 500 }, () => ({ url: 'javascript:alert(1)' })]) {
      clearRequestCache();
      fakeApi({ [ORDER]: () => detailOf(listed(), { canEdit: true }), 'GET /orders/demo-shop/order/o-1/order-editing-session-link': answer });
      const { unmount } = render(<OrderScreen params={['o-1']} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Edit order' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again later.');
      unmount();
    }
    expect(goTo).not.toHaveBeenCalled();
  });
});

test("a shipped order shows its tracking number and a 'Track package' link that opens in a new tab", async () => {
  const fetchMock = fakeApi({
    [ORDER]: () => detailOf(listed({ fulfillmentStatus: 'FULFILLED', latestShipment: { displayStatus: 'IN_TRANSIT', estimatedDeliveryAt: '2026-06-18T12:00:00Z', deliveredAt: null } }), { tracking: { company: 'UPS', number: '1Z999' } }),
    'GET /order-tracking/demo-shop/link/o-1': () => ({ url: 'https://www.ups.com/track?tracknum=1Z999' }),
  });
  render(<OrderScreen params={['o-1']} />);
  expect(await screen.findByText('Arriving Jun 18')).toBeTruthy();
  const shipment = screen.getByRole('region', { name: 'Shipment' });
  expect(shipment.textContent).toContain('UPS Tracking number 1Z999');
  const link = await within(shipment).findByRole('link', { name: 'Track package (opens in a new tab)' });
  expect(link.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

describe('Buy again', () => {
  /** The receipt of an order of a tote (in stock), a mug (sold out) and a scarf (deleted from the store). */
  async function openRebuy(variants: Record<number, { title: string; inventory: number }>) {
    sessionStorage.clear(); // the tracking queue of earlier tests
    document.body.insertAdjacentHTML('beforeend', '<a id="cart-icon-bubble" href="/cart"><span class="cart-count">0</span></a>');
    const order = listed({
      lineItems: [
        { ...lineItem(1), title: 'Canvas Tote', variantId: 11 },
        { ...lineItem(2), title: 'Enamel Mug', variantId: 22 },
        { ...lineItem(3), title: 'Wool Scarf', variantId: 33 },
      ],
    });
    const api = fakeApi({ [ORDER]: () => detailOf(order) });
    const store = fakeShopifyCart(variants, { other: (url, init) => api(url, init) });
    render(<OrderScreen params={['o-1']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    return store;
  }

  test("adds what is available, says 'Added, some items unavailable' with each item and why, and updates the store's cart count", async () => {
    const { cart } = await openRebuy({ 11: { title: 'Canvas Tote', inventory: 5 }, 22: { title: 'Enamel Mug', inventory: 0 } });
    const outcome = await screen.findByText('Added, some items unavailable');
    const status = outcome.closest('[role="status"]') as HTMLElement;
    expect(within(status).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Enamel Mug: Item is sold out',
      'Wool Scarf: Item is no longer available',
    ]);
    expect(cart).toEqual({ 11: 1 });
    expect(document.querySelector('#cart-icon-bubble .cart-count')?.textContent).toBe('1');
    // the merchant's admin counts items re-bought from this event
    expect(readQueue().filter((e) => e.event === 'rebuy').map((e) => e.event_data)).toEqual([{ orderId: 'o-1', items: 1 }]);
  });

  test("when everything is added, says 'Added to cart' with a link to the cart", async () => {
    await openRebuy({ 11: { title: 'Canvas Tote', inventory: 5 }, 22: { title: 'Enamel Mug', inventory: 5 }, 33: { title: 'Wool Scarf', inventory: 5 } });
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(document.querySelector('#cart-icon-bubble .cart-count')?.textContent).toBe('3');
  });

  test("when nothing can be added, says \"Whoops, we couldn't add this order to the cart\" and leaves the cart count alone", async () => {
    await openRebuy({ 22: { title: 'Enamel Mug', inventory: 0 } });
    expect(await screen.findByText("Whoops, we couldn't add this order to the cart")).toBeTruthy();
    expect(readQueue().some((e) => e.event === 'rebuy')).toBe(false);
    expect(screen.getByText('Canvas Tote: Item is no longer available')).toBeTruthy();
    expect(document.querySelector('#cart-icon-bubble .cart-count')?.textContent).toBe('0');
  });
});

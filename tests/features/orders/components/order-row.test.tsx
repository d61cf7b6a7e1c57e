import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, within } from '@testing-library/preact';
import { OrderRow } from '../../../../src/features/orders/components/order-row';
import { makeOrder, lineItem } from '../../../auth/fixtures';

const renderRow = (order = makeOrder()) => render(<ul><OrderRow order={order} locale="en-US" /></ul>);

// Today, for the dates: June 15, 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('an order row', () => {
  test('links to the receipt and shows the name, label, date and total', () => {
    renderRow(makeOrder({ id: 'o-1', name: '#1025', totalPrice: 12345, currencyCode: 'USD', createdAt: '2026-03-03T12:00:00Z' }));
    const link = screen.getByRole('link', { name: /#1025/ });
    expect(link.getAttribute('href')).toBe('#status-order:o-1');
    expect(within(link).getByText('Order placed')).toBeTruthy();
    expect(within(link).getByText('$123.45')).toBeTruthy();
    expect(within(link).getByText('Mar 3')).toBeTruthy();
  });

  test("an order from this year shows 'Mar 5'; one from last year shows the year, in its date and its label", () => {
    renderRow(makeOrder({ name: '#1030', createdAt: '2026-03-05T12:00:00Z', fulfillmentStatus: 'FULFILLED', latestShipment: { displayStatus: 'DELIVERED', deliveredAt: '2026-03-09T12:00:00Z', estimatedDeliveryAt: null } }));
    renderRow(makeOrder({ name: '#1001', createdAt: '2025-12-31T12:00:00Z', fulfillmentStatus: 'FULFILLED', latestShipment: { displayStatus: 'DELIVERED', deliveredAt: '2026-01-04T12:00:00Z', estimatedDeliveryAt: null } }));
    renderRow(makeOrder({ name: '#990', createdAt: '2025-11-02T12:00:00Z', fulfillmentStatus: 'FULFILLED', latestShipment: { displayStatus: 'DELIVERED', deliveredAt: '2025-11-06T12:00:00Z', estimatedDeliveryAt: null } }));
    const thisYear = screen.getByRole('link', { name: /#1030/ });
    expect(within(thisYear).getByText('Mar 5')).toBeTruthy();
    expect(within(thisYear).getByText('Delivered Mar 9')).toBeTruthy();
    const newYear = screen.getByRole('link', { name: /#1001/ });
    expect(within(newYear).getByText('Dec 31, 2025')).toBeTruthy();
    expect(within(newYear).getByText('Delivered Jan 4')).toBeTruthy();
    const lastYear = screen.getByRole('link', { name: /#990/ });
    expect(within(lastYear).getByText('Nov 2, 2025')).toBeTruthy();
    expect(within(lastYear).getByText('Delivered Nov 6, 2025')).toBeTruthy();
  });

  test("shows at most 4 thumbnails and '+N' for the rest", () => {
    const { container } = renderRow(makeOrder({ lineItems: [1, 2, 3, 4, 5, 6].map(lineItem) }));
    expect(container.querySelectorAll('img')).toHaveLength(4);
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.getByLabelText('2 more items')).toBeTruthy();
  });

  test("shows no '+N' with 4 items or fewer", () => {
    const { container } = renderRow(makeOrder({ lineItems: [1, 2, 3, 4].map(lineItem) }));
    expect(container.querySelectorAll('img')).toHaveLength(4);
    expect(screen.queryByText(/^\+\d/)).toBeNull();
  });

  test('formats the total in the order currency', () => {
    renderRow(makeOrder({ name: '#2000', totalPrice: 2800, currencyCode: 'EUR' }));
    expect(screen.getByText('€28.00')).toBeTruthy();
  });
});

test("titled by name by default, and by its label when the merchant's orderLabel.display is 'status'", () => {
  const order = makeOrder({ name: '#1025', fulfillmentStatus: 'UNFULFILLED' });
  const { container } = render(
    <ul>
      <OrderRow order={order} locale="en-US" />
      <OrderRow order={order} locale="en-US" display="status" />
    </ul>,
  );
  const [byName, byStatus] = [...container.querySelectorAll('a')];
  expect([byName.children[0].textContent, byName.children[2].textContent]).toEqual(['#1025', 'Order placed']);
  expect([byStatus.children[0].textContent, byStatus.children[2].textContent]).toEqual(['Order placed', '#1025']);
});

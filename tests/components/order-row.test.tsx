import { describe, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/preact';
import { OrderRow } from '../../src/components/order-row';
import { makeOrder, lineItem } from '../auth/fixtures';

const renderRow = (order = makeOrder()) => render(<ul><OrderRow order={order} /></ul>);

describe('an order row', () => {
  test('links to the receipt and shows the name, label, date and total', () => {
    renderRow(makeOrder({ id: 'o-1', name: '#1025', totalPrice: 12345, currencyCode: 'USD', createdAt: '2025-03-03T12:00:00Z' }));
    const link = screen.getByRole('link', { name: /#1025/ });
    expect(link.getAttribute('href')).toBe('#status-order:o-1');
    expect(within(link).getByText('Order placed')).toBeTruthy();
    expect(within(link).getByText('$123.45')).toBeTruthy();
    expect(within(link).getByText(/^(Mar 3|3 Mar)$/)).toBeTruthy();
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

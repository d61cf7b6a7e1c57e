// The order confirmation, #status-confirmation:{id}+{pass} or :{oneClickId} (docs/product.md#route-table
// 'OrderConfirmation': no login; 6: access by id and pass, or by one-click id).
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { render, screen, within, cleanup } from '@testing-library/preact';
import type { OrderDetail } from '../../../../src/api/types';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);

import Confirmation from '../../../../src/features/orders/screens/confirmation';
import { config, fakeApi } from '../../../panel/fixtures';
import { lineItem, makeOrder } from '../../../auth/fixtures';
import { freshSession } from '../../../fixtures/store-fixtures';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';

const detail = (): OrderDetail => ({
  ...makeOrder({ id: '1001', name: '#1001', totalPrice: 4500, lineItems: [{ ...lineItem(1), title: 'Canvas Tote', price: 4000 }] }),
  subtotalPrice: 4000, shippingPrice: 500, totalTax: 0, totalDiscount: 0, shippingAddress: null,
  tracking: null, canCancel: true, canEdit: true, canceledAt: null,
});

beforeEach(() => {
  freshSession(config); // a guest: nobody signed in
  clearRequestCache();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('with an order id and its pass, shows the thank-you and the order, with no cancel, edit or Buy again', async () => {
  const fetchMock = fakeApi({ 'GET /orders/demo-shop/order-with-pass/1001/s3cret': () => detail() });
  render(<Confirmation params={['1001', 's3cret']} />);
  expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Order #1001' })).toBeTruthy();
  expect(within(screen.getByRole('list', { name: 'Items' })).getByText('Canvas Tote')).toBeTruthy();
  expect(screen.getByText('$45.00')).toBeTruthy();
  for (const name of ['Cancel order', 'Edit order', 'Buy again']) expect(screen.queryByRole('button', { name })).toBeNull();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('with a one-click id, asks for the order by that id', async () => {
  const fetchMock = fakeApi({ 'GET /orders/demo-shop/order-one-click/oc-77': () => detail() });
  render(<Confirmation params={['oc-77']} />);
  expect(await screen.findByRole('heading', { name: 'Order #1001' })).toBeTruthy();
  expect(String(fetchMock.mock.calls[0][0])).toBe('https://api.test/orders/demo-shop/order-one-click/oc-77');
});

test("a wrong pass shows 'Unable to get order.' (no login hint: none is needed here)", async () => {
  fakeApi({ 'GET /orders/demo-shop/order-with-pass/1001/wrong': { status: 404 } });
  render(<Confirmation params={['1001', 'wrong']} />);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('Unable to get order.');
  expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
});

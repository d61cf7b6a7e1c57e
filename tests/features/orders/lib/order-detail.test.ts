// The receipt never breaks on bad API data (an answer read with safe values).
import { expect, test } from 'vitest';
import { readOrderDetail } from '../../../../src/features/orders/lib/order-detail';

test('a full answer is read as it is', () => {
  const order = {
    id: 'o-1', name: '#1001', createdAt: '2026-03-03T12:00:00Z', status: 'paid', fulfillmentStatus: 'FULFILLED',
    latestShipment: { displayStatus: 'IN_TRANSIT', estimatedDeliveryAt: '2026-03-09T12:00:00Z', deliveredAt: null },
    currencyCode: 'EUR', totalPrice: 5300,
    lineItems: [{ productId: 1, variantId: 10, title: 'Tote', variantTitle: 'Natural', quantity: 2, image: '/t.jpg', price: 2000 }],
    subtotalPrice: 4000, shippingPrice: 500, totalTax: 800, totalDiscount: 0,
    shippingAddress: { firstName: 'Sam', lastName: 'Lee', company: '', address1: '1 Main St', address2: '', city: 'Portland', province: 'Oregon', zip: '97205', country: 'United States', phone: '' },
    tracking: { company: 'UPS', number: '1Z999' }, canCancel: false, canEdit: true, canceledAt: null,
  };
  expect(readOrderDetail(order)).toEqual(order);
});

test('junk fields read as safe values and an answer without an id as no order', () => {
  const read = readOrderDetail({
    id: 7, lineItems: [null, 'x', { title: 'Cap', quantity: 'two', price: 'free' }], totalPrice: NaN,
    latestShipment: 'soon', shippingAddress: [], tracking: {}, canCancel: 'yes', totalDiscount: -300,
  })!;
  expect(read.id).toBe('7');
  expect(read.lineItems).toEqual([{ productId: 0, variantId: 0, title: 'Cap', variantTitle: '', quantity: 1, image: '', price: 0 }]);
  expect([read.totalPrice, read.totalDiscount, read.currencyCode, read.fulfillmentStatus]).toEqual([0, 300, 'USD', 'UNFULFILLED']);
  expect([read.latestShipment, read.shippingAddress, read.tracking, read.canCancel]).toEqual([null, null, null, false]);
  for (const none of [null, undefined, 'order', [], { name: '#1' }]) expect(readOrderDetail(none)).toBeNull();
});

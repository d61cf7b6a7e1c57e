// For you's highlighted order (docs/product.md#routes, #order-label 'Arriving-next order').
import { describe, expect, test } from 'vitest';
import type { Order } from '../../../../src/api/types';
import { arrivingNext } from '../../../../src/features/orders/lib/arriving-next';
import { makeOrder } from '../../../auth/fixtures';

const shipped = (over: Partial<NonNullable<Order['latestShipment']>> = {}): Order['latestShipment'] => ({
  displayStatus: 'IN_TRANSIT',
  estimatedDeliveryAt: null,
  deliveredAt: null,
  ...over,
});

describe('the arriving-next order', () => {
  test('is the first order with an estimated delivery that has not been delivered', () => {
    const delivered = makeOrder({ name: '#5', latestShipment: shipped({ displayStatus: 'DELIVERED', estimatedDeliveryAt: '2026-03-01', deliveredAt: '2026-03-01' }) });
    const placed = makeOrder({ name: '#4' });
    const onItsWay = makeOrder({ name: '#3', latestShipment: shipped({ estimatedDeliveryAt: '2026-03-09' }) });
    const later = makeOrder({ name: '#2', latestShipment: shipped({ estimatedDeliveryAt: '2026-03-12' }) });
    expect(arrivingNext([delivered, placed, onItsWay, later])).toEqual({ order: onItsWay, arriving: true });
  });

  test('skips canceled orders, even one with an estimated delivery', () => {
    const canceled = makeOrder({ name: '#9', fulfillmentStatus: 'CANCELED', latestShipment: shipped({ estimatedDeliveryAt: '2026-03-09' }) });
    const onItsWay = makeOrder({ name: '#8', latestShipment: shipped({ estimatedDeliveryAt: '2026-03-10' }) });
    expect(arrivingNext([canceled, onItsWay])?.order.name).toBe('#8');
  });

  test('without one on its way, is the first order with a shipment', () => {
    const placed = makeOrder({ name: '#7' });
    const delivered = makeOrder({ name: '#6', latestShipment: shipped({ displayStatus: 'DELIVERED', deliveredAt: '2026-03-01' }) });
    expect(arrivingNext([placed, delivered])).toEqual({ order: delivered, arriving: false });
  });

  test('without any shipment, is the first order that is not canceled', () => {
    const canceled = makeOrder({ name: '#3', fulfillmentStatus: 'CANCELED' });
    const placed = makeOrder({ name: '#2' });
    expect(arrivingNext([canceled, placed, makeOrder({ name: '#1' })])).toEqual({ order: placed, arriving: false });
  });

  test('is none when there are no orders, or only canceled ones, or junk', () => {
    expect(arrivingNext([])).toBeNull();
    expect(arrivingNext([makeOrder({ fulfillmentStatus: 'CANCELED' })])).toBeNull();
    expect(arrivingNext([null, 'x'] as unknown as Order[])).toBeNull();
  });
});

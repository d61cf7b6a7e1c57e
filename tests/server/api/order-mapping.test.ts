// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GqlOrder } from '../../../server/api/lib/order-graphql';
import { amountToCents, toDetail, toOrder, trackingOf } from '../../../server/api/lib/order-mapping';
import { encodeOrdersCursor, parseOrdersCursor } from '../../../server/api/lib/orders';
import { oneClickIdOf, orderIdOfOneClick, orderPass, passMatches } from '../../../server/api/lib/order-secrets';

const money = (amount: string, currencyCode = 'EUR') => ({ presentmentMoney: { amount, currencyCode } });

/** An answer as the schema shapes it: a EUR order in transit, with one line of a deleted product. */
const recorded = (): GqlOrder => ({
  id: 'gid://shopify/Order/820028',
  name: '#1028',
  createdAt: '2026-06-13T11:00:00Z',
  cancelledAt: null,
  displayFinancialStatus: 'PARTIALLY_REFUNDED',
  displayFulfillmentStatus: 'OPEN',
  presentmentCurrencyCode: 'EUR',
  customer: { id: 'gid://shopify/Customer/9001' },
  shippingAddress: {
    firstName: 'Sam', lastName: 'Rivera', company: null, address1: '12 Harbor Street', address2: 'Apt 4', city: 'Portland',
    province: 'Oregon', zip: '97201', country: 'United States', phone: null,
  },
  subtotalPriceSet: money('51.52'),
  totalShippingPriceSet: money('7.36'),
  totalTaxSet: money('4.12'),
  totalDiscountsSet: money('0.0'),
  totalPriceSet: money('63.00'),
  lineItems: {
    nodes: [
      {
        title: 'Canvas Tote', variantTitle: 'Natural', quantity: 2, image: { url: 'http://127.0.0.1:3000/images/canvas-tote.png' },
        originalUnitPriceSet: money('25.76'), variant: { id: 'gid://shopify/ProductVariant/400070011' }, product: { id: 'gid://shopify/Product/7001' },
      },
      { title: 'Retired Mug', variantTitle: null, quantity: 1, image: null, originalUnitPriceSet: money('0'), variant: null, product: null },
    ],
  },
  fulfillments: [
    { displayStatus: 'LABEL_VOIDED', createdAt: '2026-06-13T12:00:00Z', estimatedDeliveryAt: null, deliveredAt: null, trackingInfo: [] },
    {
      displayStatus: 'IN_TRANSIT', createdAt: '2026-06-14T12:00:00Z', estimatedDeliveryAt: '2026-06-18T12:00:00Z', deliveredAt: null,
      trackingInfo: [{ company: 'UPS', number: '1Z5R89E01234567890', url: null }],
    },
  ],
});

describe('Shopify orders in the wire shape', () => {
  it('maps the list fields: presentment cents, lower-case financial status, the latest fulfillment', () => {
    expect(toOrder(recorded())).toEqual({
      id: '820028', name: '#1028', createdAt: '2026-06-13T11:00:00.000Z', status: 'partially_refunded', fulfillmentStatus: 'OPEN',
      latestShipment: { displayStatus: 'IN_TRANSIT', estimatedDeliveryAt: '2026-06-18T12:00:00.000Z', deliveredAt: null },
      currencyCode: 'EUR', totalPrice: 6300,
      lineItems: [
        { productId: 7001, variantId: 400070011, title: 'Canvas Tote', variantTitle: 'Natural', quantity: 2, image: 'http://127.0.0.1:3000/images/canvas-tote.png', price: 2576 },
        { productId: 0, variantId: 0, title: 'Retired Mug', variantTitle: '', quantity: 1, image: '', price: 0 },
      ],
    });
  });

  it('maps the receipt: money, address with empty fields, tracking, and what the shopper may do', () => {
    const d = toDetail(recorded());
    expect(d).toMatchObject({
      subtotalPrice: 5152, shippingPrice: 736, totalTax: 412, totalDiscount: 0, canceledAt: null, canCancel: false, canEdit: false,
      tracking: { company: 'UPS', number: '1Z5R89E01234567890' },
    });
    expect(d.shippingAddress).toMatchObject({ company: '', phone: '', city: 'Portland' });
    expect(trackingOf(recorded())?.url).toBeNull();
  });

  it("shows a cancelled order as CANCELED with its date, whatever Shopify's fulfillment status says", () => {
    const o = { ...recorded(), cancelledAt: '2026-06-13T14:00:00Z', displayFinancialStatus: 'REFUNDED', displayFulfillmentStatus: 'UNFULFILLED', fulfillments: [] };
    expect(toDetail(o)).toMatchObject({
      fulfillmentStatus: 'CANCELED', status: 'refunded', canceledAt: '2026-06-13T14:00:00.000Z', canCancel: false, canEdit: false, latestShipment: null, tracking: null,
    });
  });

  it('lets the shopper cancel and edit an unfulfilled order without shipment', () => {
    const o = { ...recorded(), displayFulfillmentStatus: 'UNFULFILLED', fulfillments: [] };
    expect(toDetail(o)).toMatchObject({ fulfillmentStatus: 'UNFULFILLED', canCancel: true, canEdit: true, latestShipment: null });
  });

  it('falls back safely on nulls and enum values it does not know', () => {
    const o: GqlOrder = {
      ...recorded(), name: null, createdAt: 'not a date', displayFinancialStatus: null, displayFulfillmentStatus: 'REQUEST_DECLINED',
      presentmentCurrencyCode: null, shippingAddress: null, subtotalPriceSet: null, totalTaxSet: null, totalDiscountsSet: null,
      lineItems: { nodes: null }, fulfillments: [{ displayStatus: 'TELEPORTED', createdAt: null, estimatedDeliveryAt: 'soon', deliveredAt: null, trackingInfo: null }],
    };
    const d = toDetail(o);
    expect(d).toMatchObject({
      name: '', status: 'pending', fulfillmentStatus: 'IN_PROGRESS', currencyCode: 'EUR', lineItems: [], subtotalPrice: 0, totalTax: 0,
      shippingAddress: null, tracking: null, canCancel: false, canEdit: false,
      latestShipment: { displayStatus: 'FULFILLED', estimatedDeliveryAt: null, deliveredAt: null },
    });
    expect(Date.parse(d.createdAt)).not.toBeNaN();
  });

  it('turns Decimal amounts into cents and junk into 0', () => {
    expect([amountToCents('28.00'), amountToCents('0.1'), amountToCents('19.999'), amountToCents('-1.50'), amountToCents('1e9'), amountToCents(null)])
      .toEqual([2800, 10, 2000, -150, 0, 0]);
  });
});

describe('page cursors and confirmation secrets', () => {
  it("wraps Shopify's endCursor and refuses anything it did not make", () => {
    const cursor = encodeOrdersCursor('eyJsYXN0X2lkIjo4MjAwMTl9');
    expect(cursor).not.toContain('eyJsYXN0X2lkIjo4MjAwMTl9');
    expect(parseOrdersCursor(cursor)).toBe('eyJsYXN0X2lkIjo4MjAwMTl9');
    for (const bad of ['', 'not a cursor', Buffer.from('{"c":1}').toString('base64url'), Buffer.from('[').toString('base64url'), 'x'.repeat(600)]) {
      expect(parseOrdersCursor(bad)).toBeNull();
    }
  });

  it('derives a pass and a one-click id per order and shop, and checks them', () => {
    const pass = orderPass('secret-a', '820028');
    expect(pass).toMatch(/^[0-9a-f]{32}$/);
    expect(passMatches('secret-a', '820028', pass)).toBe(true);
    expect(passMatches('secret-a', '820027', pass)).toBe(false);
    expect(passMatches('secret-b', '820028', pass)).toBe(false);
    expect(passMatches('secret-a', '820028', pass.slice(0, -1))).toBe(false);

    const oneClick = oneClickIdOf('secret-a', '820028');
    expect(oneClick).toMatch(/^820028-[0-9a-f]{32}$/);
    expect(orderIdOfOneClick('secret-a', oneClick)).toBe('820028');
    expect(orderIdOfOneClick('secret-b', oneClick)).toBeNull();
    expect(orderIdOfOneClick('secret-a', oneClick.replace('820028', '820027'))).toBeNull();
    expect(orderIdOfOneClick('secret-a', '820028')).toBeNull();
  });
});

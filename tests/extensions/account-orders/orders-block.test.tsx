// The Order index block of new customer accounts (extensions/account-orders), rendered as Shopify
// runs it (tests/extensions/helpers.ts): Buy again and the order arriving next.
import { render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import en from '../../../extensions/account-orders/locales/en.default.json';
import de from '../../../extensions/account-orders/locales/de.json';
import fr from '../../../extensions/account-orders/locales/fr.json';
import { API_BASE } from '../../../extensions/shared/app-url';
import { OrdersBlock } from '../../../extensions/account-orders/src/orders-block';
import { orders } from '../../../extensions/account-orders/src/orders';
import { button, expectEveryText, json, stubExtension, type ExtensionHarness } from '../helpers';

const STOREFRONT = 'https://shop.example';
const line = (variantId: number, quantity: number, title: string) => ({ productId: variantId * 10, variantId, quantity, title, variantTitle: '', image: `https://cdn.example/${variantId}.png` });
const DELIVERED = {
  id: '5001', name: '#1001', deliveredAt: '2026-11-20T12:00:00Z', lines: [line(11, 2, 'Canvas Tote'), line(12, 1, 'Stoneware Mug')],
  cartUrl: `${STOREFRONT}/cart/add?items%5B%5D%5Bid%5D=11&items%5B%5D%5Bquantity%5D=2&items%5B%5D%5Bid%5D=12&items%5B%5D%5Bquantity%5D=1`,
};
const ANSWER = { buyAgain: [DELIVERED], arriving: { id: '5002', name: '#1002', estimatedDeliveryAt: '2026-12-08T12:00:00Z', status: 'IN_TRANSIT' }, storefront: STOREFRONT };

let h: ExtensionHarness;
beforeEach(() => {
  orders.value = { kind: 'loading' };
  h = stubExtension(en);
});
afterEach(() => vi.unstubAllGlobals());

const buyAgain = (c: Element) => [...c.querySelectorAll('s-button')].filter((b) => b.textContent === 'Buy again') as (HTMLElement & { href?: string; accessibilityLabel?: string })[];

test("offers Buy again for a delivered order, adding its items to the cart by the store's add-to-cart link, and says when the next order arrives", async () => {
  h.answers.push(json(200, { data: ANSWER }));
  const { container } = render(<OrdersBlock />);
  await waitFor(() => expect(buyAgain(container)).toHaveLength(1));
  const [b] = buyAgain(container);
  expect(b!.href ?? b!.getAttribute('href')).toBe(DELIVERED.cartUrl);
  expect(b!.accessibilityLabel ?? b!.getAttribute('accessibilityLabel')).toBe('Buy again: order #1001');
  expect(container.textContent).toContain('#1001');
  expect(container.textContent).toContain('3 items');
  expect(container.textContent).toContain('Order #1002 arrives by Tuesday, December 8.');
  expect(container.querySelector('s-section')?.getAttribute('heading')).toBe('Buy again');
  expect(h.requests).toEqual([{ url: `${API_BASE}/customer-account/orders`, method: 'GET', auth: 'Bearer session-token-1' }]);
});

test("counts one item as '1 item'", async () => {
  h.answers.push(json(200, { data: { ...ANSWER, arriving: null, buyAgain: [{ ...DELIVERED, lines: [line(11, 1, 'Canvas Tote')] }] } }));
  const { container } = render(<OrdersBlock />);
  await waitFor(() => expect(container.textContent).toContain('1 item'));
  expect(container.textContent).not.toContain('1 items');
});

test('shows nothing at all for a customer with no delivered order and none on its way', async () => {
  h.answers.push(json(200, { data: { buyAgain: [], arriving: null, storefront: STOREFRONT } }));
  const { container } = render(<OrdersBlock />);
  await waitFor(() => expect(h.requests).toHaveLength(1));
  await waitFor(() => expect(container.innerHTML).toBe(''));
});

test("says the orders could not be loaded, and 'Try again' loads them", async () => {
  h.answers.push(() => { throw new TypeError('Failed to fetch'); });
  const { container } = render(<OrdersBlock />);
  await waitFor(() => expect(container.textContent).toContain('Your orders could not be loaded. Please try again.'));
  h.answers.push(json(200, { data: ANSWER }));
  button(container, 'Try again')!.click();
  await waitFor(() => expect(buyAgain(container)).toHaveLength(1));
});

test('has every English text in German and French', () => expectEveryText(en, [de, fr]));

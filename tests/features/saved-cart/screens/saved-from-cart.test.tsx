import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
import SavedFromCart from '../../../../src/features/saved-cart/screens/saved-from-cart';
import { Toasts } from '../../../../src/ui/toast';
import { batchFrom, config, fakeApi, product, type Handler } from '../../../panel/fixtures';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { resetForTests } from '../../../../src/cache/product-store';
import { current, dismissToast } from '../../../../src/toasts/toasts';
import { openWidget, closeWidget } from '../../../../src/panel/widget';
import { saved } from '../../../fixtures/saved-fixtures';
import { readQueue } from '../../../../src/tracking/tracking-queue';

const variant = (id: number, title: string) => ({ id, title, price: 2800, compareAtPrice: null, available: true });
const products = batchFrom((id) =>
  id === 1
    ? product(1, { title: 'Hoodie', variants: [variant(11, 'S'), variant(12, 'M'), variant(13, 'L')] })
    : product(id, { title: 'Tote', variants: [variant(21, 'Default Title')] }),
);

/** The fake API plus the store's cart: `cart` answers POST /cart/add.js. */
function stack(more: Record<string, Handler | { status: number }>, cart: (body: { items: { id: number }[] }) => Response) {
  const api = fakeApi({ 'GET /products/demo-shop': products, ...more });
  const cartAdds: { items: { id: number; quantity: number; properties: Record<string, string> }[] }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (String(url).startsWith('/cart/add.js')) {
      const body = JSON.parse(String(init?.body));
      cartAdds.push(body);
      return cart(body);
    }
    return api(url, init);
  });
  return { api, cartAdds };
}
const ok = () => new Response(JSON.stringify({ items: [], sections: {} }), { status: 200 });

beforeEach(() => {
  freshSession(config);
  settingsAre({ saved: { isActive: true } });
  clearRequestCache();
  resetForTests();
  openWidget();
  while (current.value) dismissToast(current.value.id);
});
afterEach(() => {
  cleanup();
  closeWidget();
  vi.unstubAllGlobals();
});

const row = async (title: string) => (await screen.findByRole('link', { name: title })).closest('li')!;

describe('Saved from cart', () => {
  test("Add to cart without a chosen variant says 'Select S / M / L' and adds nothing; once chosen, adds that variant", async () => {
    const { cartAdds } = stack({ 'POST /saved/cart/items': () => ({ items: [saved(1, null, 'c1')] }) }, ok);
    render(<SavedFromCart />);
    const hoodie = await row('Hoodie');
    fireEvent.click(within(hoodie).getByRole('button', { name: 'Add to cart' }));
    expect(within(hoodie).getByRole('alert').textContent).toBe('Select S / M / L');
    expect(cartAdds).toHaveLength(0);
    fireEvent.change(within(hoodie).getByRole('combobox', { name: 'Variant of Hoodie' }), { target: { value: '12' } });
    fireEvent.click(within(hoodie).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(hoodie).getByRole('status').textContent).toBe('Added to cart'));
    expect(cartAdds[0].items).toEqual([{ id: 12, quantity: 1, properties: { _added_by_status: 'true' } }]);
    // queued for the tracking service, sent when the page hides
    expect(readQueue().filter((e) => e.event === 'add_to_cart').at(-1)?.event_data).toEqual({ variantId: 12, quantity: 1, source: 'saved' });
  });

  test('an item saved with its variant, or a product with one variant, goes to the cart at once', async () => {
    const { cartAdds } = stack({ 'POST /saved/cart/items': () => ({ items: [saved(1, 13, 'c1'), saved(2, null, 'c2')] }) }, ok);
    render(<SavedFromCart />);
    const hoodie = await row('Hoodie');
    expect(within(hoodie).queryByRole('combobox')).toBeNull();
    expect(within(hoodie).getByText('L')).toBeTruthy();
    fireEvent.click(within(hoodie).getByRole('button', { name: 'Add to cart' }));
    fireEvent.click(within(await row('Tote')).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(cartAdds).toHaveLength(2));
    expect(cartAdds.map((b) => b.items[0].id)).toEqual([13, 21]);
  });

  test("a store refusal shows why: 'Item is sold out'; a network failure 'Unable to add item to cart'", async () => {
    let answer = () => new Response(JSON.stringify({ status: 422, message: 'Cart Error', description: 'The product is already sold out.' }), { status: 422 });
    stack({ 'POST /saved/cart/items': () => ({ items: [saved(2, 21, 'c2')] }) }, () => answer());
    render(<SavedFromCart />);
    const tote = await row('Tote');
    fireEvent.click(within(tote).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(tote).getByRole('alert').textContent).toBe('Item is sold out'));
    answer = () => new Response('oops', { status: 500 });
    fireEvent.click(within(tote).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(within(tote).getByRole('alert').textContent).toBe('Unable to add item to cart'));
  });

  test("removing an item takes it away; a refusal brings it back with 'Unable to save item'", async () => {
    stack({ 'POST /saved/cart/items': () => ({ items: [saved(1, 11, 'c1'), saved(2, 21, 'c2')] }), 'DELETE /saved/cart/c2': { status: 500 }, 'DELETE /saved/cart/c1': () => ({ items: [saved(2, 21, 'c2')] }) }, ok);
    render(
      <>
        <SavedFromCart />
        <Toasts variant="widget" />
      </>,
    );
    const removed: unknown[] = [];
    const listen = (e: Event) => removed.push((e as CustomEvent).detail);
    document.addEventListener('status:remove-item', listen);
    fireEvent.click(within(await row('Hoodie')).getByRole('button', { name: 'Remove Hoodie' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Hoodie' })).toBeNull());
    // the page hears it (docs/product.md#events), as from the page's save button
    await waitFor(() => expect(removed).toEqual([{ productId: 1, variantId: 11, list: 'savedFromCart' }]));
    fireEvent.click(within(await row('Tote')).getByRole('button', { name: 'Remove Tote' }));
    expect(await screen.findByText('Unable to save item')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tote' })).toBeTruthy();
    expect(removed).toHaveLength(1); // a refused removal announces nothing
    document.removeEventListener('status:remove-item', listen);
  });

  test('says so when nothing was saved', async () => {
    stack({ 'POST /saved/cart/items': () => ({ items: [] }) }, ok);
    render(<SavedFromCart />);
    expect(await screen.findByText('Nothing saved from your cart yet.')).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
import Favorites from '../../../../src/features/favorites/screens/favorites';
import Collection from '../../../../src/features/for-you/screens/collection';
import { Toasts } from '../../../../src/ui/toast';
import { batchFrom, fakeApi, product, sent, config } from '../../../panel/fixtures';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { resetForTests } from '../../../../src/cache/product-store';
import { current, dismissToast } from '../../../../src/toasts/toasts';
import { openWidget, closeWidget } from '../../../../src/panel/widget';
import { saved } from '../../../fixtures/saved-fixtures';

beforeEach(() => {
  freshSession(config);
  settingsAre({ wishlist: { isActive: true } });
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

const products = batchFrom((id) => product(id, { title: id === 1 ? 'Hoodie' : `Product ${id}` }));

describe('the Favorites screen', () => {
  test('lists the favorites, each with a pressed toggle named after the product, and links to the collections', async () => {
    fakeApi({ 'POST /saved/wishlist-items': () => ({ items: [saved(1), saved(2)] }), 'GET /products/demo-shop': products });
    render(<Favorites />);
    expect(screen.getByRole('heading', { name: 'Favorites' })).toBeTruthy();
    const toggle = await screen.findByRole('button', { name: 'Remove Hoodie from favorites' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: /Hoodie/ }).getAttribute('href')).toBe('/products/p-1');
    expect(screen.getByRole('button', { name: 'Remove Product 2 from favorites' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Collections' }).getAttribute('href')).toBe('#status-favorites-collections');
  });

  test('says so when there are no favorites', async () => {
    fakeApi({ 'POST /saved/wishlist-items': () => ({ items: [] }) });
    render(<Favorites />);
    expect(await screen.findByText(/No favorites yet/)).toBeTruthy();
  });

  test("a removal the API refuses puts the product back and shows 'Unable to save item'", async () => {
    const fetchMock = fakeApi({
      'POST /saved/wishlist-items': () => ({ items: [saved(1), saved(2)] }),
      'GET /products/demo-shop': products,
      'DELETE /saved/wishlist/w1': { status: 500 },
    });
    render(
      <>
        <Favorites />
        <Toasts variant="widget" />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Hoodie from favorites' }));
    expect(screen.queryByRole('button', { name: 'Remove Hoodie from favorites' })).toBeNull();
    expect(await screen.findByText('Unable to save item')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Hoodie from favorites' }).getAttribute('aria-pressed')).toBe('true');
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/saved/wishlist/w1') && init?.method === 'DELETE')).toBe(true);
  });

  test('See all of Favorites shows every favorite with its toggle; a toggle that succeeds keeps the answer', async () => {
    const fetchMock = fakeApi({
      'POST /saved/wishlist-items': () => ({ items: [saved(1), saved(2)] }),
      'GET /products/demo-shop': products,
      'DELETE /saved/wishlist/w2': () => ({ items: [saved(1)] }),
    });
    render(<Collection params={['favorites']} />);
    expect(screen.getByRole('heading', { name: 'Favorites' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Product 2 from favorites' }));
    await waitFor(() => expect(sent(fetchMock, 'DELETE /saved/wishlist/w2')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(within(screen.getByRole('listitem')).getByRole('button', { name: 'Remove Hoodie from favorites' })).toBeTruthy();
  });
});

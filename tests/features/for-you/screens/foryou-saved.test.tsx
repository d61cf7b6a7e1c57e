import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
vi.mock('../../../../src/features/sign-in/components/login-section', () => ({ default: () => <p>Sign in to your account</p> }));
vi.mock('../../../../src/features/orders/components/arriving-next-section', () => ({ default: () => null }));
import ForYou from '../../../../src/features/for-you/screens/foryou';
import { batchFrom, config, fakeApi, product, sent } from '../../../panel/fixtures';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { resetForTests } from '../../../../src/cache/product-store';
import { openWidget, closeWidget } from '../../../../src/panel/widget';
import { RECENTLY_VIEWED_KEY } from '../../../../src/local/recently-viewed';
import { beGuest, saved, signInMember } from '../../../fixtures/saved-fixtures';

const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

function api() {
  return fakeApi({
    'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [1], popularToday: [2] }),
    'GET /products/demo-shop': batchFrom((id) => product(id, { title: `Shirt ${id}` })),
    'POST /saved/cart/items': () => ({ items: ids(100, 12).map((id) => saved(id, null, `c${id}`)) }),
    'POST /saved/wishlist-items': () => ({ items: ids(200, 3).map((id) => saved(id)) }),
  });
}

beforeEach(() => {
  openWidget();
  freshSession(config);
  clearRequestCache();
  resetForTests();
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([1]));
});
afterEach(() => {
  cleanup();
  closeWidget();
  vi.unstubAllGlobals();
});

/** The section headings of For you, in page order. */
const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe("For you's Saved from cart and Favorites", () => {
  for (const who of ['guest', 'member'] as const) {
    test(`a ${who} sees them between Recently viewed and Popular today, 10 items at most`, async () => {
      if (who === 'guest') beGuest();
      else signInMember();
      settingsAre({ saved: { isActive: true }, wishlist: { isActive: true } });
      api();
      render(<ForYou />);
      const cart = await screen.findByRole('region', { name: 'Saved from cart' });
      expect(await within(cart).findAllByRole('listitem')).toHaveLength(10);
      const favorites = await screen.findByRole('region', { name: 'Favorites' });
      expect(await within(favorites).findAllByRole('listitem')).toHaveLength(3);
      expect(within(favorites).getByRole('link', { name: 'See all: Favorites' }).getAttribute('href')).toBe('#status-collection:favorites');
      await screen.findByRole('region', { name: 'Popular today' });
      expect(headings()).toEqual(['Recently viewed', 'Saved from cart', 'Favorites', 'Popular today']);
    });
  }

  test('with the settings off there are no such sections and nothing is asked for them', async () => {
    beGuest();
    settingsAre({ saved: { isActive: false } });
    const fetchMock = api();
    render(<ForYou />);
    await screen.findByRole('region', { name: 'Popular today' });
    expect(screen.queryByRole('region', { name: 'Saved from cart' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Favorites' })).toBeNull();
    expect(sent(fetchMock, 'POST /saved/cart/items')).toHaveLength(0);
    expect(sent(fetchMock, 'POST /saved/wishlist-items')).toHaveLength(0);
  });

  test('only Favorites when only the wishlist setting is on', async () => {
    beGuest();
    settingsAre({ wishlist: { isActive: true } });
    const fetchMock = api();
    render(<ForYou />);
    await screen.findByRole('region', { name: 'Favorites' });
    expect(screen.queryByRole('region', { name: 'Saved from cart' })).toBeNull();
    expect(sent(fetchMock, 'POST /saved/cart/items')).toHaveLength(0);
  });
});

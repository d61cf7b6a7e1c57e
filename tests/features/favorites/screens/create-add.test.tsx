import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
vi.mock('../../../../src/features/sign-in/components/login-section', () => ({ default: () => <p>Sign in to your account</p> }));
import Create from '../../../../src/features/favorites/screens/create';
import Add from '../../../../src/features/favorites/screens/add';
import { config, fakeApi, sent } from '../../../panel/fixtures';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { resetRoute, route } from '../../../../src/panel/router';
import { openWidget, closeWidget } from '../../../../src/panel/widget';
import { beGuest, makeCollection, signInMember } from '../../../fixtures/saved-fixtures';

beforeEach(() => {
  freshSession(config);
  settingsAre({ wishlist: { isActive: true } });
  clearRequestCache();
  openWidget();
  resetRoute();
});
afterEach(() => {
  cleanup();
  closeWidget();
  vi.unstubAllGlobals();
});

const type = (value: string) => fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value } });

describe('New collection', () => {
  test('creates the collection and opens it', async () => {
    signInMember();
    const fetchMock = fakeApi({ 'POST /saved/wishlist-collection': (d) => makeCollection({ ...(d.collection as object), uuid: 'c-9', items: [] }) });
    render(<Create />);
    type('Gifts');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(route.value).toBe('favorites-collection:c-9'));
    expect(sent(fetchMock, 'POST /saved/wishlist-collection')[0].collection).toEqual({ name: 'Gifts' });
  });

  test("a refusal shows 'Unable to create collection' and keeps the name", async () => {
    signInMember();
    fakeApi({ 'POST /saved/wishlist-collection': { status: 500 } });
    render(<Create />);
    type('Gifts');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to create collection');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Gifts');
  });

  test('a guest is asked to sign in first', async () => {
    beGuest();
    render(<Create />);
    expect(await screen.findByText('Sign in to your account')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  });
});

describe('Add to a collection', () => {
  test('adds the product and variant to the chosen collection, keeping its items', async () => {
    signInMember();
    const c = makeCollection();
    const fetchMock = fakeApi({
      'POST /saved/wishlist-collections': () => ({ collections: [c] }),
      'PUT /saved/wishlist-collection/c-1': (d) => makeCollection(d.collection as object),
    });
    render(<Add params={['collection', '7', '77']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Summer' }));
    await waitFor(() => expect(route.value).toBe('favorites-collection:c-1'));
    expect(sent(fetchMock, 'PUT /saved/wishlist-collection/c-1')[0].collection).toEqual({
      items: [
        { productId: 1, variantId: 11 },
        { productId: 2, variantId: null },
        { productId: 7, variantId: 77 },
      ],
    });
  });

  test("a refusal shows 'Unable to add to collection'", async () => {
    signInMember();
    fakeApi({ 'POST /saved/wishlist-collections': () => ({ collections: [makeCollection()] }), 'PUT /saved/wishlist-collection/c-1': { status: 403 } });
    render(<Add params={['collection', '7', '77']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Summer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to add to collection');
  });

  test('a new collection made here holds the product', async () => {
    signInMember();
    const fetchMock = fakeApi({
      'POST /saved/wishlist-collections': () => ({ collections: [] }),
      'POST /saved/wishlist-collection': (d) => makeCollection({ ...(d.collection as object), uuid: 'c-5' }),
    });
    render(<Add params={['collection', '7']} />);
    type('Shoes');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(route.value).toBe('favorites-collection:c-5'));
    expect(sent(fetchMock, 'POST /saved/wishlist-collection')[0].collection).toEqual({ name: 'Shoes', items: [{ productId: 7, variantId: null }] });
  });

  test('a link with a product id that is not a number shows the error and asks nothing', async () => {
    signInMember();
    const fetchMock = fakeApi({});
    render(<Add params={['collection', 'abc']} />);
    expect(screen.getByRole('alert').textContent).toBe('Unable to add to collection');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

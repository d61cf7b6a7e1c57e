import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
vi.mock('../../../../src/features/sign-in/components/login-section', () => ({ default: () => <p>Sign in to your account</p> }));
import FavoritesCollection from '../../../../src/features/favorites/screens/favorites-collection';
import FavoritesCollections from '../../../../src/features/favorites/screens/favorites-collections';
import { Toasts } from '../../../../src/ui/toast';
import { batchFrom, config, fakeApi, product, sent, type Handler } from '../../../panel/fixtures';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { resetForTests } from '../../../../src/cache/product-store';
import { current, dismissToast } from '../../../../src/toasts/toasts';
import { openWidget, closeWidget } from '../../../../src/panel/widget';
import { route, resetRoute } from '../../../../src/panel/router';
import { beGuest, makeCollection, signInMember } from '../../../fixtures/saved-fixtures';

beforeEach(() => {
  freshSession(config);
  settingsAre({ wishlist: { isActive: true } });
  clearRequestCache();
  resetForTests();
  openWidget();
  resetRoute();
  while (current.value) dismissToast(current.value.id);
});
afterEach(() => {
  cleanup();
  closeWidget();
  vi.unstubAllGlobals();
});

const products = batchFrom((id) => product(id, { title: id === 1 ? 'Hoodie' : 'Tote' }));
const api = (c = makeCollection(), more: Record<string, Handler | { status: number }> = {}) =>
  fakeApi({ [`GET /saved/wishlist-collection/${c.uuid}`]: () => c, 'GET /products/demo-shop': products, ...more });

function renderCollection(uuid = 'c-1') {
  return render(
    <>
      <FavoritesCollection params={[uuid]} />
      <Toasts variant="widget" />
    </>,
  );
}

describe('a shared collection', () => {
  test('its creator sees the items with remove buttons, Share and Edit, and no Save collection', async () => {
    signInMember();
    api();
    renderCollection();
    expect(await screen.findByRole('heading', { name: 'Summer' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Remove Hoodie from this collection' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save collection' })).toBeNull();
  });

  test('another signed-in shopper sees Save collection, which copies its name and items into their own', async () => {
    signInMember();
    const fetchMock = api(makeCollection({ isOwner: false, userId: '8002', visibility: 'all' }), {
      'POST /saved/wishlist-collection': (d) => makeCollection({ ...(d.collection as object), uuid: 'c-2', items: [] }),
    });
    renderCollection();
    await screen.findByRole('link', { name: /Hoodie/ });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /from this collection/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save collection' }));
    await waitFor(() => expect(sent(fetchMock, 'POST /saved/wishlist-collection')).toHaveLength(1));
    expect(sent(fetchMock, 'POST /saved/wishlist-collection')[0].collection).toEqual({
      name: 'Summer',
      items: [
        { productId: 1, variantId: 11 },
        { productId: 2, variantId: null },
      ],
    });
    await waitFor(() => expect(route.value).toBe('favorites-collection:c-2'));
    expect(screen.getByText('Saved to your collections')).toBeTruthy();
  });

  test('a guest sees it read-only', async () => {
    beGuest();
    api(makeCollection({ isOwner: false, visibility: 'all' }));
    renderCollection();
    await screen.findByRole('link', { name: /Hoodie/ });
    for (const name of ['Share', 'Edit', 'Save collection']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /from this collection/ })).toBeNull();
  });

  test('an unknown or private collection says it could not be found', async () => {
    beGuest();
    fakeApi({});
    renderCollection('nope');
    expect((await screen.findByRole('alert')).textContent).toBe('This collection could not be found.');
  });
});

describe('the creator', () => {
  test('Share makes it visible to anyone, copies the link and shows it', async () => {
    signInMember();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const fetchMock = api(makeCollection(), { 'PUT /saved/wishlist-collection/c-1': (d) => makeCollection(d.collection as object) });
    renderCollection();
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const link = (await screen.findByRole('textbox', { name: 'Link to this collection' })) as HTMLInputElement;
    const expected = `${location.origin}/#status-favorites-collection:c-1`;
    expect(link.value).toBe(expected);
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(sent(fetchMock, 'PUT /saved/wishlist-collection/c-1')[0].collection).toEqual({ visibility: 'all' });
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  test("a share the API refuses shows 'Unable to share this collection'", async () => {
    signInMember();
    api(makeCollection(), { 'PUT /saved/wishlist-collection/c-1': { status: 500 } });
    renderCollection();
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to share this collection');
    expect(screen.queryByRole('textbox', { name: 'Link to this collection' })).toBeNull();
  });

  test('renames it with the collection form', async () => {
    signInMember();
    const fetchMock = api(makeCollection(), { 'PUT /saved/wishlist-collection/c-1': (d) => makeCollection(d.collection as object) });
    renderCollection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const actions = screen.getByRole('group', { name: 'Collection actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Rename' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.input(name, { target: { value: 'Winter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Winter' })).toBeTruthy();
    expect(sent(fetchMock, 'PUT /saved/wishlist-collection/c-1')[0].collection).toEqual({ name: 'Winter' });
  });

  test("a rename the API refuses shows 'Unable to update collection' and keeps the new name typed", async () => {
    signInMember();
    api(makeCollection(), { 'PUT /saved/wishlist-collection/c-1': { status: 500 } });
    renderCollection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Winter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to update collection');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Winter');
  });

  test('deleting it leaves at once; Undo recreates it with the old name, visibility and items', async () => {
    signInMember();
    const c = makeCollection({ visibility: 'all' });
    const fetchMock = api(c, {
      'POST /saved/wishlist-collections': () => ({ collections: [c] }),
      'DELETE /saved/wishlist-collection/c-1': () => ({ uuid: 'c-1' }),
      'POST /saved/wishlist-collection': (d) => makeCollection({ ...(d.collection as object), uuid: 'c-3', items: [{ id: 'i-9', productId: 1, variantId: 11 }] }),
    });
    render(
      <>
        <FavoritesCollections />
        <Toasts variant="widget" />
      </>,
    );
    expect(await screen.findByRole('link', { name: /Summer/ })).toBeTruthy();
    cleanup();
    renderCollection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete collection' }));
    expect(route.value).toBe('favorites-collections');
    cleanup();
    render(
      <>
        <FavoritesCollections />
        <Toasts variant="widget" />
      </>,
    );
    expect(screen.queryByRole('link', { name: /Summer/ })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(sent(fetchMock, 'POST /saved/wishlist-collection')).toHaveLength(1));
    expect(sent(fetchMock, 'DELETE /saved/wishlist-collection/c-1')).toHaveLength(1);
    expect(sent(fetchMock, 'POST /saved/wishlist-collection')[0].collection).toEqual({
      name: 'Summer',
      visibility: 'all',
      items: [
        { productId: 1, variantId: 11 },
        { productId: 2, variantId: null },
      ],
    });
    expect(await screen.findByRole('link', { name: /Summer/ })).toBeTruthy();
  });

  test("removing an item takes it out at once; a refusal puts it back with 'Unable to remove item'", async () => {
    signInMember();
    api(makeCollection(), { 'DELETE /saved/wishlist-collection-item/i-1': { status: 500 } });
    renderCollection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Hoodie from this collection' }));
    expect(screen.queryByRole('link', { name: /Hoodie/ })).toBeNull();
    expect(await screen.findByText('Unable to remove item')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Hoodie/ })).toBeTruthy();
  });
});

import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { render, screen, within, waitFor, fireEvent, cleanup } from '@testing-library/preact';

vi.mock('../../../../src/features/sign-in/components/login-section', () => ({ default: () => <p>Sign in to your account</p> }));

import ForYou from '../../../../src/features/for-you/screens/foryou';
import { batchFrom, config, fakeApi, product } from '../../../panel/fixtures';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { BATCH_DELAY_MS, productsById, resetForTests } from '../../../../src/cache/product-store';
import { writeCachedProducts } from '../../../../src/cache/products';
import { clearProductCache } from '../../../../src/cache/products-clear';
import { RECENTLY_VIEWED_KEY } from '../../../../src/local/recently-viewed';
import { freshSession } from '../../../fixtures/store-fixtures';
import { openWidget, closeWidget } from '../../../../src/panel/widget';
import { startLastVisit } from '../../../../src/cache/persist';

beforeEach(async () => {
  openWidget(); // For you lives in the open panel
  freshSession(config);
  clearRequestCache();
  resetForTests();
  await clearProductCache();
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
  localStorage.removeItem('status:popular-today');
});
afterEach(() => {
  closeWidget();
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
});

test('shows Recently viewed and Popular today with product cards and See all links', async () => {
  const fetchMock = fakeApi({
    'GET /init/for-you/demo-shop': (d) => ({ recentlyViewed: d.recentlyViewed, popularToday: [20, 21] }),
    'GET /products/demo-shop': batchFrom((id) => product(id, { title: `Shirt ${id}`, variantTitle: 'Blue / M', price: 2000, compareAtPrice: 2500 })),
  });
  render(<ForYou />);
  expect(await screen.findByText('Sign in to your account')).toBeTruthy();
  const recent = await screen.findByRole('region', { name: 'Recently viewed' });
  expect(within(recent).getAllByRole('listitem')).toHaveLength(8);
  const link = within(recent).getByRole('link', { name: /Shirt 1\b/ });
  expect(link.getAttribute('href')).toBe('/products/p-1');
  expect(within(link).getByText('Blue / M')).toBeTruthy();
  expect(link.textContent).toContain('$20.00');
  expect(link.querySelector('s')?.textContent).toBe('$25.00');
  const img = link.querySelector('img')!;
  expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['140', '140']);
  expect(within(recent).getByRole('link', { name: 'See all: Recently viewed' }).getAttribute('href')).toBe('#status-collection:recentlyViewed');
  const popular = screen.getByRole('region', { name: 'Popular today' });
  expect(within(popular).getAllByRole('listitem')).toHaveLength(2);
  expect(String(fetchMock.mock.calls[0][0])).toBe('https://api.test/init/for-you/demo-shop?recentlyViewed=1,2,3,4,5,6,7,8');
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('placeholder cards show while products load', async () => {
  fakeApi({ 'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [], popularToday: [] }) });
  render(<ForYou />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull());
});

test('empty sections are hidden', async () => {
  localStorage.removeItem(RECENTLY_VIEWED_KEY);
  fakeApi({
    'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [], popularToday: [5] }),
    'GET /products/demo-shop': batchFrom(),
  });
  render(<ForYou />);
  await screen.findByRole('region', { name: 'Popular today' });
  expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
});

test('a failed load shows the error and Retry loads again', async () => {
  fakeApi({ 'GET /init/for-you/demo-shop': { status: 500 } });
  render(<ForYou />);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Something went wrong. Please try again later.');
  fakeApi({ 'GET /init/for-you/demo-shop': () => ({ recentlyViewed: [], popularToday: [9] }), 'GET /products/demo-shop': batchFrom() });
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await screen.findByRole('region', { name: 'Popular today' });
  expect(screen.queryByRole('alert')).toBeNull();
});

test('recently viewed products from the product cache show while Popular today is still loading', async () => {
  await writeCachedProducts([1, 2, 3, 4, 5, 6, 7, 8].map((id) => product(id, { title: `Shirt ${id}` })));
  const fetchMock = fakeApi({ 'GET /products/demo-shop': batchFrom((id) => product(id, { title: `Shirt ${id}` })) });
  let answerForYou: (r: Response) => void = () => {};
  const forYouCall = new Promise<Response>((resolve) => (answerForYou = resolve));
  fetchMock.mockImplementationOnce(() => forYouCall); // GET /init/for-you is slow to answer
  render(<ForYou />);
  const recent = await screen.findByRole('region', { name: 'Recently viewed' });
  expect(within(recent).getAllByRole('listitem')).toHaveLength(8);
  const popular = screen.getByRole('region', { name: 'Popular today' });
  expect(within(popular).getByRole('status', { name: 'Loading' })).toBeTruthy();
  answerForYou(new Response(JSON.stringify({ data: { recentlyViewed: [1, 2, 3, 4, 5, 6, 7, 8], popularToday: [20, 21] } })));
  await waitFor(() => expect(within(screen.getByRole('region', { name: 'Popular today' })).getAllByRole('listitem')).toHaveLength(2));
});

test('a returning visitor sees the last Popular today in the first render, with prices and variants, then the fresh list', async () => {
  startLastVisit(); // the panel starts the last visit's lists on intent: they remember the fresh list's cards
  localStorage.removeItem(RECENTLY_VIEWED_KEY);
  const card = (id: number) => ({ id, title: `Mug ${id}`, url: `/products/mug-${id}`, image: `/img/${id}.jpg`, price: 1250, compareAtPrice: 1500, currency: 'USD', variantTitle: 'Blue' });
  localStorage.setItem('status:popular-today', JSON.stringify([card(30), card(31), { id: 32, title: 'Priced in euros', url: '/products/e', image: '/e.jpg', price: 900, compareAtPrice: null, currency: 'EUR' }, 'junk', card(33)]));
  const fetchMock = fakeApi({ 'GET /products/demo-shop': batchFrom((id) => product(id, { title: `Mug ${id}` })) });
  let answerForYou: (r: Response) => void = () => {};
  fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answerForYou = resolve)));
  render(<ForYou />);
  // no await: no storage or network round trip before the cards
  const items = within(screen.getByRole('region', { name: 'Popular today' })).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([expect.stringContaining('Mug 30'), expect.stringContaining('Mug 31'), expect.stringContaining('Mug 33')]);
  expect(items[0].textContent).toContain('Blue');
  expect(items[0].textContent).toContain('$12.50');
  expect(items[0].querySelector('s')?.textContent).toBe('$15.00');
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  answerForYou(new Response(JSON.stringify({ data: { recentlyViewed: [], popularToday: [34], products: [product(34, { title: 'Teapot', variantTitle: 'Large', price: 4000 })] } })));
  await waitFor(() => expect(within(screen.getByRole('region', { name: 'Popular today' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Teapot')]));
  await waitFor(() => expect(JSON.parse(localStorage.getItem('status:popular-today')!)).toEqual([
    { id: 34, title: 'Teapot', url: '/products/p-34', image: '/img/34.jpg', price: 4000, compareAtPrice: null, currency: 'USD', variantTitle: 'Large' },
  ]));
});

test("shows the cards from For you's own answer: one request, no product batch", async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  const fetchMock = fakeApi({
    'GET /init/for-you/demo-shop': (d) => ({
      recentlyViewed: d.recentlyViewed, popularToday: [20, 21],
      products: [...(d.recentlyViewed as number[]), 20, 21].map((id) => product(id, { title: `Cap ${id}` })),
    }),
    'GET /products/demo-shop': batchFrom((id) => product(id, { title: `Batch ${id}` })),
  });
  render(<ForYou />);
  const recent = await screen.findByRole('region', { name: 'Recently viewed' });
  expect(within(recent).getAllByRole('listitem')).toHaveLength(8);
  expect(within(recent).getByRole('link', { name: /Cap 1\b/ })).toBeTruthy();
  expect(within(screen.getByRole('region', { name: 'Popular today' })).getByRole('link', { name: /Cap 21\b/ })).toBeTruthy();
  // The lookups queued before the answer arrived find the products in memory when their 250 ms window ends.
  await vi.advanceTimersByTimeAsync(BATCH_DELAY_MS);
  vi.useRealTimers();
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['https://api.test/init/for-you/demo-shop?recentlyViewed=1,2,3,4,5,6,7,8']);
  expect(productsById.value[21]?.title).toBe('Cap 21');
});

test("Recently viewed paints the product pages' own cards at once, and keeps them when the API is down", async () => {
  const tote = { id: 1, title: 'Canvas Tote', url: '/products/canvas-tote', image: '/images/canvas-tote.png', price: 2800, compareAtPrice: 3500, currency: 'USD' };
  const cap = { ...tote, id: 2, title: 'Wool Cap', url: '/products/wool-cap', price: 1900, compareAtPrice: null };
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([tote, cap, 3]));
  const fetchMock = fakeApi({ 'GET /init/for-you/demo-shop': { status: 503 } });
  render(<ForYou />);
  const recent = screen.getByRole('region', { name: 'Recently viewed' }); // first render: no waiting at all
  const links = within(recent).getAllByRole('link', { name: /Canvas Tote|Wool Cap/ });
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['/products/canvas-tote', '/products/wool-cap']);
  expect(links[0].textContent).toContain('$28.00');
  expect(links[0].querySelector('s')?.textContent).toBe('$35.00');
  // 503 is tried again twice (300 ms, then 900 ms later: api/retry.ts) before the alert
  expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('Something went wrong');
  expect(within(screen.getByRole('region', { name: 'Recently viewed' })).getAllByRole('listitem')).toHaveLength(2);
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(Array(3).fill('https://api.test/init/for-you/demo-shop?recentlyViewed=1,2,3'));
});

import { afterEach, expect, test, vi } from 'vitest';
import { render, screen, cleanup, act, fireEvent } from '@testing-library/preact';
import { ProductCard } from '../../src/ui/product-card';
import { Nav } from '../../src/panel/nav';
import { PageLoader } from '../../src/ui/page-loader';
import { CollectionSection } from '../../src/ui/collection-section';
import { RetryAlert } from '../../src/ui/retry-alert';
import { setPageConfig } from '../../src/settings/config';
import { config, product } from './fixtures';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test('a product card shows the price in the shopper’s currency, as the store writes it, with the compare-at price struck through', () => {
  setPageConfig({ ...config, locale: { ...config.locale, currency: 'EUR', language: 'de', countryCode: 'DE' }, moneyExample: '1.234.567,89 €' });
  const p = product(1, { title: 'Wool hat', prices: [{ currencyCode: 'EUR', price: { amount: '26.00' }, compareAtPrice: { amount: '30.00' } }] });
  render(<ul><ProductCard product={p} /></ul>);
  const link = screen.getByRole('link', { name: /Wool hat/ });
  expect(link.getAttribute('href')).toBe('/products/p-1');
  expect(link.textContent).toMatch(/26,00\s€/);
  expect(link.querySelector('s')!.textContent).toMatch(/30,00\s€/);
});

test('a product card without a presentment price in the page’s currency shows the shop price with its currency code', () => {
  setPageConfig({ ...config, locale: { ...config.locale, currency: 'EUR' }, moneyExample: '€1.234.567,89' });
  render(<ul><ProductCard product={product(1, { title: 'Wool hat', price: 2800, prices: [] })} /></ul>);
  expect(screen.getByRole('link', { name: /Wool hat/ }).textContent).toContain('28.00 USD');
});

test('the nav names its tabs For you, Orders and Profile and marks the current one', () => {
  render(<Nav current="profile" />);
  expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('link', { name: 'For you' }).getAttribute('aria-current')).toBeNull();
  expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('#status-orders');
});

test('the page loader appears only when a page takes longer than 300 ms', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  let done!: () => void;
  const wait = new Promise<void>((r) => (done = r));
  render(<PageLoader wait={wait} />);
  await act(async () => { await vi.advanceTimersByTimeAsync(299); });
  expect(screen.queryByRole('status')).toBeNull();
  await act(async () => { await vi.advanceTimersByTimeAsync(2); });
  expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  await act(async () => done());
  expect(screen.queryByRole('status')).toBeNull();
});

test('a fast page never shows the loader', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  render(<PageLoader wait={Promise.resolve()} />);
  await act(async () => { await vi.advanceTimersByTimeAsync(400); });
  expect(screen.queryByRole('status')).toBeNull();
});

test('an empty collection section is hidden', () => {
  const { container } = render(<CollectionSection name="favorites" products={[]} />);
  expect(container.innerHTML).toBe('');
});

test("a failed load says so and 'Retry' tries again", () => {
  const retry = vi.fn();
  render(<RetryAlert message="This page could not be loaded." onRetry={retry} />);
  expect(screen.getByRole('alert').textContent).toContain('This page could not be loaded.');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

// A screen chunk that fails to load shows a translated error with Retry, never breaking the page.
import { afterEach, expect, test, vi } from 'vitest';
import { render, screen, fireEvent, cleanup } from '@testing-library/preact';

let fail = true;
vi.mock('../../src/features/orders/screens/orders', () => {
  if (fail) throw new Error('chunk failed');
  return { default: () => <h3>Your orders</h3> };
});

import ScreenHost from '../../src/panel/screens';
import { ScreenSlot } from '../../src/panel/screen-slot';

afterEach(cleanup);

test('a failed screen load shows an error and Retry', async () => {
  const err = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(<ScreenHost name="orders" params={[]} />);
  expect(await screen.findByText('This page could not be loaded.')).toBeTruthy();
  expect(screen.getByRole('alert')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  err.mockRestore();
});

test('a screen that throws while rendering shows the error instead of breaking the panel', async () => {
  const err = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.doMock('../../src/features/profile/screens/profile', () => ({ default: () => { throw new Error('render boom'); } }));
  render(<ScreenHost name="profile" params={[]} />);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  err.mockRestore();
});

test("after a screen threw while rendering, Retry shows it once it renders, and the merchant's error hook heard it", async () => {
  const err = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const heard: unknown[] = [];
  const listen = (e: Event) => heard.push((e as CustomEvent).detail);
  document.addEventListener('status:error', listen);
  let boom = true;
  vi.doMock('../../src/features/profile/screens/addresses', () => ({
    default: () => {
      if (boom) throw new Error('render boom once');
      return <h3>Your addresses</h3>;
    },
  }));
  render(<ScreenHost name="addresses" params={[]} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(heard).toContainEqual({ context: 'chunk', message: 'render boom once' });
  document.removeEventListener('status:error', listen);
  boom = false;
  fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Your addresses' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  err.mockRestore();
});

test('the screen slot loads the screen host and shows the routed screen', async () => {
  vi.doMock('../../src/features/sign-in/screens/sign-out', () => ({ default: () => <h3>Signing out</h3> }));
  render(<ScreenSlot name="sign-out" params={[]} />);
  expect(await screen.findByRole('heading', { name: 'Signing out' })).toBeTruthy();
});

test('a screen whose chunk arrives while the panel re-renders its host (the last visit\'s lists coming in) is shown, not left blank', async () => {
  let arrive!: (m: { default: () => preact.JSX.Element }) => void;
  vi.doMock('../../src/features/orders/screens/order', () => new Promise((r) => (arrive = r as never)));
  const { rerender } = render(<ScreenHost name="order" params={['2001']} />);
  await vi.waitFor(() => expect(arrive).toBeTypeOf('function'));
  for (let i = 0; i < 3; i++) rerender(<ScreenHost name="order" params={['2001']} />);
  arrive({ default: () => <h3>Order #2001</h3> });
  for (let i = 0; i < 3; i++) rerender(<ScreenHost name="order" params={['2001']} />);
  expect(await screen.findByRole('heading', { name: 'Order #2001' })).toBeTruthy();
});

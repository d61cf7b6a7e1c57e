import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { render as preactRender } from 'preact';
import { lazy } from '../../src/ui/lazy';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

test('renders nothing while the chunk loads, then its default export with the props; one load for every place it is shown', async () => {
  const load = vi.fn(async () => ({ default: Hello }));
  const Lazy = lazy(load);
  const { container } = render(
    <div>
      <Lazy name="Ada" />
      <Lazy name="Bo" />
    </div>,
  );
  expect(container.textContent).toBe('');
  expect(await screen.findByText('Hello Ada')).toBeTruthy();
  expect(screen.getByText('Hello Bo')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

test('preload() starts the load on intent and resolves to the module; rendering later shows it at once', async () => {
  const module = { default: Hello, extra: 1 };
  const load = vi.fn(async () => module);
  const Lazy = lazy(load);
  await expect(Lazy.preload()).resolves.toBe(module);
  render(<Lazy name="Ada" />);
  expect(screen.getByText('Hello Ada')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load shows the error with Retry, and Retry loads again', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Hello });
  const Lazy = lazy(load);
  render(<Lazy name="Ada" />);
  expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded.');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Hello Ada')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a failed preload is forgotten: the next preload tries again', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Hello });
  const Lazy = lazy(load);
  await expect(Lazy.preload()).rejects.toThrow('offline');
  await expect(Lazy.preload()).resolves.toMatchObject({ default: Hello });
  expect(load).toHaveBeenCalledTimes(2);
});

test('shows the screen when its chunk arrives between the first render and that render\'s effects (a preload on intent)', async () => {
  const load = vi.fn(async () => ({ default: Hello }));
  const Lazy = lazy(load);
  const preloading = Lazy.preload();
  // preact's own render, outside act(): the effects run after the next frame, as in a browser,
  // and the chunk's promise settles before them
  const container = document.createElement('div');
  document.body.append(container);
  preactRender(<Lazy name="Ada" />, container);
  expect(container.textContent).toBe('');
  await preloading;
  await waitFor(() => expect(container.textContent).toBe('Hello Ada'));
  preactRender(null, container);
  container.remove();
});

test('a part that throws while rendering shows the error with Retry in its place, and the rest of the page stays', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  let boom = true;
  const Flaky = () => {
    if (boom) throw new Error('render boom');
    return <p>Points: 120</p>;
  };
  const Lazy = lazy(async () => ({ default: Flaky }));
  render(
    <div>
      <h2>For you</h2>
      <Lazy />
    </div>,
  );
  expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded.');
  expect(screen.getByRole('heading', { name: 'For you' })).toBeTruthy();
  boom = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Points: 120')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('shows its loading part while the chunk loads, given the load, and the component once it is here', async () => {
  let arrive!: (m: { default: typeof Hello }) => void;
  const Lazy = lazy(() => new Promise<{ default: typeof Hello }>((r) => (arrive = r)), {
    loading: ({ wait }) => <p>{wait instanceof Promise ? 'Loading…' : 'no load given'}</p>,
  });
  render(<Lazy name="Ada" />);
  expect(screen.getByText('Loading…')).toBeTruthy();
  arrive({ default: Hello });
  expect(await screen.findByText('Hello Ada')).toBeTruthy();
  expect(screen.queryByText('Loading…')).toBeNull();
});

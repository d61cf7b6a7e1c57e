// The launcher's early For you answer, already read when the panel's code arrives, is on screen
// in the same task as the panel's first render: no frame of the panel without its cards.
import { afterEach, expect, test, vi } from 'vitest';
import { act, within, fireEvent } from '@testing-library/preact';

vi.mock('../../src/session/session', async (real) => (await import('./fixtures')).sessionMock(await real()));
vi.mock('../../src/features/sign-in/components/login-section', () => ({ default: () => <p>Sign in to your account</p> }));

import { open } from '../../src/panel/index';
import { isOpen } from '../../src/panel/widget';
import { config, fakeApi, product } from './fixtures';
import type { EarlyForYou } from '../../src/api/init';

const panel = () => within(document.querySelector('status-panel')!.shadowRoot! as unknown as HTMLElement);

afterEach(() => {
  if (isOpen.value) fireEvent.click(panel().getByRole('button', { name: 'Close' }));
  vi.unstubAllGlobals();
});

test("shows Popular today's cards before the browser runs another task, with no request of the panel's own", async () => {
  const fetchMock = fakeApi({});
  const answer: EarlyForYou = [
    'https://api.test/init/for-you/demo-shop?recentlyViewed=',
    { data: { recentlyViewed: [], popularToday: [5, 6], products: [product(5, { title: 'Canvas Tote' }), product(6, { title: 'Linen Shirt' })] } },
  ];
  const early = Promise.resolve(answer);
  await early; // it came while the panel's files were on their way
  const launcher = document.body.appendChild(document.createElement('button'));
  // what the page shows when the next task runs: a frame can come no sooner
  const atNextTask = new Promise<string[]>((resolve) =>
    setTimeout(() => resolve(panel().queryAllByRole('link').map((a) => a.textContent ?? '').filter((t) => /Tote|Shirt/.test(t)))),
  );
  act(() => open({ config, route: '', opener: launcher, forYou: early }));
  expect(await atNextTask).toEqual([expect.stringContaining('Canvas Tote'), expect.stringContaining('Linen Shirt')]);
  expect(fetchMock).not.toHaveBeenCalled();
  launcher.remove();
});

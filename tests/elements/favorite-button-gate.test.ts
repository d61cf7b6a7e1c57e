// The favorite button's first stage (src/elements/favorite-button-gate.ts): a new visitor gets a
// plain, unpressed heart with its name and no Preact; the first press loads the full body and
// presses it; a shopper who may have favorites, or a page not in English, gets the full body.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { within } from '@testing-library/preact';
import type { PageConfig } from '../../src/config/types';

const full = vi.hoisted(() => {
  const pressed: string[] = [];
  return {
    pressed,
    upgrade: vi.fn((el: HTMLElement) => {
      const b = document.createElement('button');
      b.setAttribute('aria-label', 'full body');
      b.addEventListener('click', () => pressed.push(el.getAttribute('product-id')!));
      el.shadowRoot!.appendChild(b);
      return () => {};
    }),
  };
});
vi.mock('../../src/elements/favorite-button', () => ({ upgrade: full.upgrade }));

import { upgrade } from '../../src/elements/favorite-button-gate';

const config = (language = 'en', customerId: string | null = null) => ({ customerId, locale: { language } }) as unknown as PageConfig;
let el: HTMLElement;

beforeEach(() => {
  localStorage.clear();
  full.upgrade.mockClear();
  full.pressed.length = 0;
  el = document.createElement('status-favorite-button');
  el.setAttribute('product-id', '7001');
  el.setAttribute('product-title', 'Canvas Tote');
  document.body.appendChild(el);
});
afterEach(() => el.remove());

test("a new visitor sees an unpressed 'Add Canvas Tote to favorites' button, drawn without the full body", async () => {
  upgrade(el, config());
  const button = within(el.shadowRoot as unknown as HTMLElement).getByRole('button', { name: 'Add Canvas Tote to favorites' });
  expect(button.getAttribute('aria-pressed')).toBe('false');
  await new Promise((r) => setTimeout(r, 0));
  expect(full.upgrade).not.toHaveBeenCalled();
});

test('the first press loads the full body and presses it, once', async () => {
  upgrade(el, config());
  within(el.shadowRoot as unknown as HTMLElement).getByRole('button', { name: 'Add Canvas Tote to favorites' }).click();
  await vi.waitFor(() => expect(full.pressed).toEqual(['7001']));
  expect(full.upgrade).toHaveBeenCalledTimes(1);
  expect(within(el.shadowRoot as unknown as HTMLElement).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['full body']);
});

test('a button without a product id is disabled', () => {
  el.removeAttribute('product-id');
  upgrade(el, config());
  expect((el.shadowRoot!.querySelector('button') as HTMLButtonElement).disabled).toBe(true);
});

test.each([
  ['saved something before', () => localStorage.setItem('status:saved', '1'), config()],
  ['is a remembered member', () => localStorage.setItem('status:member', '{}'), config()],
  ['is the store session’s customer', () => {}, config('en', '9001')],
  ['shops in German', () => {}, config('de')],
])('a shopper who %s gets the full body at once', async (_, arrange, cfg) => {
  arrange();
  upgrade(el, cfg);
  await vi.waitFor(() => expect(full.upgrade).toHaveBeenCalledWith(el, cfg));
  expect(full.pressed).toEqual([]);
});

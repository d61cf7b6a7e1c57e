// The saved link's first stage (src/elements/saved-link-gate.ts): a new visitor's header loads no
// badge and none of the panel's code; one who saved before, or signs in, or saves now gets it.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { PageConfig } from '../../src/config/types';

const badge = vi.hoisted(() => ({ upgrade: vi.fn(() => () => {}) }));
vi.mock('../../src/elements/saved-link', () => badge);

import { upgrade } from '../../src/elements/saved-link-gate';

const config = { customerId: null } as unknown as PageConfig;
let el: HTMLElement;

beforeEach(() => {
  localStorage.clear();
  badge.upgrade.mockClear();
  el = document.createElement('status-saved-link');
  document.body.appendChild(el);
});
afterEach(() => el.remove());

const settle = () => new Promise((r) => setTimeout(r, 0));

test("a new visitor's saved link loads no badge until they save something on the page", async () => {
  const off = upgrade(el, config);
  await settle();
  expect(badge.upgrade).not.toHaveBeenCalled();
  document.dispatchEvent(new CustomEvent('status:save-item', { detail: { productId: 7001 } }));
  await vi.waitFor(() => expect(badge.upgrade).toHaveBeenCalledWith(el, config));
  document.dispatchEvent(new CustomEvent('status:save-item', { detail: { productId: 7002 } }));
  await settle();
  expect(badge.upgrade).toHaveBeenCalledTimes(1);
  off();
});

test.each([
  ['saved something before', () => localStorage.setItem('status:saved', '1'), config],
  ['is a remembered member', () => localStorage.setItem('status:member', '{"uid":"u","customerId":"9001"}'), config],
  ['is the store session’s customer', () => {}, { customerId: '9001' } as unknown as PageConfig],
])('a shopper who %s gets the badge at once', async (_, arrange, cfg) => {
  arrange();
  upgrade(el, cfg);
  await vi.waitFor(() => expect(badge.upgrade).toHaveBeenCalledWith(el, cfg));
});

test('a link removed before anything was saved loads nothing later', async () => {
  const off = upgrade(el, config);
  off();
  document.dispatchEvent(new CustomEvent('status:save-item'));
  await settle();
  expect(badge.upgrade).not.toHaveBeenCalled();
});

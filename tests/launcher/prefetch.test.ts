// The one prefetch before intent (src/launcher/prefetch.ts): a returning member on a fast,
// unmetered connection gets the panel's files into the HTTP cache at idle; nobody else does.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { prefetchPanel } from '../../src/launcher/prefetch';

const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map((l) => new URL(l.href).pathname.split('/').pop());

/** Runs idle callbacks at once. */
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => (fn(), 1));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.head.querySelectorAll('link[rel=prefetch]').forEach((l) => l.remove());
  Reflect.deleteProperty(navigator, 'connection');
});

function connection(c: { saveData?: boolean; effectiveType?: string } | undefined): void {
  Object.defineProperty(navigator, 'connection', { value: c, configurable: true });
}
const remembered = () => localStorage.setItem('status:member', '1');

test("a returning member on 4G gets the panel and its files prefetched when the browser is idle", () => {
  remembered();
  connection({ saveData: false, effectiveType: '4g' });
  prefetchPanel();
  expect(prefetched()).toEqual(['status-panel.js', 'core-test.js']);
});

test('a new visitor on 4G gets nothing before they show intent', () => {
  connection({ saveData: false, effectiveType: '4g' });
  prefetchPanel();
  expect(prefetched()).toEqual([]);
});

test('a returning member with Save-Data on, on 3G, or in a browser that cannot tell the connection gets nothing', () => {
  remembered();
  for (const c of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: '3g' }, undefined]) {
    connection(c);
    prefetchPanel();
  }
  expect(prefetched()).toEqual([]);
});

// Notification triggers (docs/product.md#data, #behaviour, #limits): a counter per trigger and user that fires when it
// equals the amount; settings checked; storage may fail; waiting polls up to 100 times, 50 ms apart.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { countEvent, readTriggers, waitForTriggers, type CountStore } from '../../src/local/triggers';

const trigger = { event: 'product_view', amount: 4, destination: 'toast', toastMessage: { en: 'Still thinking it over?' }, page: '/#status-favorites' };

afterEach(() => vi.useRealTimers());

describe('readTriggers', () => {
  test('keeps valid triggers and fills in the 1,000 ms delay', () => {
    expect(readTriggers([trigger])).toEqual([{ ...trigger, toastActionLabel: undefined, delay: 1000 }]);
    expect(readTriggers([{ ...trigger, delay: 0 }])[0].delay).toBe(0);
    expect(readTriggers([{ ...trigger, toastMessage: 'Hi' }])[0].toastMessage).toEqual({ en: 'Hi' });
  });

  test('leaves out what is not a trigger', () => {
    const bad = [
      null, 'x', { ...trigger, event: 'hover' }, { ...trigger, amount: 0 }, { ...trigger, amount: 2.5 }, { ...trigger, amount: '4' },
      { ...trigger, destination: 'popup' }, { ...trigger, toastMessage: {} }, { ...trigger, destination: 'page', page: undefined },
      { ...trigger, destination: 'page', page: 'javascript:alert(1)' }, { ...trigger, destination: 'page', page: '//evil.example.com' },
    ];
    expect(readTriggers(bad)).toEqual([]);
    expect(readTriggers({ event: 'product_view' })).toEqual([]);
  });
});

describe('countEvent', () => {
  const [t] = readTriggers([trigger]);

  test('fires on the fourth view, not the third nor the fifth', () => {
    const memory = new Map<string, number>();
    const fired = [1, 2, 3, 4, 5].map(() => countEvent('product_view', [t], 'guest', localStorage, memory).length);
    expect(fired).toEqual([0, 0, 0, 1, 0]);
  });

  test('counts per user and only the events a trigger names', () => {
    localStorage.clear();
    const memory = new Map<string, number>();
    for (let i = 0; i < 3; i++) countEvent('product_view', [t], 'guest', localStorage, memory);
    expect(countEvent('widget_open', [t], 'guest', localStorage, memory)).toEqual([]);
    expect(countEvent('product_view', [t], '7001', localStorage, memory)).toEqual([]);
    expect(countEvent('product_view', [t], 'guest', localStorage, memory)).toEqual([t]);
  });

  test('keeps counting in memory when storage throws', () => {
    const broken: CountStore = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
    const memory = new Map<string, number>();
    const fired = [1, 2, 3, 4].map(() => countEvent('product_view', [t], 'guest', broken, memory).length);
    expect(fired).toEqual([0, 0, 0, 1]);
  });

  test('a count stored by an earlier page carries on; garbage in storage starts at 0', () => {
    localStorage.clear();
    const memory = () => new Map<string, number>();
    for (let i = 0; i < 3; i++) countEvent('product_view', [t], 'guest', localStorage, memory()); // three pages
    expect(countEvent('product_view', [t], 'guest', localStorage, memory())).toEqual([t]);
    localStorage.setItem('status:trigger:x:0:product_view:4', 'lots');
    expect([1, 2, 3, 4].map(() => countEvent('product_view', [t], 'x', localStorage, new Map()).length)).toEqual([0, 0, 0, 1]);
  });
});

describe('waitForTriggers', () => {
  test('polls every 50 ms until the triggers are known', async () => {
    vi.useFakeTimers();
    let raw: unknown;
    const read = vi.fn(() => raw);
    const done = waitForTriggers(read);
    await vi.advanceTimersByTimeAsync(500);
    raw = [trigger];
    await vi.advanceTimersByTimeAsync(50);
    expect((await done).length).toBe(1);
    expect(read).toHaveBeenCalledTimes(12);
  });

  test('gives up after 100 polls with no triggers', async () => {
    vi.useFakeTimers();
    const read = vi.fn(() => undefined);
    const done = waitForTriggers(read);
    await vi.advanceTimersByTimeAsync(100 * 50);
    expect(await done).toEqual([]);
    expect(read).toHaveBeenCalledTimes(100);
  });
});

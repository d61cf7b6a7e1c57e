// The launcher's late half counts page events for notification triggers (docs/product.md#behaviour, #limits) from the
// embed's config, fires after the delay, and the trigger's toast shows 8,000 ms with its action.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup } from '@testing-library/preact';
import type { NotificationTrigger } from '../../src/api/types';
import { watchPageEvents } from '../../src/launcher/page-events';
import { showTriggerToast } from '../../src/features/content/components/trigger-toast';
import { current, dismissToast } from '../../src/toasts/toasts';
import type { EmbedTriggerConfig } from '../../src/local/triggers';
import { closeWidget } from '../../src/panel/widget';
import { readQueue } from '../../src/tracking/tracking-queue';

const TRIGGER = {
  event: 'product_view', amount: 4, destination: 'toast', page: '/#status-favorites',
  toastMessage: { en: 'Still thinking it over? Save it to your favorites.', de: 'Noch unentschlossen?' },
  toastActionLabel: { en: 'See favorites' },
};

/** A store page with the embed's config block (a product page unless `productId` is null). */
function page(over: Record<string, unknown> = {}) {
  document.getElementById('status-config')?.remove();
  const s = document.createElement('script');
  s.type = 'application/json';
  s.id = 'status-config';
  s.textContent = JSON.stringify({ shopId: 'demo-shop', shopifyDomain: 'demo.myshopify.com', customerId: null, page: { productId: 7001 }, locale: { language: 'en' }, notificationTriggers: [TRIGGER], utmTracking: { campaign: 'account' }, ...over });
  document.body.appendChild(s);
  delete (window as { __statusPageEvents?: true }).__statusPageEvents; // a new page
}

/** Loads a page and starts the late half's watcher there; returns the triggers that fired. */
function visit(over: Record<string, unknown> = {}) {
  page(over);
  const fired: NotificationTrigger[] = [];
  watchPageEvents((t) => fired.push(t));
  return fired;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  while (current.value) dismissToast(current.value.id);
  document.querySelector('status-toasts')?.remove();
  vi.useRealTimers();
});

describe('counting', () => {
  test('the fourth product page fires the trigger 1,000 ms later; the third does not', async () => {
    for (let i = 0; i < 3; i++) {
      const fired = visit();
      await vi.advanceTimersByTimeAsync(5000);
      expect(fired).toEqual([]);
    }
    const fired = visit();
    await vi.advanceTimersByTimeAsync(999);
    expect(fired).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fired.map((t) => t.event)).toEqual(['product_view']);
  });

  test('pages that are not product pages do not count as product views', async () => {
    for (let i = 0; i < 5; i++) {
      const fired = visit({ page: { productId: null } });
      await vi.advanceTimersByTimeAsync(2000);
      expect(fired).toEqual([]);
    }
  });

  test("the widget's own events count: the second open fires a widget_open trigger", async () => {
    const fired = visit({ notificationTriggers: [{ ...TRIGGER, event: 'widget_open', amount: 2, delay: 0 }] });
    await vi.advanceTimersByTimeAsync(0);
    dispatchEvent(new CustomEvent('status:widget-open'));
    await vi.advanceTimersByTimeAsync(10);
    expect(fired).toEqual([]);
    dispatchEvent(new CustomEvent('status:widget-open'));
    await vi.advanceTimersByTimeAsync(10);
    expect(fired.map((t) => t.event)).toEqual(['widget_open']);
  });

  test('a store customer has a count of their own', async () => {
    for (let i = 0; i < 3; i++) visit();
    const fired = visit({ customerId: '7001' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(fired).toEqual([]);
  });

  test('a broken config block or bad triggers break nothing', async () => {
    document.getElementById('status-config')!.textContent = '{not json';
    delete (window as { __statusPageEvents?: true }).__statusPageEvents;
    const effect = vi.fn();
    expect(() => watchPageEvents(effect)).not.toThrow();
    await vi.advanceTimersByTimeAsync(5000);
    for (let i = 0; i < 4; i++) visit({ notificationTriggers: [{ event: 'product_view', amount: 'four' }] });
    await vi.advanceTimersByTimeAsync(5000);
    expect(effect).not.toHaveBeenCalled();
  });
});

describe("a trigger's toast", () => {
  const cfg: EmbedTriggerConfig = { shopifyDomain: 'demo.myshopify.com', locale: { language: 'en' }, utmTracking: { campaign: 'account' } };
  const region = () => document.querySelector('status-toasts')!.shadowRoot!.querySelector('[role="status"]')!;

  test('shows on the page for 8,000 ms with its action, which goes to the page with UTM parameters', async () => {
    closeWidget();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, href: 'http://localhost:3000/products/canvas-tote', origin: 'http://localhost:3000', assign });
    await act(() => showTriggerToast({ ...TRIGGER, destination: 'toast' } as NotificationTrigger, cfg));
    await act(async () => void (await vi.advanceTimersByTimeAsync(20)));
    expect(region().textContent).toContain('Still thinking it over? Save it to your favorites.');
    await act(async () => void (await vi.advanceTimersByTimeAsync(7900)));
    const action = [...region().querySelectorAll('button')].find((b) => b.textContent === 'See favorites')!;
    expect(action).toBeTruthy();
    act(() => action.click());
    expect(assign).toHaveBeenCalledWith('/?utm_source=status&utm_medium=link&utm_campaign=account#status-favorites');
    vi.unstubAllGlobals();
  });

  test('closes after 8,000 ms', async () => {
    closeWidget();
    await act(() => showTriggerToast({ ...TRIGGER, destination: 'toast' } as NotificationTrigger, cfg));
    await act(async () => void (await vi.advanceTimersByTimeAsync(7990)));
    expect(region().textContent).not.toBe('');
    await act(async () => void (await vi.advanceTimersByTimeAsync(20)));
    expect(region().textContent).toBe('');
  });

  test('queues trigger_toast_shown when it shows and trigger_toast_followed when the shopper takes its action', async () => {
    closeWidget();
    sessionStorage.clear();
    vi.stubGlobal('location', { ...location, href: 'http://localhost:3000/products/canvas-tote', origin: 'http://localhost:3000', assign: vi.fn() });
    await act(() => showTriggerToast({ ...TRIGGER, destination: 'toast' } as NotificationTrigger, { ...cfg, shopId: 'demo-shop', customerId: '7001' }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(20)));
    const events = () => readQueue().map((e) => [e.event, e.event_data, e.shop_id, e.customer_id]);
    expect(events()).toEqual([['trigger_toast_shown', { event: 'product_view', amount: 4 }, 'demo-shop', '7001']]);
    act(() => [...region().querySelectorAll('button')].find((b) => b.textContent === 'See favorites')!.click());
    expect(events().map((e) => e[0])).toEqual(['trigger_toast_shown', 'trigger_toast_followed']);
    vi.unstubAllGlobals();
  });

  test("without the merchant's label the action says 'Take a look'", async () => {
    closeWidget();
    await act(() => showTriggerToast({ ...TRIGGER, toastActionLabel: undefined } as unknown as NotificationTrigger, cfg));
    await act(async () => void (await vi.advanceTimersByTimeAsync(20)));
    expect([...region().querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Take a look']);
  });
});

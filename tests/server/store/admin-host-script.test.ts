// @vitest-environment-options {"url":"http://127.0.0.1:3000/admin/apps/status"}
// The admin host page's script (server/store/admin-host/host.js) on the page the local Shopify
// serves, with a stub app frame: session tokens, the save bar, the app's nav menu and the leave
// confirmation, the address following the app, toasts, and the origin check.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalShopify } from '../../../server/store/admin';
import { DEMO_APP_SECRET } from '../../../server/store/seed/catalog';
import { CLIENT_ID } from './shopify-helpers';

const APP = 'http://127.0.0.1:3001';
const SCRIPT = readFileSync(path.resolve(import.meta.dirname, '../../../server/store/admin-host/host.js'), 'utf8');

interface Sent { channel: string; type: string; [k: string]: unknown }
const sent: { message: Sent; origin: string }[] = [];
const frameWindow = { postMessage: (message: Sent, origin: string) => { sent.push({ message, origin }); } };
const ofType = (type: string) => sent.filter((s) => s.message.type === type).map((s) => s.message);
/** A message from the app's frame (the stub window at the app's origin). */
function fromApp(data: Record<string, unknown>, origin = APP, source: unknown = frameWindow) {
  window.dispatchEvent(new MessageEvent('message', { data: { channel: 'app-bridge', ...data }, origin, source: source as MessageEventSource }));
}
const settle = () => new Promise((r) => setTimeout(r, 0));
const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const tokenFetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({ data: { token: 'fresh-token' } }));

beforeAll(async () => {
  const shopify = createLocalShopify({ apiKey: CLIENT_ID, apiSecret: DEMO_APP_SECRET, appUrl: APP });
  const html = await (await shopify.routes.request('/admin/apps/status')).text();
  // the frame stays empty here: its window is the stub
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!.replace(/ src="http[^"]*"/, '');
  Object.defineProperty(byId('app-frame'), 'contentWindow', { value: frameWindow, configurable: true });
  window.fetch = tokenFetch as typeof fetch;
  new Function(SCRIPT)();
});

describe('the admin host script', () => {
  it('says hello to the app at its origin only', () => {
    expect(ofType('hello')).toHaveLength(1);
    expect(sent.every((s) => s.origin === APP)).toBe(true);
  });

  it('answers a session token request with a fresh token from the admin', async () => {
    fromApp({ type: 'idToken.request', requestId: 'r1' });
    await settle();
    await settle();
    expect(tokenFetch.mock.calls[0]![0]).toBe('/admin/apps/status/session-token');
    expect(ofType('idToken.response')).toEqual([{ channel: 'app-bridge', type: 'idToken.response', requestId: 'r1', token: 'fresh-token' }]);
  });

  it('ignores messages from other origins and other windows', () => {
    const bar = { type: 'saveBar', saveBarId: 'x', showing: true, discardConfirmation: false, save: { label: 'Save', disabled: false, loading: false }, discard: { label: 'Discard', disabled: false, loading: false } };
    fromApp(bar, 'http://evil.example');
    fromApp(bar, APP, window);
    expect(byId('save-bar').hidden).toBe(true);
  });

  it("shows the app's save bar in the top bar; Save and Discard go back to the app", async () => {
    fromApp({ type: 'saveBar', saveBarId: 'settings', showing: true, discardConfirmation: false, save: { label: 'Save', disabled: false, loading: false }, discard: { label: 'Discard', disabled: false, loading: false } });
    expect(byId('save-bar').hidden).toBe(false);
    expect(byId('save-bar').textContent).toContain('Unsaved changes');
    byId('save-bar-save').click();
    byId('save-bar-discard').click();
    await settle();
    expect(ofType('saveBar.action')).toEqual([
      { channel: 'app-bridge', type: 'saveBar.action', saveBarId: 'settings', action: 'save' },
      { channel: 'app-bridge', type: 'saveBar.action', saveBarId: 'settings', action: 'discard' },
    ]);
    fromApp({ type: 'saveBar', saveBarId: 'settings', showing: true, discardConfirmation: false, save: { label: 'Save', disabled: false, loading: true }, discard: { label: 'Discard', disabled: false, loading: false } });
    expect(byId<HTMLButtonElement>('save-bar-save').disabled).toBe(true);
    fromApp({ type: 'saveBar', saveBarId: 'settings', showing: true, discardConfirmation: false, save: { label: 'Save', disabled: false, loading: false }, discard: { label: 'Discard', disabled: false, loading: false } });
  });

  it('asks before discarding when the save bar wants a discard confirmation', async () => {
    fromApp({ type: 'saveBar', saveBarId: 'look', showing: true, discardConfirmation: true, save: { label: 'Save', disabled: false, loading: false }, discard: { label: 'Discard', disabled: false, loading: false } });
    const before = ofType('saveBar.action').length;
    byId('save-bar-discard').click();
    await settle();
    expect(byId<HTMLDialogElement>('confirm-dialog').open).toBe(true);
    expect(byId('confirm-title').textContent).toBe('Discard all unsaved changes?');
    byId('confirm-go').click();
    await settle();
    expect(ofType('saveBar.action').slice(before)).toEqual([{ channel: 'app-bridge', type: 'saveBar.action', saveBarId: 'look', action: 'discard' }]);
    fromApp({ type: 'saveBar', saveBarId: 'look', showing: false, discardConfirmation: true, save: { label: 'Save', disabled: false, loading: false }, discard: { label: 'Discard', disabled: false, loading: false } });
  });

  it("lists the app's nav menu under Apps > Status; leaving with unsaved changes asks first (Stay keeps the page, Leave navigates the app)", async () => {
    fromApp({ type: 'navMenu', items: [{ label: 'Home', href: '/admin', home: true }, { label: 'Settings', href: '/admin/settings', home: false }, { label: 'Look', href: '/admin/look', home: false }] });
    const links = [...byId('app-nav').querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Settings', '/admin/apps/status/settings'], ['Look', '/admin/apps/status/look']]);
    const dialog = byId<HTMLDialogElement>('confirm-dialog');

    links[0]!.click();
    await settle();
    expect(dialog.open).toBe(true);
    expect(byId('confirm-title').textContent).toBe('Leave page with unsaved changes?');
    expect(document.activeElement).toBe(byId('confirm-stay'));
    byId('confirm-stay').click();
    await settle();
    expect(dialog.open).toBe(false);
    expect(ofType('navigate')).toEqual([]);
    expect(byId('save-bar').hidden).toBe(false);

    links[0]!.click();
    await settle();
    byId('confirm-go').click();
    await settle();
    expect(ofType('navigate')).toEqual([{ channel: 'app-bridge', type: 'navigate', href: '/admin/settings' }]);
    expect(byId('save-bar').hidden).toBe(true);
    expect(location.pathname).toBe('/admin/apps/status/settings');
    expect(links[0]!.getAttribute('aria-current')).toBe('page');

    // without unsaved changes a nav click navigates at once
    links[1]!.click();
    await settle();
    expect(dialog.open).toBe(false);
    expect(ofType('navigate').at(-1)).toMatchObject({ href: '/admin/look' });
  });

  it("keeps the address in step with the app's path, without the admin's own parameters", () => {
    fromApp({ type: 'location', path: '/admin/content?embedded=1&shop=demo-shop.myshopify.com&id_token=x&tab=blocks' });
    expect(location.pathname + location.search).toBe('/admin/apps/status/content?tab=blocks');
    fromApp({ type: 'location', path: '/admin' });
    expect(location.pathname + location.search).toBe('/admin/apps/status');
    expect(byId('app-home-link').getAttribute('aria-current')).toBe('page');
  });

  it('shows toasts and the title bar', () => {
    fromApp({ type: 'toast.show', toastId: 't1', message: 'Settings saved', isError: false, duration: 5000, action: null });
    expect(byId('toasts').textContent).toContain('Settings saved');
    fromApp({ type: 'toast.hide', toastId: 't1' });
    expect(byId('toasts').textContent).not.toContain('Settings saved');
    fromApp({ type: 'titleBar', title: 'Settings', buttons: [] });
    expect(byId('app-title').textContent).toBe('Settings');
  });
});

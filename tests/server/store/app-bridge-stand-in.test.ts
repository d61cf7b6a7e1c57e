// @vitest-environment-options {"url":"http://127.0.0.1:3001/admin?embedded=1&shop=demo-shop.myshopify.com&host=ZGVtby1zaG9wLm15c2hvcGlmeS5jb20vYWRtaW4%3D&locale=en"}
// The local App Bridge stand-in (server/store/admin-host/app-bridge.js) inside an app page whose
// parent is a stub admin host: the `shopify` global, session tokens by postMessage, the fetch
// patch, <ui-save-bar>, <ui-nav-menu> and navigation, and the origin check on host messages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const HOST = 'http://127.0.0.1:3000';
const SCRIPT = readFileSync(path.resolve(import.meta.dirname, '../../../server/store/admin-host/app-bridge.js'), 'utf8');

interface Sent { channel: string; type: string; [k: string]: unknown }
const sent: { message: Sent; origin: string }[] = [];
/** What the host answers an `idToken.request`; null to stay silent. */
let nextToken: string | null = null;
const parentStub = {
  postMessage(message: Sent, origin: string) {
    sent.push({ message, origin });
    if (message.type === 'idToken.request' && nextToken) {
      const token = nextToken;
      queueMicrotask(() => fromHost({ type: 'idToken.response', requestId: message.requestId, token }));
    }
  },
};
/** A message from the host (the stub parent at the admin's origin) to the app's window. */
function fromHost(data: Record<string, unknown>, origin = HOST, source: unknown = parentStub) {
  window.dispatchEvent(new MessageEvent('message', { data: { channel: 'app-bridge', ...data }, origin, source: source as MessageEventSource }));
}
const ofType = (type: string) => sent.filter((s) => s.message.type === type).map((s) => s.message);
const settle = () => new Promise((r) => setTimeout(r, 0));

/** A JWT-shaped token whose payload has `exp` (epoch s). */
const tokenExpiring = (exp: number, name: string) =>
  `h.${Buffer.from(JSON.stringify({ exp, name })).toString('base64url')}.s`;

/** The part of App Bridge's `shopify` global these tests use. */
interface ShopifyGlobal {
  config: Record<string, unknown>;
  origin: string;
  idToken(): Promise<string>;
  toast: { show(message: string, opts?: { isError?: boolean; duration?: number }): string };
  saveBar: { show(id: string): Promise<void>; hide(id: string): Promise<void>; leaveConfirmation(): Promise<void> };
}
const shopify = () => (window as unknown as { shopify: ShopifyGlobal }).shopify;

const plainFetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}', { status: 200 }));

beforeAll(() => {
  Object.defineProperty(window, 'parent', { value: parentStub, configurable: true });
  Object.defineProperty(document, 'currentScript', { value: { src: `${HOST}/cdn/shopifycloud/app-bridge.js` }, configurable: true });
  const meta = document.createElement('meta');
  meta.name = 'shopify-api-key';
  meta.content = 'demo-status-client-id';
  document.head.append(meta);
  window.fetch = plainFetch as typeof fetch;
  new Function(SCRIPT)();
});

describe('the shopify global', () => {
  it('has the config of the meta tag and the URL, and tells the host it is ready and where it is', () => {
    expect(shopify().config).toMatchObject({ apiKey: 'demo-status-client-id', shop: 'demo-shop.myshopify.com', host: 'ZGVtby1zaG9wLm15c2hvcGlmeS5jb20vYWRtaW4=', locale: 'en' });
    expect(shopify().origin).toBe(HOST);
    expect(sent.every((s) => s.origin === HOST)).toBe(true);
    expect(ofType('ready')).toEqual([{ channel: 'app-bridge', type: 'ready', apiKey: 'demo-status-client-id' }]);
    expect(ofType('location').at(-1)).toMatchObject({ path: expect.stringMatching(/^\/admin\?embedded=1/) });
  });

  it('idToken() asks the host by postMessage and takes the answer only from the parent at the admin origin', async () => {
    nextToken = null;
    const pending = shopify().idToken();
    await settle();
    const request = ofType('idToken.request').at(-1)!;
    expect(request).toEqual({ channel: 'app-bridge', type: 'idToken.request', requestId: expect.any(String) });
    fromHost({ type: 'idToken.response', requestId: request.requestId, token: 'forged-by-another-origin' }, 'http://evil.example');
    fromHost({ type: 'idToken.response', requestId: request.requestId, token: 'forged-by-another-window' }, HOST, window);
    const token = tokenExpiring(Math.floor(Date.now() / 1000) + 60, 'first');
    fromHost({ type: 'idToken.response', requestId: request.requestId, token });
    await expect(pending).resolves.toBe(token);
  });

  it('keeps a token until it has less than 10 s left, then asks the host for a fresh one', async () => {
    const asked = ofType('idToken.request').length;
    await shopify().idToken();
    expect(ofType('idToken.request')).toHaveLength(asked);
    const later = Date.now() + 55_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    nextToken = tokenExpiring(Math.floor(later / 1000) + 60, 'second');
    await expect(shopify().idToken()).resolves.toBe(nextToken);
    expect(ofType('idToken.request')).toHaveLength(asked + 1);
    clock.mockRestore();
  });
});

describe('fetch', () => {
  it("adds the session token to requests to the app's own origin, not to other origins", async () => {
    plainFetch.mockClear();
    await fetch('/admin/api/shops/demo-shop.myshopify.com/config');
    await fetch('http://127.0.0.1:3001/admin/api/shops/demo-shop.myshopify.com/overview', { headers: { Accept: 'application/json' } });
    await fetch('https://cdn.example/asset.json');
    const headersOf = (i: number) => new Headers(plainFetch.mock.calls[i]![1]?.headers);
    expect(headersOf(0).get('Authorization')).toMatch(/^Bearer h\./);
    expect(headersOf(1).get('Authorization')).toMatch(/^Bearer h\./);
    expect(headersOf(1).get('Accept')).toBe('application/json');
    expect(headersOf(2).get('Authorization')).toBeNull();
  });

  it('retries once with a fresh token when the app answers 401 with X-Shopify-Retry-Invalid-Session-Request', async () => {
    plainFetch.mockClear();
    plainFetch.mockResolvedValueOnce(new Response('', { status: 401, headers: { 'X-Shopify-Retry-Invalid-Session-Request': '1' } }));
    const renewed = tokenExpiring(Math.floor(Date.now() / 1000) + 60, 'renewed');
    nextToken = renewed;
    const res = await fetch('/admin/api/shops/demo-shop.myshopify.com/config');
    expect(res.status).toBe(200);
    expect(plainFetch).toHaveBeenCalledTimes(2);
    expect(new Headers(plainFetch.mock.calls[1]![1]?.headers).get('Authorization')).toBe(`Bearer ${renewed}`);
  });
});

describe('<ui-save-bar>', () => {
  it("show and hide reach the host; the host's Save and Discard click the app's buttons", async () => {
    document.body.innerHTML = '<ui-save-bar id="settings-save-bar"><button variant="primary">Save</button><button>Discard</button></ui-save-bar>';
    const bar = document.getElementById('settings-save-bar') as HTMLElement & { show(): Promise<void>; hide(): Promise<void>; showing: boolean };
    const [save, discard] = [...bar.querySelectorAll('button')];
    const clicks: string[] = [];
    save!.addEventListener('click', () => clicks.push('save'));
    discard!.addEventListener('click', () => clicks.push('discard'));
    const events: string[] = [];
    bar.addEventListener('show', () => events.push('show'));
    bar.addEventListener('hide', () => events.push('hide'));

    await shopify().saveBar.show('settings-save-bar');
    expect(bar.showing).toBe(true);
    expect(ofType('saveBar').at(-1)).toEqual({
      channel: 'app-bridge', type: 'saveBar', saveBarId: 'settings-save-bar', showing: true, discardConfirmation: false,
      save: { label: 'Save', disabled: false, loading: false }, discard: { label: 'Discard', disabled: false, loading: false },
    });

    fromHost({ type: 'saveBar.action', saveBarId: 'settings-save-bar', action: 'save' });
    fromHost({ type: 'saveBar.action', saveBarId: 'settings-save-bar', action: 'discard' });
    fromHost({ type: 'saveBar.action', saveBarId: 'settings-save-bar', action: 'save' }, 'http://evil.example');
    expect(clicks).toEqual(['save', 'discard']);

    save!.setAttribute('loading', '');
    await settle();
    expect(ofType('saveBar').at(-1)).toMatchObject({ showing: true, save: { loading: true } });

    await bar.hide();
    expect(ofType('saveBar').at(-1)).toMatchObject({ saveBarId: 'settings-save-bar', showing: false });
    expect(events).toEqual(['show', 'hide']);
  });

  it('leaveConfirmation() resolves at once without a save bar, else when the merchant chooses Leave', async () => {
    await expect(shopify().saveBar.leaveConfirmation()).resolves.toBeUndefined();
    await shopify().saveBar.show('settings-save-bar');
    let left = false;
    void shopify().saveBar.leaveConfirmation().then(() => { left = true; });
    await settle();
    const ask = ofType('leaveConfirmation.request').at(-1)!;
    fromHost({ type: 'leaveConfirmation.response', requestId: ask.requestId, leave: true });
    await settle();
    expect(left).toBe(true);
    await shopify().saveBar.hide('settings-save-bar');
  });
});

describe('<ui-nav-menu> and navigation', () => {
  it("lists its links for the host; a host nav click clicks the app's link, and the new path goes back to the host", async () => {
    const nav = document.createElement('ui-nav-menu');
    nav.innerHTML = '<a href="/admin" rel="home">Home</a><a href="/admin/settings">Settings</a><a href="/admin/look">Look</a>';
    document.body.append(nav);
    expect(ofType('navMenu').at(-1)).toEqual({
      channel: 'app-bridge', type: 'navMenu',
      items: [{ label: 'Home', href: '/admin', home: true }, { label: 'Settings', href: '/admin/settings', home: false }, { label: 'Look', href: '/admin/look', home: false }],
    });
    // a client-side router takes the click over
    const routed: string[] = [];
    nav.querySelector('a[href="/admin/settings"]')!.addEventListener('click', (e) => {
      e.preventDefault();
      routed.push('/admin/settings');
      history.pushState(null, '', '/admin/settings');
    });
    fromHost({ type: 'navigate', href: '/admin/settings' });
    expect(routed).toEqual(['/admin/settings']);
    expect(ofType('location').at(-1)).toMatchObject({ path: '/admin/settings' });

    // a link nobody handles becomes pushState plus popstate (no reload of the frame)
    const pops: string[] = [];
    window.addEventListener('popstate', () => pops.push(location.pathname));
    fromHost({ type: 'navigate', href: '/admin/look' });
    expect(location.pathname).toBe('/admin/look');
    expect(pops).toEqual(['/admin/look']);
    expect(ofType('location').at(-1)).toMatchObject({ path: '/admin/look' });
    // never to another origin
    fromHost({ type: 'navigate', href: 'https://evil.example/admin' });
    expect(location.origin).toBe('http://127.0.0.1:3001');
  });

  it("answers the host's hello with what it has shown so far", () => {
    const before = sent.length;
    fromHost({ type: 'hello' });
    const again = sent.slice(before).map((s) => s.message.type);
    expect(again).toEqual(expect.arrayContaining(['location', 'navMenu']));
  });

  it('sends the title bar and toasts to the host', () => {
    const title = document.createElement('ui-title-bar');
    title.setAttribute('title', 'Settings');
    document.body.append(title);
    expect(ofType('titleBar').at(-1)).toEqual({ channel: 'app-bridge', type: 'titleBar', title: 'Settings', buttons: [] });
    const id = shopify().toast.show('Settings saved');
    shopify().toast.show('Could not save', { isError: true });
    expect(ofType('toast.show').slice(-2)).toEqual([
      { channel: 'app-bridge', type: 'toast.show', toastId: id, message: 'Settings saved', isError: false, duration: 5000, action: null },
      expect.objectContaining({ message: 'Could not save', isError: true }),
    ]);
  });
});

// afterLogin orchestration (docs/product.md#behaviour): the order of the steps, that a failed step does not
// stop the rest, and the store-login alert above the panel's screen. Real settings, widget,
// session and store-login modules; fetch and the route store faked.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Signal } from '@preact/signals';
import { h } from 'preact';
import { render, screen, fireEvent, cleanup } from '@testing-library/preact';
import { configureApi } from '../../../../src/api/client';
import { pageConfig as fixtureConfig, json } from '../../../auth/fixtures';

/** The fake route store's own signals: this test stands in for the router, so it writes them. */
const fakeRouter = vi.hoisted(() => ({} as { route: Signal<string>; loginRedirect: Signal<string | null> }));
vi.mock('../../../../src/panel/router', async () => {
  const { signal } = await import('@preact/signals');
  const route = (fakeRouter.route = signal('foryou'));
  const loginRedirect = (fakeRouter.loginRedirect = signal<string | null>(null));
  return {
    route,
    loginRedirect,
    navigate: vi.fn((to: string) => (route.value = to)),
    takeLoginRedirect: () => {
      const r = loginRedirect.value;
      fakeRouter.loginRedirect.value = null;
      return r;
    },
  };
});
vi.mock('../../../../src/lib/report', () => ({ report: vi.fn() }));
// The one-off events (sign_in, identify) are sent without waiting for them: logged when sent, not when fetch runs.
const events = vi.hoisted(() => ({ sent: (_list: { event: string }[]) => {} }));
vi.mock('../../../../src/tracking/events', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/tracking/events')>();
  return {
    ...real,
    sendEvents: (...args: Parameters<typeof real.sendEvents>) => {
      events.sent(args[1]);
      return real.sendEvents(...args);
    },
  };
});

import { afterLogin, type AfterLoginContext } from '../../../../src/features/sign-in/state/after-login';
import { dismissStoreLoginAlert, storeLoginAlert } from '../../../../src/features/sign-in/state/store-login-alert';
import { StoreLoginAlert } from '../../../../src/features/sign-in/components/store-login-alert';
import { features, takeSettings } from '../../../../src/settings/settings';
import { closeWidget, openWidget, panelNotice, showPanelNotice } from '../../../../src/panel/widget';
import { pageConfig, setPageConfig } from '../../../../src/settings/config';
import { navigate, route, loginRedirect } from '../../../../src/panel/router';
import { takeIdentity } from '../../../../src/session/session';
import { report } from '../../../../src/lib/report';

const API = fixtureConfig.apiBase;
const HERE = 'http://localhost:3000/collections/all';
const MULTIPASS = 'http://localhost:3000/account/login/multipass/tok';
const page = (customerId: string | null) =>
  `<html><body><script type="application/json" id="status-config">${JSON.stringify({ customerId, customerEmail: customerId && 'shopper@example.com' })}</script></body></html>`;

/** What happened, in order. */
let log: string[];
let answers: Record<string, () => Response>;
const fetchMock = vi.fn(async (url: string, init?: RequestInit): Promise<Response> => {
  const key = `${init?.method ?? 'GET'} ${url.replace(API, '')}`;
  if (!key.endsWith('/tracking/event/inject')) log.push(key);
  const answer = answers[key];
  return answer ? answer() : new Response('not found', { status: 404 });
});
const reload = vi.fn(() => log.push('reload'));

const ctx: AfterLoginContext = { email: 'shopper@example.com', customerId: '7001', loginType: 'otp', isInitialLogin: true, route: 'foryou' };

const everythingOn = {
  identify: { isActive: true },
  personalizationQuizzes: { isActive: true, quizzes: [{ handle: 'skin', trigger: 'login', isActive: true, fields: [{ key: 'skinType' }] }] },
  openForReturningCustomer: { isActive: true },
  loginRefresh: { pagesToRefresh: [], alwaysRefresh: false },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  history.replaceState(null, '', '/collections/all');
  log = [];
  events.sent = (list) => log.push(list.map((e) => e.event).join() + ' event');
  answers = {
    'POST /member/demo-shop/shopify/login': () => json({ data: { url: MULTIPASS } }),
    [`GET ${MULTIPASS}`]: () => new Response('ok'),
    [`GET ${HERE}`]: () => new Response(page('7001')),
    'GET /customer/demo-shop/7001/personalizations': () => json({ data: { personalizations: { skinType: [] } } }),
    'POST /tracking/event/inject': () => json({ ok: true }),
  };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ apiBase: API, shopId: 'demo-shop', customerId: () => '7001', idToken: async () => 'jwt' });
  setPageConfig({ ...fixtureConfig, customerId: null });
  closeWidget();
  fakeRouter.route.value = 'foryou';
  fakeRouter.loginRedirect.value = null;
  dismissStoreLoginAlert();
  showPanelNotice(null);
  takeIdentity({ uid: 'uid-1', email: 'shopper@example.com', isAnonymous: false });
  takeSettings({}, features.value);
  vi.mocked(navigate).mockClear();
  vi.mocked(navigate).mockImplementation((to: string) => {
    log.push('navigate ' + to);
    return (fakeRouter.route.value = to);
  });
  vi.mocked(report).mockClear();
  reload.mockClear();
  vi.spyOn(location, 'reload').mockImplementation(reload);
  // opening the panel the launcher's way: location.hash = '#status' (the launcher listens to hashchange)
  vi.spyOn(location, 'hash', 'set').mockImplementation((h: string) => void log.push('hash ' + h));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Runs afterLogin to the end, moving fake time on for the store login's waits. */
async function run(c: AfterLoginContext = ctx): Promise<void> {
  const done = afterLogin(c);
  await vi.advanceTimersByTimeAsync(6 * 200);
  await expect(done).resolves.toBeUndefined();
  await vi.advanceTimersByTimeAsync(0); // the identify event is sent without waiting for it
}

test('initial login: store login, identify, redirect, quiz, then open, in that order', async () => {
  takeSettings(everythingOn, features.value);
  fakeRouter.loginRedirect.value = 'profile';
  await run();
  expect(log).toEqual([
    'POST /member/demo-shop/shopify/login',
    `GET ${MULTIPASS}`,
    `GET ${HERE}`,
    // the one-off events wait only for the bearer token, not holding up the redirect
    'navigate profile',
    'sign_in event',
    'identify event',
    'GET /customer/demo-shop/7001/personalizations',
    'navigate survey:skin',
    'hash #status',
  ]);
  expect(reload).not.toHaveBeenCalled();
  expect(panelNotice.value).toBeNull();
  expect(report).not.toHaveBeenCalled();
});

test("the identify event goes to the tracking service with the API client's bearer token", async () => {
  takeSettings({ identify: { isActive: true } }, features.value);
  setPageConfig({ ...fixtureConfig, customerId: '7001' });
  await run();
  const [url, init] = fetchMock.mock.calls.find(([u, i]) => u.endsWith('/tracking/event/inject') && String(i?.body).includes('"identify"'))!;
  expect(url).toBe(`${API}/tracking/event/inject`);
  expect((init!.headers as Record<string, string>).authorization).toBe('Bearer jwt');
  const events = JSON.parse(String(init!.body)).events as Record<string, Record<string, unknown>>;
  const [[id, event]] = Object.entries(events);
  expect(id).toBeTruthy();
  expect(event).toMatchObject({
    event: 'identify',
    event_data: { email: 'shopper@example.com', login_type: 'otp' },
    customer_id: '7001',
    status_id: 'uid-1',
    shop_id: 'demo-shop',
  });
  expect(Number.isNaN(Date.parse(String(event.created_at)))).toBe(false);
});

test("a failed store login shows 'You are currently not logged into Shopify' above the panel's screen, goes to For you, and the other steps still run", async () => {
  takeSettings(everythingOn, features.value);
  fakeRouter.loginRedirect.value = 'profile';
  answers[`GET ${HERE}`] = () => new Response(page(null));
  answers['POST /tracking/event/inject'] = () => new Response('down', { status: 503 });
  await run();
  expect(log.filter((l) => l.startsWith('POST /member'))).toHaveLength(6);
  expect(panelNotice.value).toBe(StoreLoginAlert);
  render(h(panelNotice.value!, {}));
  expect(screen.getByRole('alert').textContent).toContain('You are currently not logged into Shopify');
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(log.filter((l) => !l.includes('shopify/login') && !l.includes('multipass') && l !== `GET ${HERE}`)).toEqual([
    'navigate foryou',
    'sign_in event',
    'identify event',
    'navigate profile',
    'GET /customer/demo-shop/7001/personalizations',
    'navigate survey:skin',
    'hash #status',
  ]);
  expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Unable to log in to Shopify' }), 'after-login:store-login');
});

test("a shop without a multipass key shows the merchant-facing alert instead", async () => {
  answers['POST /member/demo-shop/shopify/login'] = () => json({ error: { code: 'multipass-not-set', message: 'no key' } }, 401);
  await run();
  expect(log.filter((l) => l.includes('shopify/login'))).toHaveLength(1);
  render(h(panelNotice.value!, {}));
  expect(screen.getByRole('alert').textContent).toContain('Error: Multipass key not set. Users will not be logged in to Shopify.');
  expect(navigate).toHaveBeenCalledWith('foryou');
});

test('a shopper who opened Orders while the store login was failing stays on Orders, and still sees the alert', async () => {
  answers['POST /member/demo-shop/shopify/login'] = () => {
    fakeRouter.route.value = 'orders'; // the shopper pressed Orders while the request was out
    return json({ error: { code: 'multipass-not-set', message: 'no key' } }, 401);
  };
  await run();
  expect(navigate).not.toHaveBeenCalledWith('foryou');
  expect(route.value).toBe('orders');
  render(h(panelNotice.value!, {}));
  expect(screen.getByRole('alert').textContent).toContain('Error: Multipass key not set.');
});

test('a shopper who opened Orders before the store login started stays on Orders when it fails, and still sees the alert', async () => {
  answers['POST /member/demo-shop/shopify/login'] = () => json({ error: { code: 'multipass-not-set', message: 'no key' } }, 401);
  fakeRouter.route.value = 'orders'; // pressed while after-login's chunk was loading; the sign-in was on For you
  await run({ ...ctx, route: 'foryou' });
  expect(navigate).not.toHaveBeenCalledWith('foryou');
  expect(route.value).toBe('orders');
  render(h(panelNotice.value!, {}));
  expect(screen.getByRole('alert').textContent).toContain('Error: Multipass key not set.');
});

test('a failed personalizations call is reported and the widget still opens', async () => {
  takeSettings(everythingOn, features.value);
  setPageConfig({ ...fixtureConfig, customerId: '7001' });
  answers['GET /customer/demo-shop/7001/personalizations'] = () => json({ error: { code: 'boom', message: 'boom' } }, 500);
  await run();
  expect(navigate).not.toHaveBeenCalled();
  expect(report).toHaveBeenCalledWith(expect.anything(), 'after-login:quiz');
  expect(log.at(-1)).toBe('hash #status');
});

test('a redirect to an order receipt keeps the quiz away', async () => {
  takeSettings(everythingOn, features.value);
  setPageConfig({ ...fixtureConfig, customerId: '7001' });
  fakeRouter.loginRedirect.value = 'order:55';
  await run();
  expect(log).not.toContain('GET /customer/demo-shop/7001/personalizations');
  expect(route.value).toBe('order:55');
});

test('a guest who signed in from the quiz and opened Preferences while the store login ran stays on Preferences', async () => {
  takeSettings(everythingOn, features.value);
  answers[`GET ${MULTIPASS}`] = () => {
    fakeRouter.route.value = 'preferences'; // the shopper moved on while the store login was out
    return new Response('ok');
  };
  await run({ ...ctx, route: 'survey:skin' });
  expect(log).not.toContain('GET /customer/demo-shop/7001/personalizations');
  expect(navigate).not.toHaveBeenCalled();
  expect(route.value).toBe('preferences');
});

test('a shopper who signed in on For you and opened Preferences meanwhile is still sent to the login quiz', async () => {
  takeSettings(everythingOn, features.value);
  answers[`GET ${MULTIPASS}`] = () => {
    fakeRouter.route.value = 'preferences';
    return new Response('ok');
  };
  await run();
  expect(route.value).toBe('survey:skin');
});

test('all quiz fields answered: no quiz', async () => {
  takeSettings(everythingOn, features.value);
  setPageConfig({ ...fixtureConfig, customerId: '7001' });
  answers['GET /customer/demo-shop/7001/personalizations'] = () => json({ data: { personalizations: { skinType: ['dry'] } } });
  await run();
  expect(navigate).not.toHaveBeenCalled();
});

test('a matching reload rule reloads the page and ends the run (no open)', async () => {
  takeSettings({ ...everythingOn, loginRefresh: { alwaysRefresh: false, pagesToRefresh: ['/collections/*'] } }, features.value);
  setPageConfig({ ...fixtureConfig, customerId: '7001' });
  await run();
  expect(reload).toHaveBeenCalledTimes(1);
  expect(log.at(-1)).toBe('reload');
  expect(log).not.toContain('hash #status');
});

test('the points page reloads when refreshOnRewardsPage is set', async () => {
  takeSettings({ points: { isActive: true, refreshOnRewardsPage: true, url: '/collections/all' } }, features.value);
  setPageConfig({ ...fixtureConfig, customerId: '7001' });
  await run();
  expect(reload).toHaveBeenCalledTimes(1);
});

test('the widget is not reopened when it is already open', async () => {
  takeSettings({ openForReturningCustomer: { isActive: true } }, features.value);
  setPageConfig({ ...fixtureConfig, customerId: '7001' });
  openWidget();
  await run();
  expect(log).toEqual(['sign_in event']);
});

test('with a store customer already on the page there is no store login', async () => {
  setPageConfig({ ...fixtureConfig, customerId: '7001' });
  await run();
  expect(log).toEqual(['sign_in event']);
});

test('a later (not initial) login only logs in to the store', async () => {
  takeSettings(everythingOn, features.value);
  fakeRouter.loginRedirect.value = 'profile';
  await run({ ...ctx, isInitialLogin: false });
  expect(log).toEqual(['POST /member/demo-shop/shopify/login', `GET ${MULTIPASS}`, `GET ${HERE}`]);
  expect(loginRedirect.value).toBe('profile');
});

test('without a page config nothing happens, and it resolves', async () => {
  const none = vi.spyOn(pageConfig, 'value', 'get').mockReturnValue(null); // before the panel started
  await run();
  none.mockRestore();
  expect(log).toEqual([]);
});

// ---- hand-off to the store's own sign-in on a store without multipass ----

test('a store with new customer accounts hands the shopper to its sign-in with their email, coming back to this page and route, and never calls multipass', async () => {
  const assign = vi.fn();
  vi.spyOn(location, 'assign').mockImplementation(assign);
  takeSettings(everythingOn, features.value);
  fakeRouter.loginRedirect.value = 'orders';
  history.replaceState(null, '', '/collections/all?page=2#status');
  setPageConfig({ ...fixtureConfig, customerId: null, storeLogin: 'customer_accounts', routes: { root: '/', accountLogin: '/customer_authentication/redirect?locale=en&region_country=US' } });
  await run();
  expect(log.some((l) => l.includes('shopify/login') || l.includes('multipass'))).toBe(false);
  expect(assign).toHaveBeenCalledTimes(1);
  const to = new URL(assign.mock.calls[0]![0] as string, 'http://localhost:3000');
  expect(to.pathname).toBe('/customer_authentication/redirect');
  expect(to.searchParams.get('locale')).toBe('en');
  expect(to.searchParams.get('login_hint')).toBe('shopper@example.com');
  // the login redirect ran first (navigate is faked here, so the address bar keeps '#status')
  expect(to.searchParams.get('return_to')).toBe('/collections/all?page=2#status');
  expect(log).toContain('navigate orders');
  // the steps after the hand-off do not run: the page is going away
  expect(log).not.toContain('navigate survey:skin');
  expect(panelNotice.value).toBeNull();
  expect(storeLoginAlert.value).toBeNull();
});

test('a store with new customer accounts whose customer is already signed in to the store is not handed off', async () => {
  const assign = vi.fn();
  vi.spyOn(location, 'assign').mockImplementation(assign);
  setPageConfig({ ...fixtureConfig, customerId: '7001', storeLogin: 'customer_accounts', routes: { root: '/', accountLogin: '/customer_authentication/redirect' } });
  await run();
  expect(assign).not.toHaveBeenCalled();
  expect(log.some((l) => l.includes('shopify/login'))).toBe(false);
});

test('a restored session on a store with new customer accounts is not handed off (only a sign-in made on this page is)', async () => {
  const assign = vi.fn();
  vi.spyOn(location, 'assign').mockImplementation(assign);
  setPageConfig({ ...fixtureConfig, customerId: null, storeLogin: 'customer_accounts', routes: { root: '/' } });
  await run({ ...ctx, isInitialLogin: false });
  expect(assign).not.toHaveBeenCalled();
  expect(log.some((l) => l.includes('shopify/login'))).toBe(false);
  expect(panelNotice.value).toBeNull();
});

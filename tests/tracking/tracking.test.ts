// The tracking sender (docs/product.md#behaviour 'queued events are sent when the page becomes hidden; one-off events
// are sent at once', 7, 8 'Tracking failures are ignored silently'): a keepalive fetch with
// the bearer ID token, events keyed by id, only with the store's consent, identity only when needed.
import { pageConfig as fixtureConfig } from '../auth/fixtures';
import { installPrivacy, removePrivacy } from '../lib/fake-privacy';

const API = fixtureConfig.apiBase;
let fetchMock: import('vitest').Mock<(url: string, init?: RequestInit) => Promise<Response>>;
let idToken: import('vitest').Mock<() => Promise<string>>;
let status = 200;
let disarm = () => {};

/** Fresh modules (the sender arms once per page), configured as the panel does. */
async function setUp() {
  vi.resetModules();
  const tracking = await import('../../src/tracking/tracking');
  const queue = await import('../../src/tracking/tracking-queue');
  const { configureApi } = await import('../../src/api/client');
  const { setPageConfig } = await import('../../src/settings/config');
  const { takeIdentity } = await import('../../src/session/session');
  setPageConfig({ ...fixtureConfig, customerId: null });
  takeIdentity({ uid: 'anon-uid', email: null, isAnonymous: true });
  configureApi({ apiBase: API, shopId: 'demo-shop', customerId: () => null, idToken });
  disarm = tracking.disarm;
  return { ...tracking, ...queue };
}

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

const sent = () =>
  fetchMock.mock.calls.filter(([u]) => String(u) === `${API}/tracking/event/inject`).map(([, init]) => ({
    init: init as RequestInit,
    events: JSON.parse(String((init as RequestInit).body)).events as Record<string, Record<string, unknown>>,
  }));

beforeEach(() => {
  sessionStorage.clear();
  status = 200;
  idToken = vi.fn(async () => 'jwt-1');
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { received: 1 } }), { status }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  disarm();
  removePrivacy();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

test('queued events go out when the page becomes hidden: one keepalive POST with the bearer token, keyed by id, then leave the queue', async () => {
  const t = await setUp();
  const e = t.queueEvent('product_view', { productId: 7001 }, 'demo-shop', null)!;
  t.arm();
  expect(fetchMock).not.toHaveBeenCalled(); // nothing before the page hides
  hide();
  await vi.waitFor(() => expect(sent()).toHaveLength(1));
  const [{ init, events }] = sent();
  expect(init.keepalive).toBe(true);
  expect((init.headers as Record<string, string>).authorization).toBe('Bearer jwt-1');
  expect(events[e.id]).toMatchObject({ event: 'product_view', event_data: { productId: 7001 }, status_id: 'anon-uid', shop_id: 'demo-shop' });
  await vi.waitFor(() => expect(t.readQueue()).toEqual([]));
});

test("events sent before the session hears of a new anonymous user carry the token's uid as status id", async () => {
  const t = await setUp();
  const { takeIdentity } = await import('../../src/session/session');
  takeIdentity(null); // signInAnonymously resolved, onAuthStateChanged not yet reported
  const claims = Buffer.from(JSON.stringify({ sub: 'fresh-anon-uid', provider_id: 'anonymous' })).toString('base64url');
  idToken.mockImplementation(async () => `e30.${claims}.`);
  const e = t.queueEvent('product_view', { productId: 7001 }, 'demo-shop', null)!;
  t.arm();
  hide();
  await vi.waitFor(() => expect(sent()).toHaveLength(1));
  expect(sent()[0]!.events[e.id]).toMatchObject({ status_id: 'fresh-anon-uid' });
});

test('the token is fetched when an event waits, so a page hide sends in the same task', async () => {
  const t = await setUp();
  t.queueEvent('widget_open', {}, 'demo-shop', null);
  t.arm();
  await vi.waitFor(() => expect(idToken).toHaveBeenCalledTimes(1));
  await idToken.mock.results[0]!.value; // the token is kept (the sender's reaction to it runs first)
  dispatchEvent(new Event('pagehide'));
  // only microtasks, no new task: a page going away would still start this fetch
  for (let i = 0; i < 10; i++) await Promise.resolve();
  expect(sent()).toHaveLength(1);
  expect(idToken).toHaveBeenCalledTimes(1);
});

test('identity is not loaded for an empty queue', async () => {
  const t = await setUp();
  t.arm();
  hide();
  await t.flush(); // the send a hide starts, run to its end
  expect(idToken).not.toHaveBeenCalled();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('visibilitychange and pagehide together send the events once', async () => {
  const t = await setUp();
  t.queueEvent('widget_close', {}, 'demo-shop', null);
  t.arm();
  hide();
  dispatchEvent(new Event('pagehide'));
  await vi.waitFor(() => expect(t.readQueue()).toEqual([]));
  expect(sent()).toHaveLength(1);
});

test('a failed send is ignored silently and the events wait for the next time', async () => {
  status = 503;
  const t = await setUp();
  const error = vi.spyOn(console, 'error');
  t.queueEvent('save_item', { productId: 7001 }, 'demo-shop', null);
  t.arm();
  hide();
  await vi.waitFor(() => expect(sent()).toHaveLength(1));
  // once that send is over, the next flush sends the same events again
  await vi.waitFor(async () => {
    await t.flush();
    expect(sent().length).toBeGreaterThan(1);
  });
  expect(sent()[1]!.events).toEqual(sent()[0]!.events);
  expect(t.readQueue()).toHaveLength(1);
  expect(error).not.toHaveBeenCalled();
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(t.flush()).resolves.toBeUndefined();
  error.mockRestore();
});

test('without analytics consent nothing is sent; after Accept the next hide sends', async () => {
  const fake = installPrivacy({ analytics: false });
  const t = await setUp();
  t.queueEvent('product_view', { productId: 7001 }, 'demo-shop', null);
  t.arm();
  hide();
  await t.flush(); // the send a hide starts, run to its end
  expect(fetchMock).not.toHaveBeenCalled();
  expect(idToken).not.toHaveBeenCalled();
  fake.decide(true);
  t.keepEvents();
  hide();
  await vi.waitFor(() => expect(sent()).toHaveLength(1));
});

test('a one-off event is sent at once, alone, without waiting for the page to hide', async () => {
  const t = await setUp();
  t.queueEvent('product_view', { productId: 7001 }, 'demo-shop', null);
  t.track('sign_in', { login_type: 'otp' }, true, '7001');
  await vi.waitFor(() => expect(sent()).toHaveLength(1));
  const events = Object.values(sent()[0].events);
  expect(events).toEqual([expect.objectContaining({ event: 'sign_in', customer_id: '7001', event_data: { login_type: 'otp' } })]);
  expect(sent()[0].init.keepalive).toBe(false);
  await vi.waitFor(() => expect(t.readQueue().map((e) => e.event)).toEqual(['product_view']));
});

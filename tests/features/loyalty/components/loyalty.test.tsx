// For you's loyalty and account integrations (docs/product.md#for-you-sections and 'Credit
// card', 3 settings, 4 'Subscription portal', 7, 8 'Missing loyalty SDK', 9 breakpoint 767 px and
// subscription link 60,000 ms): points, credit, membership, subscriptions and mobile wallet.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);

import ForYouSections from '../../../../src/features/for-you/components/for-you-sections';
import { config } from '../../../panel/fixtures';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { signedIn } from '../../../../src/session/session-change';
import { pointsEntry, resetSdkCheck } from '../../../../src/features/loyalty/state/points';
import { resetViewport } from '../../../../src/panel/viewport';
import { loadSettings, resetSettings } from '../../../../src/settings/settings';
import { CARD, callsTo, fakeFetch, viewport, type Route } from './loyalty-fixtures';

const member = { uid: 'user-9', email: 'shopper@example.com', isAnonymous: false };
const LINK = { url: '/apps/subscriptions', loginUrl: '/apps/subscriptions/login', tokenUrl: '/apps/subscriptions/api/login' };

const ALL_ON = {
  points: { isActive: true, name: 'Harbor Rewards', link: '/pages/rewards', url: '/pages/rewards', sdkGlobal: 'HarborRewards' },
  credit: { isActive: true, name: 'Store credit', link: '/collections/all', popup: true },
  membership: { isActive: true, name: 'Harbor Club', link: '/pages/membership', url: '/pages/membership-old' },
  subscriptions: { isActive: true, name: 'Coffee subscriptions', url: '/apps/subscriptions' },
  mobileWallet: { isActive: true, name: 'Your card in your wallet', link: '/pages/wallet', url: 'https://pass.example.com/add', storeIdHash: '5f3c' },
};

const routes = (over: Record<string, Route> = {}): Record<string, Route> => ({
  'GET /points/demo-shop': () => ({ body: { data: { points: 1250 } } }),
  'GET /credit/demo-shop': () => ({ body: { data: CARD } }),
  'GET /integrations/demo-shop/7001/subscription-link': () => ({ body: { data: LINK } }),
  'POST /apps/subscriptions/api/login': () => ({ body: { token: 'tok.abc', expiresAt: '2026-06-15T13:00:00Z' } }),
  ...over,
});

const heading = (name: string) => screen.findByRole('region', { name });
const signIn = () => act(() => signedIn(member, '7001', 'otp'));
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  freshSession(config);
  settingsAre({});
  clearRequestCache();
  resetSdkCheck();
  resetViewport();
  viewport(1280);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>).HarborRewards;
});

describe('which sections show, in the spec order', () => {
  test('a signed-in shopper on a phone sees points, credit, membership, subscriptions and wallet, in that order', async () => {
    viewport(390);
    fakeFetch(routes());
    settingsAre(ALL_ON);
    signIn();
    render(<ForYouSections part="upper" />);
    const names = ['Harbor Rewards', 'Store credit', 'Harbor Club', 'Coffee subscriptions', 'Your card in your wallet'];
    const regions = await Promise.all(names.map(heading));
    for (let i = 1; i < regions.length; i++) {
      expect(regions[i - 1].compareDocumentPosition(regions[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  test('a guest sees the membership card but no points, credit or subscriptions, and none of them is asked for', async () => {
    const fetchMock = fakeFetch(routes());
    settingsAre(ALL_ON);
    render(<ForYouSections part="upper" />);
    expect(await heading('Harbor Club')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Harbor Rewards' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Store credit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage subscriptions' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('sections whose setting is off or missing show nothing', async () => {
    const fetchMock = fakeFetch(routes());
    settingsAre({ points: { ...ALL_ON.points, isActive: false }, membership: ALL_ON.membership });
    signIn();
    render(<ForYouSections part="upper" />);
    await heading('Harbor Club');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /points/demo-shop')).toHaveLength(0);
  });

  test("without a name the cards use the translated headings", async () => {
    viewport(390);
    fakeFetch(routes());
    settingsAre({
      points: { isActive: true }, credit: {}, membership: { isActive: true, link: '/m' },
      subscriptions: { isActive: true }, mobileWallet: { isActive: true, url: 'https://pass.example.com/add' },
    });
    signIn();
    render(<ForYouSections part="upper" />);
    for (const name of ['Rewards', 'Store credit', 'Membership', 'Subscriptions', 'Mobile wallet']) expect(await heading(name)).toBeTruthy();
  });
});

// docs/product.md#page-config, #settings-keys
describe("settings by country", () => {
  test("a shopper from Germany sees the DE variant's name and link; others the variant without countries", async () => {
    const membership = [
      { countries: ['DE', 'AT'], isActive: true, name: 'Harbor Klub', link: '/de/pages/mitgliedschaft' },
      { isActive: true, name: 'Harbor Club', link: '/pages/membership' },
    ];
    for (const [country, name, href] of [['DE', 'Harbor Klub', '/de/pages/mitgliedschaft'], ['US', 'Harbor Club', '/pages/membership']]) {
      resetSettings();
      fakeFetch(routes({ 'GET /init/v2/demo-shop/user': () => ({ body: { data: { settings: { membership }, features: {} } } }) }));
      await loadSettings('demo-shop', country);
      render(<ForYouSections part="upper" />);
      expect(within(await heading(name)).getByRole('link', { name: 'View membership' }).getAttribute('href')).toBe(href);
      cleanup();
    }
  });

  test('a setting with variants for other countries only is off', async () => {
    resetSettings();
    fakeFetch(routes({ 'GET /init/v2/demo-shop/user': () => ({ body: { data: { settings: { membership: [{ countries: ['DE'], isActive: true, name: 'Harbor Klub', link: '/m' }], points: ALL_ON.points }, features: {} } } }) }));
    await loadSettings('demo-shop', 'FR');
    signIn();
    render(<ForYouSections part="upper" />);
    await heading('Harbor Rewards');
    expect(screen.queryByRole('region', { name: 'Harbor Klub' })).toBeNull();
  });
});

describe('points', () => {
  test("shows the shopper's points and a 'View rewards' link to the rewards page", async () => {
    fakeFetch(routes());
    settingsAre({ points: ALL_ON.points });
    signIn();
    render(<ForYouSections part="upper" />);
    const card = await heading('Harbor Rewards');
    await within(card).findByText('1,250');
    expect(within(card).getByText('Your points')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View rewards' }).getAttribute('href')).toBe('/pages/rewards');
  });

  test('logs that the rewards SDK is not installed, once, when its global is missing', async () => {
    fakeFetch(routes());
    settingsAre({ points: ALL_ON.points });
    render(<ForYouSections part="upper" />);
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    expect(String(consoleError.mock.calls[0][0])).toMatch(/rewards SDK is not installed: window\.HarborRewards is missing/);
    cleanup();
    render(<ForYouSections part="upper" />);
    signIn();
    await screen.findByText('1,250');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  test('logs nothing when the SDK is on the page', async () => {
    (window as unknown as Record<string, unknown>).HarborRewards = {};
    fakeFetch(routes());
    settingsAre({ points: ALL_ON.points });
    signIn();
    render(<ForYouSections part="upper" />);
    await screen.findByText('1,250');
    expect(consoleError).not.toHaveBeenCalled();
  });

  test('shows nothing when the points cannot be loaded', async () => {
    const fetchMock = fakeFetch(routes({ 'GET /points/demo-shop': () => ({ status: 500, body: { error: { code: 'x', message: 'x' } } }) }));
    settingsAre({ points: ALL_ON.points, membership: ALL_ON.membership });
    signIn();
    render(<ForYouSections part="upper" />);
    await heading('Harbor Club');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /points/demo-shop')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Harbor Rewards' })).toBeNull());
    expect(screen.queryByText(/points/i)).toBeNull();
  });

  test('shows nothing, not 0 points, when the answer is in a wrong shape ({data: 42})', async () => {
    const fetchMock = fakeFetch(routes({ 'GET /points/demo-shop': () => ({ body: { data: 42 } }) }));
    settingsAre({ points: ALL_ON.points, membership: ALL_ON.membership });
    signIn();
    render(<ForYouSections part="upper" />);
    await heading('Harbor Club');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /points/demo-shop')).toHaveLength(1));
    await waitFor(() => expect(pointsEntry().value.loading).toBe(false)); // the answer is in
    expect(screen.queryByRole('region', { name: 'Harbor Rewards' })).toBeNull();
    expect(screen.queryByText(/points/i)).toBeNull();
  });
});

describe('store credit', () => {
  test("shows the amount in the shop's currency, 'My credit', the ID and its expiry, asked of our API for the shopper's country", async () => {
    const fetchMock = fakeFetch(routes());
    settingsAre({ credit: ALL_ON.credit });
    signIn();
    render(<ForYouSections part="upper" />);
    const card = await heading('Store credit');
    await within(card).findByText('$25.00');
    expect(within(card).getByText('My credit')).toBeTruthy();
    expect(within(card).getByText('HRBR-7Q2K-9XLM')).toBeTruthy();
    expect(within(card).getByText('Expires Jun 30, 2027')).toBeTruthy();
    const [[url, init]] = callsTo(fetchMock, 'GET /credit/demo-shop');
    expect(url).toBe('https://api.test/credit/demo-shop?country=US');
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer t');
    const use = within(card).getByRole('link', { name: 'Use my credit' });
    expect([use.getAttribute('href'), use.getAttribute('target')]).toEqual(['/collections/all', '_blank']);
  });

  test('the page never calls the loyalty service itself nor sends an access token, even when settings carry one', async () => {
    const fetchMock = fakeFetch(routes());
    settingsAre({ credit: { ...ALL_ON.credit, accessToken: 'tok-1', serviceUrl: 'https://loyalty.example/v1/credit' } });
    signIn();
    render(<ForYouSections part="upper" />);
    await within(await heading('Store credit')).findByText('$25.00');
    for (const [input, init] of fetchMock.mock.calls) {
      expect(new URL(input, location.href).origin).not.toBe('https://loyalty.example');
      expect(JSON.stringify([input, init ?? {}])).not.toContain('tok-1');
    }
  });

  test("Copy puts the ID on the clipboard and announces 'Copied'", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fakeFetch(routes());
    settingsAre({ credit: ALL_ON.credit });
    signIn();
    render(<ForYouSections part="upper" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy ID HRBR-7Q2K-9XLM' }));
    expect((await screen.findByRole('status')).textContent).toBe('Copied');
    expect(writeText).toHaveBeenCalledWith('HRBR-7Q2K-9XLM');
  });

  test("where the clipboard is blocked, copies through the fallback and still announces 'Copied'", async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => { throw new Error('denied'); }) } });
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    fakeFetch(routes());
    settingsAre({ credit: ALL_ON.credit });
    signIn();
    render(<ForYouSections part="upper" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy ID HRBR-7Q2K-9XLM' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied'));
    expect(exec).toHaveBeenCalledWith('copy');
    exec.mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Copy ID HRBR-7Q2K-9XLM' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Select the ID to copy it'));
  });

  test('when the loyalty service fails, no card shows and For you keeps the rest', async () => {
    const fetchMock = fakeFetch(routes({ 'GET /credit/demo-shop': () => ({ status: 502, body: { error: { code: 'loyalty-unavailable', message: 'no' } } }) }));
    settingsAre({ credit: ALL_ON.credit, membership: ALL_ON.membership });
    signIn();
    render(<ForYouSections part="upper" />);
    await heading('Harbor Club');
    // a 502 is tried again twice (api/retry.ts), then the card stays away
    await waitFor(() => expect(callsTo(fetchMock, 'GET /credit/demo-shop')).toHaveLength(3), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Store credit' })).toBeNull());
  });

  test('an answer without a numeric amount shows no card rather than a made-up balance', async () => {
    const fetchMock = fakeFetch(routes({ 'GET /credit/demo-shop': () => ({ body: { data: { ...CARD, amount: 'lots' } } }) }));
    settingsAre({ credit: ALL_ON.credit, membership: ALL_ON.membership });
    signIn();
    render(<ForYouSections part="upper" />);
    await heading('Harbor Club');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /credit/demo-shop')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Store credit' })).toBeNull());
    expect(screen.queryByText(/\$/)).toBeNull();
  });
});

describe('membership', () => {
  test("links to the membership page: 'link', else 'url'; a javascript: link is not rendered", async () => {
    fakeFetch(routes());
    settingsAre({ membership: ALL_ON.membership });
    render(<ForYouSections part="upper" />);
    expect(within(await heading('Harbor Club')).getByRole('link', { name: 'View membership' }).getAttribute('href')).toBe('/pages/membership');
    cleanup();
    settingsAre({ membership: { isActive: true, name: 'Harbor Club', link: 'javascript:alert(1)', url: '/pages/membership-old' } });
    render(<ForYouSections part="upper" />);
    expect(within(await heading('Harbor Club')).getByRole('link', { name: 'View membership' }).getAttribute('href')).toBe('/pages/membership-old');
  });
});

describe('subscriptions', () => {
  test("'Manage subscriptions' logs in to the portal with the customer id and opens it with the token", async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const fetchMock = fakeFetch(routes());
    settingsAre({ subscriptions: ALL_ON.subscriptions });
    signIn();
    render(<ForYouSections part="upper" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Manage subscriptions' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(new URL('/apps/subscriptions?token=tok.abc', location.href).href));
    const [[, init]] = callsTo(fetchMock, 'POST /apps/subscriptions/api/login');
    expect(JSON.parse(String(init!.body))).toEqual({ customerId: '7001' });
  });

  test.each([
    ['the portal login fails', { status: 401, body: { error: 'no' } }],
    ['the portal login gives no token', { body: { token: '' } }],
  ])("when %s, goes to the portal's own login page", async (_name, answer) => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    fakeFetch(routes({ 'POST /apps/subscriptions/api/login': () => answer }));
    settingsAre({ subscriptions: ALL_ON.subscriptions });
    signIn();
    render(<ForYouSections part="upper" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Manage subscriptions' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(new URL('/apps/subscriptions/login', location.href).href));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  test('reuses the portal link for 60,000 ms, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.spyOn(location, 'assign').mockImplementation(() => {});
    const fetchMock = fakeFetch(routes());
    settingsAre({ subscriptions: ALL_ON.subscriptions });
    signIn();
    render(<ForYouSections part="upper" />);
    const button = await screen.findByRole('button', { name: 'Manage subscriptions' });
    const links = () => callsTo(fetchMock, 'GET /integrations/demo-shop/7001/subscription-link').length;
    await waitFor(() => expect(links()).toBe(1));
    fireEvent.click(button);
    await waitFor(() => expect(callsTo(fetchMock, 'POST /apps/subscriptions/api/login')).toHaveLength(1));
    vi.setSystemTime(Date.now() + 59_000);
    fireEvent.click(button);
    await waitFor(() => expect(callsTo(fetchMock, 'POST /apps/subscriptions/api/login')).toHaveLength(2));
    expect(links()).toBe(1);
    // the second open has gone to the portal (opening is over) before the third click
    await waitFor(() => expect(location.assign).toHaveBeenCalledTimes(2));
    vi.setSystemTime(Date.now() + 2_000);
    fireEvent.click(button);
    await waitFor(() => expect(links()).toBe(2));
    vi.useRealTimers();
  });

  test('shows the generic error and stays when the link cannot be loaded', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    fakeFetch(routes({ 'GET /integrations/demo-shop/7001/subscription-link': () => ({ status: 500, body: { error: { code: 'x', message: 'x' } } }) }));
    settingsAre({ subscriptions: ALL_ON.subscriptions });
    signIn();
    render(<ForYouSections part="upper" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Manage subscriptions' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again later.');
    expect(assign).not.toHaveBeenCalled();
  });
});

test('a portal link the browser cannot use shows the generic error and stays', async () => {
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
  fakeFetch(routes({ 'GET /integrations/demo-shop/7001/subscription-link': () => ({ body: { data: { ...LINK, tokenUrl: 'http://[bad' } } }) }));
  settingsAre({ subscriptions: ALL_ON.subscriptions });
  signIn();
  render(<ForYouSections part="upper" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Manage subscriptions' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again later.');
  expect(assign).not.toHaveBeenCalled();
});

describe('mobile wallet', () => {
  test('shows the wallet links at 767 px or less, with the store hash and customer, and hides them when the window grows', async () => {
    const vp = viewport(767);
    fakeFetch(routes());
    settingsAre({ mobileWallet: ALL_ON.mobileWallet, membership: ALL_ON.membership });
    signIn();
    render(<ForYouSections part="upper" />);
    const card = await heading('Your card in your wallet');
    expect(within(card).getByRole('link', { name: 'Add to wallet' }).getAttribute('href')).toBe('https://pass.example.com/add?store=5f3c&customer=7001');
    expect(within(card).getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/pages/wallet');
    act(() => vp.resize(768));
    expect(screen.queryByRole('region', { name: 'Your card in your wallet' })).toBeNull();
    act(() => vp.resize(390));
    expect(await heading('Your card in your wallet')).toBeTruthy();
  });

  test('shows no wallet links at 1280 px', async () => {
    viewport(1280);
    fakeFetch(routes());
    settingsAre({ mobileWallet: ALL_ON.mobileWallet, membership: ALL_ON.membership });
    render(<ForYouSections part="upper" />);
    await heading('Harbor Club');
    await vi.dynamicImportSettled(); // the wallet section's chunk
    expect(screen.queryByRole('link', { name: 'Add to wallet' })).toBeNull();
  });
});

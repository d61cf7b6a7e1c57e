// The session store (docs/product.md#sign-in-and-session, #limits): who the shopper is, the identity chunk loaded on
// intent or first need, a member remembered across reloads, and the 2,000 ms re-check of a
// missing session.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configureApi } from '../../src/api/client';
import { entry, load, update } from '../../src/cache/request-cache';
import { pageConfig, json } from '../auth/fixtures';
import { freshSession } from '../fixtures/store-fixtures';

vi.mock('../../src/auth/identity', async () => (await import('../auth/identity-mock')).identityMock);
import { identityMock, resetIdentityMock, emitUser, memberUser } from '../auth/identity-mock';
import * as session from '../../src/session/session';
import * as change from '../../src/session/session-change';

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json({ error: { code: 'not-found', message: 'nope' } }, 404));
const member = { uid: 'user-9', email: 'shopper@example.com', isAnonymous: false };

beforeEach(() => {
  resetIdentityMock();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  freshSession();
  configureApi({ apiBase: pageConfig.apiBase, shopId: pageConfig.shopId, customerId: () => session.customerId.value, idToken: session.idToken });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// These two run first: the identity chunk is loaded once per page.
describe('identity loading', () => {
  test('starting the session loads nothing and makes no request', () => {
    session.startSession();
    expect(identityMock.start).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(session.isSignedIn.value).toBe(false);
  });

  test('loading identity (on intent or first need) starts Firebase but creates no session', async () => {
    await session.loadIdentity();
    await vi.waitFor(() => expect(identityMock.start).toHaveBeenCalledWith(pageConfig, expect.any(Function)));
    expect(identityMock.ensureUser).not.toHaveBeenCalled();
    expect(session.user.value).toBeNull();
  });

  test('the first ID token creates the anonymous session and reports the guest', async () => {
    await expect(session.idToken()).resolves.toBe('id-token:anon-1');
    expect(session.user.value).toEqual({ uid: 'anon-1', email: null, isAnonymous: true });
    expect(session.isSignedIn.value).toBe(false);
  });

  test("a store customer on the page is the session's customer, but only a member is signed in", async () => {
    freshSession({ ...pageConfig, customerId: '7001' });
    expect(session.customerId.value).toBe('7001');
    await session.idToken();
    expect(session.isSignedIn.value).toBe(false);
  });
});

describe('signing in and out', () => {
  test('a sign-in keeps what the guest saw on screen; the next load fetches it again', async () => {
    const cached = entry<string[]>('orders');
    update<string[]>('orders', (e) => ({ ...e, data: ['guest data'], fetchedAt: Date.now() }));
    change.signedIn(member, '7001', 'otp');
    expect(session.isSignedIn.value).toBe(true);
    expect(session.customerId.value).toBe('7001');
    expect([change.loginType.value, change.isInitialLoginSession.value, session.hasLoggedIn.value]).toEqual(['otp', true, true]);
    expect(cached.value.data).toEqual(['guest data']);
    const fetcher = vi.fn(async () => ({ data: ['member data'] }));
    await load('orders', fetcher, { noRefresh: true });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cached.value.data).toEqual(['member data']);
  });

  test('signing out forgets the customer, the session and what was loaded', async () => {
    const cached = entry<string[]>('orders');
    change.signedIn(member, '7001', 'otp');
    update<string[]>('orders', (e) => ({ ...e, data: ['member data'] }));
    await change.signOut();
    expect(identityMock.signOutUser).toHaveBeenCalled();
    expect(session.isSignedIn.value).toBe(false);
    expect(session.customerId.value).toBeNull();
    expect(change.loginType.value).toBeNull();
    expect(cached.value.data).toBeNull();
  });

  test('identity reports held during a sign-in wait until it ends', async () => {
    await session.idToken(); // the guest
    session.holdReports(true);
    emitUser(memberUser);
    expect(session.user.value?.uid).toBe('anon-1');
    session.holdReports();
    expect(session.user.value?.uid).toBe('user-9');
  });
});

describe('after a reload', () => {
  beforeEach(async () => {
    await session.loadIdentity();
  });

  test('a remembered member restored by Firebase is signed in again without a request', async () => {
    await session.idToken();
    change.signedIn(member, '7001', 'otp');
    // the page reloads: a config without a store customer, then Firebase restores the member
    freshSessionKeepingMember();
    fetchMock.mockClear();
    emitUser(memberUser);
    expect(session.isSignedIn.value).toBe(true);
    expect(session.customerId.value).toBe('7001');
    expect(session.user.peek()?.email).toBe('shopper@example.com');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('after signing out nothing is remembered', async () => {
    await session.idToken();
    change.signedIn(member, '7001', 'otp');
    await change.signOut();
    freshSessionKeepingMember();
    emitUser(memberUser);
    expect(session.isSignedIn.value).toBe(false);
  });
});

/** A reload: the same page config, no user yet, localStorage kept. */
function freshSessionKeepingMember(): void {
  session.setMember(null, null);
  session.startSession();
}

// docs/product.md#sign-in-and-session, #limits
describe('a missing session is re-checked after 2,000 ms', () => {
  beforeEach(async () => {
    await session.loadIdentity(); // Firebase is listening; no session created
  });

  const remembered = () => localStorage.setItem('status:member', JSON.stringify({ uid: 'user-9', customerId: '7001', email: 'm@example.com' }));

  test('a member who reappears within 2,000 ms stays signed in', async () => {
    vi.useFakeTimers();
    remembered();
    session.startSession();
    emitUser(memberUser);
    expect(session.isSignedIn.value).toBe(true);
    emitUser(null);
    expect(session.hasLoggedIn.value).toBe(true);
    identityMock.currentIdentity.mockResolvedValueOnce(memberUser);
    await vi.advanceTimersByTimeAsync(session.RECHECK_MS - 1);
    expect(identityMock.currentIdentity).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(identityMock.currentIdentity).toHaveBeenCalledTimes(1);
    expect(session.isSignedIn.value).toBe(true);
    expect(localStorage.getItem('status:member')).not.toBeNull();
  });

  test('a session still missing after 2,000 ms signs the shopper out', async () => {
    vi.useFakeTimers();
    remembered();
    session.startSession();
    emitUser(memberUser);
    emitUser(null);
    await vi.advanceTimersByTimeAsync(1000);
    expect(session.hasLoggedIn.value).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(session.hasLoggedIn.value).toBe(false);
    expect(session.isSignedIn.value).toBe(false);
    expect(localStorage.getItem('status:member')).toBeNull();
  });

  test('signing out is not a missing session: no re-check', async () => {
    vi.useFakeTimers();
    remembered();
    session.startSession();
    emitUser(memberUser);
    await change.signOut();
    await vi.advanceTimersByTimeAsync(3000);
    expect(identityMock.currentIdentity).not.toHaveBeenCalled();
  });
});

import { beforeEach, describe, expect, test, vi } from 'vitest';
import { pageConfig } from './fixtures';

const fb = vi.hoisted(() => {
  const auth = { currentUser: null as null | Record<string, unknown>, authStateReady: vi.fn(async () => {}) };
  const makeUser = (uid: string, isAnonymous: boolean) => ({ uid, email: null, isAnonymous, getIdToken: vi.fn(async () => `token-of-${uid}`) });
  return {
    auth,
    makeUser,
    initializeApp: vi.fn((_config: unknown, name: string) => ({ name })),
    initializeAuth: vi.fn((_app: unknown, _deps: unknown) => auth),
    connectAuthEmulator: vi.fn(),
    onAuthStateChanged: vi.fn(),
    signInAnonymously: vi.fn(async () => {
      auth.currentUser = makeUser('anon-1', true);
      return { user: auth.currentUser };
    }),
    signInWithCustomToken: vi.fn(async () => {
      auth.currentUser = makeUser('user-9', false);
      return { user: auth.currentUser };
    }),
    signOut: vi.fn(async () => {
      auth.currentUser = null;
    }),
    indexedDBLocalPersistence: { type: 'LOCAL' },
    inMemoryPersistence: { type: 'NONE' },
  };
});
vi.mock('firebase/app', () => ({ initializeApp: fb.initializeApp }));
vi.mock('firebase/auth', () => fb);

type Identity = typeof import('../../src/auth/identity');
let identity: Identity;

beforeEach(async () => {
  vi.resetModules();
  vi.clearAllMocks();
  fb.auth.currentUser = null;
  identity = await import('../../src/auth/identity');
});

describe('identity chunk', () => {
  test('starts Firebase with IndexedDB persistence, the emulator and no session', () => {
    const report = vi.fn();
    identity.start(pageConfig, report);
    expect(fb.initializeApp).toHaveBeenCalledWith(pageConfig.firebase, 'status');
    expect(fb.initializeAuth).toHaveBeenCalledWith({ name: 'status' }, { persistence: [fb.indexedDBLocalPersistence, fb.inMemoryPersistence] });
    expect(fb.connectAuthEmulator).toHaveBeenCalledWith(fb.auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    expect(fb.signInAnonymously).not.toHaveBeenCalled();
    const onUser = fb.onAuthStateChanged.mock.calls[0][1] as (u: unknown) => void;
    onUser(fb.makeUser('anon-1', true));
    expect(report).toHaveBeenCalledWith({ uid: 'anon-1', email: null, isAnonymous: true });
  });

  test('falls back to memory persistence when the first setup throws', () => {
    fb.initializeAuth.mockImplementationOnce(() => {
      throw new Error('indexedDB blocked');
    });
    identity.start(pageConfig, vi.fn());
    expect(fb.initializeAuth).toHaveBeenLastCalledWith({ name: 'status-memory' }, { persistence: [fb.inMemoryPersistence] });
  });

  test('never throws into the page when Firebase cannot start at all', async () => {
    fb.initializeAuth.mockImplementation(() => {
      throw new Error('broken');
    });
    const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => identity.start(pageConfig, vi.fn())).not.toThrow();
    await expect(identity.token()).rejects.toThrow();
    error.mockRestore();
    fb.initializeAuth.mockImplementation(() => fb.auth);
  });

  test('the first token creates one anonymous session, even when asked twice at once', async () => {
    identity.start(pageConfig, vi.fn());
    const tokens = await Promise.all([identity.token(), identity.token()]);
    expect(tokens).toEqual(['token-of-anon-1', 'token-of-anon-1']);
    expect(fb.signInAnonymously).toHaveBeenCalledTimes(1);
  });

  test('a persisted user is reused, not replaced by an anonymous one', async () => {
    fb.auth.currentUser = fb.makeUser('user-9', false);
    identity.start(pageConfig, vi.fn());
    await expect(identity.token()).resolves.toBe('token-of-user-9');
    expect(fb.signInAnonymously).not.toHaveBeenCalled();
  });

  test('signs in with the custom token and reports the member', async () => {
    identity.start(pageConfig, vi.fn());
    await expect(identity.signInWithToken('custom')).resolves.toEqual({ uid: 'user-9', email: null, isAnonymous: false });
    expect(fb.signInWithCustomToken).toHaveBeenCalledWith(fb.auth, 'custom');
  });

  // the identity service unreachable (refused, aborted, past Firebase's own timeout)
  test("says 'error.identityUnreachable' when Firebase cannot reach the identity service, for a new session and for a sign-in", async () => {
    identity.start(pageConfig, vi.fn());
    const offline = Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' });
    fb.signInAnonymously.mockRejectedValueOnce(offline);
    await expect(identity.ensureUser()).rejects.toEqual({ key: 'error.identityUnreachable' });
    fb.signInWithCustomToken.mockRejectedValueOnce(offline);
    await expect(identity.signInWithToken('custom-token')).rejects.toEqual({ key: 'error.identityUnreachable' });
  });

  test('passes other Firebase failures on as they are (a bad token is not a network problem)', async () => {
    identity.start(pageConfig, vi.fn());
    const bad = Object.assign(new Error('Firebase: Error (auth/invalid-custom-token).'), { code: 'auth/invalid-custom-token' });
    fb.signInWithCustomToken.mockRejectedValueOnce(bad);
    await expect(identity.signInWithToken('custom-token')).rejects.toBe(bad);
  });
});

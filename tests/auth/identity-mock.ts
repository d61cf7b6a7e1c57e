// A stand-in for the identity chunk (src/auth/identity.ts): use with
// `vi.mock('../../src/auth/identity', () => identityMock)` after `vi.hoisted` import.
import { vi } from 'vitest';
import type { IdentityUser } from '../../src/auth/identity';

export const anonUser: IdentityUser = { uid: 'anon-1', email: null, isAnonymous: true };
export const memberUser: IdentityUser = { uid: 'user-9', email: null, isAnonymous: false };

let report: ((u: IdentityUser | null) => void) | null = null;
let current: IdentityUser | null = null;

export const identityMock = {
  start: vi.fn((_config: unknown, r: (u: IdentityUser | null) => void) => {
    report = r;
  }),
  ensureUser: vi.fn(async () => {
    if (!current) {
      current = anonUser;
      report?.(current);
    }
    return current;
  }),
  /** 'id-token:{uid}', so a test can tell whose token a request carried */
  token: vi.fn(async () => `id-token:${(await identityMock.ensureUser()).uid}`),
  signInWithToken: vi.fn(async (_token: string) => {
    current = memberUser;
    report?.(current); // Firebase reports the new user before the call resolves
    return memberUser;
  }),
  signOutUser: vi.fn(async () => {
    current = null;
    report?.(null);
  }),
  /** What Firebase holds now (the auth re-check asks this). */
  currentIdentity: vi.fn(async () => current),
  authInstance: vi.fn(() => ({})),
};

/** Forgets the session and clears the mocks' calls. */
export function resetIdentityMock(): void {
  current = null;
  for (const fn of Object.values(identityMock)) fn.mockClear();
}

/** Plays Firebase reporting `u` (e.g. a member restored from IndexedDB after a reload). */
export function emitUser(u: IdentityUser | null): void {
  current = u;
  report?.(u);
}

// @vitest-environment node
// The storefront emulator's subscription portal (docs/product.md#subscription-portal, #api-calls, #limits: token 1
// hour).
import { describe, expect, it } from 'vitest';
import { encodeMultipass } from '../../../server/lib/multipass';
import { DEMO_MULTIPASS_SECRET } from '../../../server/seed/catalog';
import { PORTAL_TOKEN_MS, portalToken, readPortalToken } from '../../../server/store/subscriptions';
import { makeClient } from './helpers';

const T0 = Date.UTC(2026, 5, 15, 12, 0, 0);

/** A client signed in to the store as customer 9001, with a settable clock. */
async function signedIn() {
  const clock = { t: T0 };
  const client = makeClient({ now: () => clock.t });
  const token = encodeMultipass(DEMO_MULTIPASS_SECRET, { email: 'shopper@example.com', identifier: '9001' }, T0);
  await client.send(`/account/login/multipass/${token}`);
  return { clock, ...client };
}

describe('subscription portal login', () => {
  it('gives the store session\'s own customer a token valid 1 hour, which opens the portal', async () => {
    const { postJson, send } = await signedIn();
    const res = await postJson('/apps/subscriptions/api/login', { customerId: '9001' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; expiresAt: string };
    expect(body.expiresAt).toBe(new Date(T0 + PORTAL_TOKEN_MS).toISOString());
    const portal = await send(`/apps/subscriptions?token=${encodeURIComponent(body.token)}`);
    expect(portal.status).toBe(200);
    const html = await portal.text();
    expect(html).toContain('<h1>Your subscriptions</h1>');
    expect(html).toContain('Customer 9001');
  });

  it('refuses a customer id that is not the session\'s, and a visitor without a session', async () => {
    const { postJson } = await signedIn();
    expect((await postJson('/apps/subscriptions/api/login', { customerId: '9002' })).status).toBe(401);
    const guest = makeClient();
    expect((await guest.postJson('/apps/subscriptions/api/login', { customerId: '9001' })).status).toBe(401);
  });

  it('sends a missing, forged or expired token to the portal\'s own login page', async () => {
    const { postJson, send, clock } = await signedIn();
    const { token } = (await (await postJson('/apps/subscriptions/api/login', { customerId: '9001' })).json()) as { token: string };
    for (const t of ['', 'nope', `${token.slice(0, -2)}xx`]) {
      const res = await send(`/apps/subscriptions?token=${encodeURIComponent(t)}`);
      expect([res.status, res.headers.get('location')]).toEqual([302, '/apps/subscriptions/login']);
    }
    clock.t = T0 + PORTAL_TOKEN_MS + 1;
    expect((await send(`/apps/subscriptions?token=${encodeURIComponent(token)}`)).headers.get('location')).toBe('/apps/subscriptions/login');
    const login = await send('/apps/subscriptions/login');
    expect(await login.text()).toContain('Log in to manage your subscriptions');
  });

  it('reads back only tokens signed with its secret and not yet expired', () => {
    const t = portalToken('s1', '9001', T0 + 10);
    expect(readPortalToken('s1', t, T0)).toBe('9001');
    expect(readPortalToken('s2', t, T0)).toBeNull();
    expect(readPortalToken('s1', t, T0 + 10)).toBeNull();
  });
});

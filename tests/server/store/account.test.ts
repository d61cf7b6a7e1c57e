// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeMultipass, MULTIPASS_MAX_AGE_MS, type MultipassCustomer } from '../../../server/lib/multipass';
import { DEMO_MULTIPASS_SECRET } from '../../../server/seed/catalog';
import { safeReturnPath } from '../../../server/store/account';
import { SESSION_COOKIE, UsedTokens } from '../../../server/store/session';
import { makeClient } from './helpers';

const configOf = (html: string) => {
  const m = /<script type="application\/json" id="status-config">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
};
const headerOf = (html: string) => /<div class="header-tools">([\s\S]*?)<\/div>/.exec(html)![1]!;

const SAM: MultipassCustomer = { email: 'shopper@example.com', identifier: '9001', first_name: 'Sam', last_name: 'Shopper' };
const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
const INVALID = '/account/login?multipass=invalid';

/** A client with a settable clock (starts at T0). */
function clocked(overrides: Parameters<typeof makeClient>[0] = {}) {
  const clock = { t: T0 };
  return { clock, ...makeClient({ now: () => clock.t, ...overrides }) };
}
const token = (customer: Partial<MultipassCustomer> = {}, secret = DEMO_MULTIPASS_SECRET, at = T0) =>
  encodeMultipass(secret, { ...SAM, ...customer }, at);

describe('multipass login', () => {
  it('a valid token starts an HttpOnly session and lands on return_to', async () => {
    const { send, jar } = clocked();
    const res = await send(`/account/login/multipass/${token({ return_to: '/products/canvas-tote?variant=1#top' })}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/products/canvas-tote?variant=1#top');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[0-9a-f]{64};`));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(jar.has(SESSION_COOKIE)).toBe(true);

    const page = await send('/products/canvas-tote');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(configOf(html)).toMatchObject({ customerId: '9001', customerEmail: 'shopper@example.com' });
    const header = headerOf(html);
    expect(header).toContain('<a href="/account">Hi, Sam</a>');
    expect(header).toContain('<a href="/account/logout">Log out</a>');
    expect(header).not.toContain('>Account<');
  });

  it('shows the account page to the signed-in customer', async () => {
    const { send } = clocked();
    expect((await send(`/account/login/multipass/${token()}`)).headers.get('location')).toBe('/account');
    const res = await send('/account');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<h1>Your account</h1>');
    expect(html).toContain('<dd>Sam Shopper</dd>');
    expect(html).toContain('<dd>shopper@example.com</dd>');
    expect(html).toContain('href="/account/logout"');
    expect(configOf(html).customerId).toBe('9001');
    // Signed in, the login page sends the customer to the account page.
    expect((await send('/account/login')).headers.get('location')).toBe('/account');
  });

  it('greets by email when the token has no first name, and escapes names', async () => {
    const { send } = clocked();
    await send(`/account/login/multipass/${token({ first_name: undefined, last_name: undefined, email: 'x<y>@example.com' })}`);
    const html = await (await send('/')).text();
    expect(headerOf(html)).toContain('Hi, x&lt;y&gt;@example.com</a>');
    const { send: send2 } = clocked();
    await send2(`/account/login/multipass/${token({ first_name: '<b>Sam</b>' })}`);
    expect(headerOf(await (await send2('/')).text())).toContain('Hi, &lt;b&gt;Sam&lt;/b&gt;</a>');
  });

  it('an off-site or missing return_to lands on /account', async () => {
    for (const returnTo of [undefined, 'https://evil.example/account', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'evil.example', '/\t/evil.example']) {
      const { send } = clocked();
      const res = await send(`/account/login/multipass/${token({ return_to: returnTo })}`);
      expect(res.headers.get('location'), String(returnTo)).toBe('/account');
    }
  });

  it('a same-origin absolute return_to lands on its path', async () => {
    const { send } = clocked();
    const res = await send(`http://127.0.0.1:3000/account/login/multipass/${token({ return_to: 'http://127.0.0.1:3000/cart?x=1' })}`);
    expect(res.headers.get('location')).toBe('/cart?x=1');
  });

  it('refuses a reused token', async () => {
    const { send, jar, clock } = clocked();
    const t = token();
    expect((await send(`/account/login/multipass/${t}`)).headers.get('location')).toBe('/account');
    await send('/account/logout');
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    clock.t += 60_000;
    const again = await send(`/account/login/multipass/${t}`);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe(INVALID);
    expect(again.headers.getSetCookie().some((l) => l.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    expect(configOf(await (await send('/')).text()).customerId).toBeNull();
    // Another spelling of the same bytes (base64 padding) is the same token.
    const { send: fresh } = clocked();
    const t2 = token();
    await fresh(`/account/login/multipass/${t2}`);
    expect((await fresh(`/account/login/multipass/${t2}${'='.repeat((4 - (t2.length % 4)) % 4 || 4)}`)).headers.get('location')).toBe(INVALID);
  });

  it('refuses a token signed with another secret, a malformed token and one without identifier', async () => {
    for (const bad of [token({}, 'another-shop-secret'), 'not-a-token', token({ identifier: undefined }), token({ identifier: '../9001' })]) {
      const { send, jar } = clocked();
      const res = await send(`/account/login/multipass/${bad}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(INVALID);
      expect(jar.has(SESSION_COOKIE)).toBe(false);
    }
  });

  it('uses the multipassSecret option instead of the demo secret', async () => {
    const { send } = clocked({ multipassSecret: 'shop-secret' });
    expect((await send(`/account/login/multipass/${token()}`)).headers.get('location')).toBe(INVALID);
    expect((await send(`/account/login/multipass/${token({}, 'shop-secret')}`)).headers.get('location')).toBe('/account');
  });

  it('refuses an expired token (older than 15 minutes by the app clock)', async () => {
    const { send, clock } = clocked();
    const t = token();
    clock.t = T0 + MULTIPASS_MAX_AGE_MS + 1;
    const res = await send(`/account/login/multipass/${t}`);
    expect(res.headers.get('location')).toBe(INVALID);
    expect(configOf(await (await send('/')).text()).customerId).toBeNull();
    // Just inside the window it is accepted.
    clock.t = T0 + MULTIPASS_MAX_AGE_MS - 1000;
    expect((await send(`/account/login/multipass/${token()}`)).headers.get('location')).toBe('/account');
  });

  it('the refusal page tells the visitor the link did not work', async () => {
    const { send } = clocked();
    const html = await (await send(INVALID)).text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('invalid, expired or already used');
    expect(await (await send('/account/login')).text()).not.toContain('role="alert"');
  });

  it('a new login replaces the previous session', async () => {
    const { send, jar } = clocked();
    await send(`/account/login/multipass/${token()}`);
    const first = jar.get(SESSION_COOKIE)!;
    await send(`/account/login/multipass/${token({ email: 'other@example.com', identifier: '9002', first_name: 'Alex' })}`);
    const second = jar.get(SESSION_COOKIE)!;
    expect(second).not.toBe(first);
    expect(configOf(await (await send('/')).text())).toMatchObject({ customerId: '9002', customerEmail: 'other@example.com' });
    jar.set(SESSION_COOKIE, first);
    expect(configOf(await (await send('/')).text()).customerId).toBeNull();
  });
});

describe('logout and anonymous visitors', () => {
  it('logout ends the session server-side and in the cookie, then redirects home', async () => {
    const { send, jar } = clocked();
    await send(`/account/login/multipass/${token()}`);
    const sid = jar.get(SESSION_COOKIE)!;
    const res = await send('/account/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.getSetCookie().find((l) => l.startsWith(`${SESSION_COOKIE}=`))).toMatch(/Max-Age=0/i);
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    const html = await (await send('/')).text();
    expect(configOf(html)).toMatchObject({ customerId: null, customerEmail: null });
    expect(headerOf(html)).toContain('<a href="#status">Account</a>');
    // The old cookie value no longer names anyone.
    jar.set(SESSION_COOKIE, sid);
    expect(configOf(await (await send('/')).text()).customerId).toBeNull();
    expect((await send('/account')).headers.get('location')).toBe('/account/login');
  });

  it('redirects anonymous visitors from /account to /account/login; pages are private', async () => {
    const { send, jar } = clocked();
    jar.set(SESSION_COOKIE, 'f'.repeat(64));
    const res = await send('/account');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account/login');
    const page = await send('/');
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(configOf(await page.text())).toMatchObject({ customerId: null, customerEmail: null });
  });
});

describe('safeReturnPath', () => {
  const base = 'http://127.0.0.1:3000/account/login/multipass/x';
  it('keeps same-origin paths and URLs, refuses everything else', () => {
    expect(safeReturnPath('/cart', base)).toBe('/cart');
    expect(safeReturnPath('/a/../b?q=1#h', base)).toBe('/b?q=1#h');
    expect(safeReturnPath('http://127.0.0.1:3000/x', base)).toBe('/x');
    for (const bad of ['', '//evil.example', '/\\evil.example', 'http://127.0.0.1:3001/x', 'https://127.0.0.1:3000/x', 'http://u:p@127.0.0.1:3000/x', 'javascript:alert(1)', 'cart', 42, undefined, '/x\n']) {
      expect(safeReturnPath(bad, base), String(bad)).toBeNull();
    }
  });
});

describe('safeReturnPath: paths that normalize to another host', () => {
  const base = 'http://127.0.0.1:3000/account/login/multipass/x';
  it.each([
    '//evil.example/x', '/\\evil.example', '\\\\evil.example', '/.//evil.example/x', '/a/..//evil.example', '/%2e//evil.example',
    '/%2E%2E//evil.example', 'http://127.0.0.1:3000//evil.example/x', 'http://127.0.0.1:3000/.//evil.example',
    'http://127.0.0.1:3000/a/..//evil.example?q=1', '/\t/evil.example', '/x\u0000', ' /x',
  ])('refuses %j', (returnTo) => {
    expect(safeReturnPath(returnTo, base)).toBeNull();
  });

  it('keeps encoded slashes, which stay on the store', () => {
    expect(safeReturnPath('/%2F%2Fevil.example', base)).toBe('/%2F%2Fevil.example');
    expect(safeReturnPath('/search?next=//evil.example', base)).toBe('/search?next=//evil.example');
  });

  it('a multipass login whose return_to normalizes to another host lands on /account', async () => {
    const { send } = clocked();
    const res = await send(`/account/login/multipass/${token({ return_to: '/.//evil.example/x' })}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account');
  });
});

describe('UsedTokens', () => {
  it('remembers a token for 15 minutes past its creation or use, then prunes it', () => {
    const used = new UsedTokens();
    expect(used.claim('AAAA', T0, T0)).toBe(true);
    expect(used.claim('AAAA', T0, T0 + 1000)).toBe(false);
    expect(used.claim('BBBB', T0, T0 + MULTIPASS_MAX_AGE_MS + 1)).toBe(true);
    expect(used.size).toBe(1);
  });
});

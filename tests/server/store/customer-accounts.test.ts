// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SIGN_IN_COOKIE } from '../../../server/store/sign-in-codes';
import { SESSION_COOKIE } from '../../../server/store/session';
import { createLocalShopify } from '../../../server/store/admin';
import { DEMO_APP_SECRET } from '../../../server/store/seed/catalog';
import { makeClient } from './helpers';

const configOf = (html: string) => {
  const m = /<script type="application\/json" id="status-config">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
};
const T0 = Date.UTC(2026, 10, 24, 9, 0, 0);
const tokenOf = (html: string) => /name="authenticity_token" value="([0-9a-f]+)"/.exec(html)![1]!;
const inputValue = (html: string, name: string) => /value="([^"]*)"/.exec(new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)![0])?.[1];
const alertOf = (html: string) => /<p class="error"[^>]*role="alert">([^<]*)<\/p>/.exec(html)?.[1] ?? null;

/** A browser-like client with a settable clock, and helpers to walk the sign-in. */
function shopper(overrides: Parameters<typeof makeClient>[0] = {}) {
  const clock = { t: T0 };
  const client = makeClient({ now: () => clock.t, ...overrides });
  const post = (path: string, fields: Record<string, string>) =>
    client.send(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const latestCode = async (to: string) => {
    const { data } = (await (await client.send(`/dev/store-outbox?to=${encodeURIComponent(to)}`)).json()) as { data: Array<{ text: string }> };
    return /\b(\d{6})\b/.exec(data[0]!.text)![1]!;
  };
  /** Opens the sign-in, asks for a code for `email`; returns the code page, its form token and the code. */
  const requestCode = async (email: string, query = '') => {
    const login = await (await client.send(`/customer_authentication/login${query}`)).text();
    const token = tokenOf(login);
    const returnTo = inputValue(login, 'return_to') ?? '';
    const res = await post('/customer_authentication/login', { authenticity_token: token, email, return_to: returnTo });
    return { res, html: await res.text(), token, returnTo, code: await latestCode(email) };
  };
  const submitCode = (token: string, code: string, returnTo = '') => post('/customer_authentication/verify', { authenticity_token: token, code, return_to: returnTo });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
  return { clock, ...client, post, latestCode, requestCode, submitCode, wrong };
}

describe("new customer accounts' sign-in (emulator)", () => {
  it('the redirect route keeps the query on its way to the sign-in page', async () => {
    const { send } = shopper();
    const res = await send('/customer_authentication/redirect?locale=en&region_country=US&return_to=%2Fcart&login_hint=a%40b.example');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/customer_authentication/login?locale=en&region_country=US&return_to=%2Fcart&login_hint=a%40b.example');
  });

  it("shows Shopify's plain sign-in page with the email prefilled from login_hint, without the theme or the app embed", async () => {
    const { send } = shopper();
    const res = await send('/customer_authentication/login?login_hint=sam%2Bnew%40example.com&return_to=%2Fcart');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<h1>Sign in</h1>');
    expect(html).toContain('<label for="email">Email</label>');
    expect(inputValue(html, 'email')).toBe('sam+new@example.com');
    expect(html).toContain('>Continue</button>');
    expect(html).not.toContain('status-config');
    expect(html).not.toContain('<header');
    expect(res.headers.getSetCookie().some((l) => l.startsWith(`${SIGN_IN_COOKIE}=`) && /HttpOnly/i.test(l) && /SameSite=Lax/i.test(l))).toBe(true);
  });

  it('escapes login_hint and return_to, and leaves a login_hint that is not an address out of the box', async () => {
    const { send } = shopper();
    const hostile = '"><script>alert(1)</script>@x.example';
    const html = await (await send(`/customer_authentication/login?login_hint=${encodeURIComponent(hostile)}&return_to=${encodeURIComponent('/"><img src=x onerror=alert(1)>')}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(inputValue(html, 'email')).toBe('');
    expect(inputValue(html, 'return_to')).toBe('/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('signs the shopper in with the emailed code: a store session whose page config has the customer, landing on return_to', async () => {
    const s = shopper();
    const { res, html, token, code, returnTo } = await s.requestCode('shopper@example.com', `?return_to=${encodeURIComponent('/products/canvas-tote?variant=1#reviews')}&login_hint=shopper%40example.com`);
    expect(res.status).toBe(200);
    expect(html).toContain('Sent to <strong>shopper@example.com</strong>');
    expect(html).toMatch(/<label for="code">Code<\/label>\s*<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code"/);
    expect(html).toContain('>Submit</button>');
    expect(html).toContain('Sign in with a different email</a>');
    expect(returnTo).toBe('/products/canvas-tote?variant=1#reviews');

    const done = await s.submitCode(token, code, returnTo);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/products/canvas-tote?variant=1#reviews');
    expect(s.jar.has(SESSION_COOKIE)).toBe(true);
    const page = await (await s.send('/products/canvas-tote')).text();
    expect(configOf(page)).toMatchObject({ customerId: '9001', customerEmail: 'shopper@example.com' });
    expect(page).toContain('Hi, Sam');
  });

  it('creates the customer on first sign-in through customerForEmail, and an off-store return_to lands on /account', async () => {
    const asked: string[] = [];
    const s = shopper({ customerForEmail: async (email) => { asked.push(email); return { id: '5550001', email, firstName: 'Robin', lastName: null }; } });
    const { token, code } = await s.requestCode('robin@example.com', `?return_to=${encodeURIComponent('https://evil.example/phish')}`);
    const done = await s.submitCode(token, code, 'https://evil.example/phish');
    expect(done.headers.get('location')).toBe('/account');
    expect(asked).toEqual(['robin@example.com']);
    const account = await (await s.send('/account')).text();
    expect(account).toContain('<dd>robin@example.com</dd>');
    expect(configOf(account)).toMatchObject({ customerId: '5550001' });
  });

  it("finds or creates the customer in the local Shopify's own data when no customerForEmail is given", async () => {
    const shopify = createLocalShopify({ apiKey: 'demo-status-client-id', apiSecret: DEMO_APP_SECRET, now: () => T0 });
    const s = shopper({ shopify });
    const { token, code } = await s.requestCode('Robin.New@example.com');
    expect((await s.submitCode(token, code)).headers.get('location')).toBe('/account');
    const created = shopify.data.customers.find((c) => c.email === 'robin.new@example.com');
    expect(created).toMatchObject({ state: 'ENABLED', createdAt: T0 });
    const account = await (await s.send('/account')).text();
    expect(configOf(account)).toMatchObject({ customerId: String(created!.id) });
    expect(account).toContain("You haven't placed any orders yet.");

    const again = shopper({ shopify });
    const second = await again.requestCode('SHOPPER@example.com');
    await again.submitCode(second.token, second.code);
    expect(configOf(await (await again.send('/')).text())).toMatchObject({ customerId: '9001' });
    expect(shopify.data.customers).toHaveLength(3);
  });

  it('the mail goes to the store outbox, newest first, with the code in its text', async () => {
    const s = shopper();
    const first = await s.requestCode('outbox@example.com');
    s.clock.t += 1000;
    const second = await s.requestCode('outbox@example.com');
    const body = (await (await s.send('/dev/store-outbox?to=OUTBOX@example.com')).json()) as { data: Array<{ to: string; subject: string; text: string; sentAt: string }> };
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({ to: 'outbox@example.com', sentAt: new Date(T0 + 1000).toISOString() });
    expect(body.data[0]!.text).toContain(second.code);
    expect(body.data[1]!.text).toContain(first.code);
    expect(body.data[0]!.subject).toMatch(/sign-in code/);
    const other = (await (await s.send('/dev/store-outbox?to=nobody@example.com')).json()) as { data: unknown[] };
    expect(other.data).toEqual([]);
  });

  it('a wrong code shows an error on the code form, keeps the email, and starts no session', async () => {
    const s = shopper();
    const { token, code } = await s.requestCode('shopper@example.com');
    const res = await s.submitCode(token, s.wrong(code));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(alertOf(html)).toBe('Incorrect code. Try again.');
    expect(html).toContain('Sent to <strong>shopper@example.com</strong>');
    expect(s.jar.has(SESSION_COOKIE)).toBe(false);
    // the right code still works after one wrong try
    expect((await s.submitCode(token, code)).status).toBe(302);
  });

  it('a code older than 10 minutes is refused and a new one must be sent', async () => {
    const s = shopper();
    const { token, code } = await s.requestCode('shopper@example.com');
    s.clock.t += 10 * 60_000 + 1;
    const res = await s.submitCode(token, code);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(alertOf(html)).toBe('This code has expired. Send a new code to try again.');
    expect(html).toContain('>Send a new code</button>');
    expect(s.jar.has(SESSION_COOKIE)).toBe(false);
  });

  it('the fifth wrong try burns the code: even the right one is then refused', async () => {
    const s = shopper();
    const { token, code } = await s.requestCode('shopper@example.com');
    for (let i = 0; i < 4; i++) expect(alertOf(await (await s.submitCode(token, s.wrong(code))).text())).toBe('Incorrect code. Try again.');
    expect(alertOf(await (await s.submitCode(token, s.wrong(code))).text())).toBe('Too many attempts. Send a new code to try again.');
    const after = await s.submitCode(token, code);
    expect(after.status).toBe(422);
    expect(s.jar.has(SESSION_COOKIE)).toBe(false);
    // a new code works
    const fresh = await s.requestCode('shopper@example.com');
    expect((await s.submitCode(fresh.token, fresh.code)).status).toBe(302);
  });

  it('a code works once: reposting it after signing out does not sign in again', async () => {
    const s = shopper();
    const { token, code } = await s.requestCode('shopper@example.com');
    expect((await s.submitCode(token, code)).status).toBe(302);
    await s.send('/account/logout');
    expect(s.jar.has(SESSION_COOKIE)).toBe(false);
    const again = await s.submitCode(token, code);
    expect(again.status).toBe(422);
    expect(alertOf(await again.text())).toBe('This code is no longer valid. Send a new code to try again.');
    expect(s.jar.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a form without the visitor\'s form token (CSRF) and sends no code', async () => {
    const s = shopper();
    await s.send('/customer_authentication/login');
    const res = await s.post('/customer_authentication/login', { authenticity_token: 'f'.repeat(48), email: 'victim@example.com' });
    expect(res.status).toBe(403);
    expect(alertOf(await res.text())).toBe('Your session expired. Try again.');
    const outbox = (await (await s.send('/dev/store-outbox?to=victim@example.com')).json()) as { data: unknown[] };
    expect(outbox.data).toEqual([]);
  });

  it('an address that is not one gets a clear error and no code', async () => {
    const s = shopper();
    const token = tokenOf(await (await s.send('/customer_authentication/login')).text());
    const res = await s.post('/customer_authentication/login', { authenticity_token: token, email: 'not-an-address' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(alertOf(html)).toBe('Enter a valid email');
    expect(inputValue(html, 'email')).toBe('not-an-address');
  });
});

describe("new customer accounts' sign-in under a Markets language", () => {
  it('walks the whole sign-in under /de/ and lands on the German return_to', async () => {
    const s = shopper();
    const login = await (await s.send('/de/customer_authentication/login?return_to=%2Fde%2Fcart')).text();
    expect(login).toContain('action="/de/customer_authentication/login"');
    const token = tokenOf(login);
    const codePage = await (await s.post('/de/customer_authentication/login', { authenticity_token: token, email: 'shopper@example.com', return_to: '/de/cart' })).text();
    expect(codePage).toContain('action="/de/customer_authentication/verify"');
    const done = await s.post('/de/customer_authentication/verify', { authenticity_token: token, code: await s.latestCode('shopper@example.com'), return_to: '/de/cart' });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/de/cart');
    expect(configOf(await (await s.send('/de/cart')).text())).toMatchObject({ customerId: '9001' });
  });

  it('a visitor already signed in to the store skips the form and goes to return_to', async () => {
    const s = shopper();
    const { token, code } = await s.requestCode('shopper@example.com');
    await s.submitCode(token, code);
    const res = await s.send('/customer_authentication/login?return_to=%2Fcollections%2Fall&login_hint=shopper%40example.com');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/collections/all');
  });
});

describe('/account/login by store kind', () => {
  it("a 'new' store hands /account/login to the new sign-in, with the locale and country", async () => {
    const { send } = shopper();
    const res = await send('/account/login?customer-accounts=new');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/customer_authentication/redirect?locale=en&region_country=US');
    const de = await send('/de/account/login');
    expect(de.headers.get('location')).toBe('/de/customer_authentication/redirect?locale=de&region_country=US');
  });

  it("the classic store's /account/login page is unchanged", async () => {
    const { send } = shopper();
    const res = await send('/account/login?customer-accounts=classic');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Log in</h1>');
  });

  it("the theme's Log in link follows routes.account_login_url for the kind", async () => {
    const { send } = shopper();
    expect(await (await send('/')).text()).toContain('<a href="/account/login">Log in</a>');
    expect(await (await send('/?customer-accounts=new')).text()).toContain('<a href="/customer_authentication/redirect?locale=en&amp;region_country=US">Log in</a>');
    expect(await (await send('/de/')).text()).toContain('<a href="/de/customer_authentication/redirect?locale=de&amp;region_country=US">Log in</a>');
  });
});

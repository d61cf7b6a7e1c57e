// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopifyCustomerByEmail } from './shopify-data';
import { anonToken, createHarness, HARNESS_START_MS, NOW, readCustomToken, STORE_ORIGIN, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopId = 'demo-shop';
const returnUrl = `${STORE_ORIGIN}/products/canvas-tote?variant=400070011#status-foryou`;

const create = (email: string, extra: Record<string, unknown> = {}, uid = 'anon-link') =>
  h.call('POST', '/authentication/create-magic-link', { token: anonToken(uid), data: { shopId, email, statusId: uid, returnUrl, ...extra } });

/** Requests a link for `email` and reads codeId and token back out of the mailed link. */
async function requestLink(email: string) {
  const res = await create(email, {}, `anon-link-${email.toLowerCase()}`);
  expect(res.status).toBe(200);
  const mail = h.mails.filter((m) => m.to === email.toLowerCase()).at(-1)!;
  const match = /(http\S+)#status-magic-link:([^+\s]+)\+([A-Za-z0-9_-]+)/.exec(mail.text)!;
  return { codeId: res.json.data.codeId as string, base: match[1], linkCodeId: match[2], token: match[3], mail };
}

const validate = (codeId: unknown, token: unknown, uid = 'anon-open') =>
  h.call('POST', '/authentication/validate-magic-link', { token: anonToken(uid), data: { shopId, codeId, token } });

const INVALID = { status: 400, json: { error: { code: 'invalid-link', message: 'Could not log into your account' } } };

describe('POST /authentication/create-magic-link', () => {
  it('mails a single link to the return page and stores only a hash of its token', async () => {
    const { codeId, base, linkCodeId, token, mail } = await requestLink('Linker@Example.com');
    expect(mail.subject).toBe('Your login link');
    expect(base).toBe(`${STORE_ORIGIN}/products/canvas-tote?variant=400070011`);
    expect(linkCodeId).toBe(codeId);
    expect(Buffer.from(token, 'base64url')).toHaveLength(24);
    expect(mail.html).toContain(`#status-magic-link:${codeId}+${token}`);
    expect(mail.text).not.toContain('#status-foryou');
    const { rows } = await h.db.query<Record<string, unknown>>('SELECT * FROM login_codes WHERE id = $1', [codeId]);
    expect(rows[0]).toMatchObject({ kind: 'magic-link', email: 'linker@example.com', uid: 'anon-link-linker@example.com', used: false, attempts: 0 });
    expect((rows[0].expires_at as Date).getTime()).toBe(NOW + 900_000);
    for (const value of Object.values(rows[0])) expect(String(value)).not.toContain(token);
  });

  it.each([
    ['not-an-email', 100],
    ['a@b', 101],
    ['blocked@invalid.test', 102],
  ])('refuses %j with code %i, as create-otc does', async (email, code) => {
    const res = await create(email);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe(code);
  });

  it.each([
    ['another origin', 'https://evil.example/account'],
    ['another port', 'http://127.0.0.1:3999/'],
    ['a relative path', '/account'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['nothing', undefined],
  ])('refuses a returnUrl on %s with bad-return-url', async (_, url) => {
    const res = await create('ok@example.com', { returnUrl: url });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('bad-return-url');
  });

  it('answers a failed mail with email-failed and keeps no code', async () => {
    h.mailFailure.error = new Error('smtp down');
    const res = await create('linkfail@example.com');
    h.mailFailure.error = null;
    expect(res.status).toBe(502);
    expect(res.json.error.code).toBe('email-failed');
    expect((await h.db.query("SELECT 1 FROM login_codes WHERE email = 'linkfail@example.com'")).rows).toHaveLength(0);
  });
});

describe('POST /authentication/validate-magic-link', () => {
  it('signs in once: a custom token for the seeded customer', async () => {
    const { codeId, token } = await requestLink('shopper@example.com');
    const res = await validate(codeId, token);
    expect(res.status).toBe(200);
    expect(readCustomToken(res.json.data.token)).toEqual({
      uid: 'customer-9001', claims: { email: 'shopper@example.com', shopId, customerId: '9001' },
    });
    expect(await validate(codeId, token)).toEqual(INVALID);
  });

  it('creates the customer for a new email', async () => {
    const { codeId, token } = await requestLink('newlink@example.com');
    const res = await validate(codeId, token);
    const created = shopifyCustomerByEmail(h, 'newlink@example.com');
    expect(created).toBeDefined();
    expect(readCustomToken(res.json.data.token).claims.customerId).toBe(String(created!.id));
  });

  it('refuses unknown, malformed, expired and otc code ids', async () => {
    expect(await validate('no-such-id', 'x')).toEqual(INVALID);
    expect(await validate(undefined, 'x')).toEqual(INVALID);
    const { codeId, token } = await requestLink('late-link@example.com');
    h.clock.now = NOW + 900_001;
    const late = await validate(codeId, token);
    h.clock.now = NOW;
    expect(late).toEqual(INVALID);
    const otc = await h.call('POST', '/authentication/create-otc', { data: { shopId, email: 'otc-only@example.com' } });
    expect(await validate(otc.json.data.codeId, 'anything')).toEqual(INVALID);
  });

  it('takes five wrong tokens per link, and they do not lock the address out of code sign-in', async () => {
    const email = 'guess-link@example.com';
    const { codeId, token } = await requestLink(email);
    for (let i = 0; i < 4; i++) expect(await validate(codeId, `${token.slice(0, -2)}AA`, 'anon-guesser')).toEqual(INVALID);
    expect(await validate(codeId, 42, 'anon-guesser')).toEqual(INVALID);
    // The link is spent for good, even with its right token.
    expect(await validate(codeId, token, 'anon-owner')).toEqual(INVALID);
    // The shopper's own code still signs them in.
    const otc = await h.call('POST', '/authentication/create-otc', { token: anonToken('anon-shopper'), data: { shopId, email } });
    const code = /\b(\d{4})\b/.exec(h.mails.at(-1)!.text)![1];
    const res = await h.call('POST', '/authentication/validate-otc', { token: anonToken('anon-shopper'), data: { shopId, otp: Number(code), ids: [otc.json.data.codeId] } });
    expect(res.status).toBe(200);
  });
});

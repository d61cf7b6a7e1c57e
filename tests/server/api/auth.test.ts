// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopifyCustomerByEmail } from './shopify-data';
import { anonToken, createHarness, HARNESS_START_MS, NOW, readCustomToken, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopId = 'demo-shop';

/** One session per address unless a test says otherwise (codes are bound to the session that asked). */
const sessionOf = (email: string) => `anon-${email.toLowerCase()}`;

async function requestCode(email: string, uid = sessionOf(email)) {
  const res = await h.call('POST', '/authentication/create-otc', { token: anonToken(uid), data: { shopId, email } });
  expect(res.status).toBe(200);
  const mail = h.mails.filter((m) => m.to === email.toLowerCase()).at(-1)!;
  const code = /\b(\d{4})\b/.exec(mail.text)![1];
  return { codeId: res.json.data.codeId as string, code, mail };
}

/** validate-otc from the session that asked for `ids[0]` (the widget's case), or as `uid`. */
async function validate(otp: number, ids: string[], uid?: string) {
  const { rows } = await h.db.query<{ uid: string }>('SELECT uid FROM login_codes WHERE id = $1', [ids[0] ?? '']);
  return h.call('POST', '/authentication/validate-otc', { token: anonToken(uid ?? rows[0]?.uid ?? 'anon-1'), data: { shopId, otp, ids } });
}

/** A code (as the number the widget sends) that is none of `codes`. */
function otherThan(...codes: string[]): number {
  let n = 0;
  while (codes.includes(String(n).padStart(4, '0'))) n++;
  return n;
}

describe('POST /authentication/create-otc', () => {
  it('mails a 4-digit code and stores only its hash', async () => {
    const { codeId, code, mail } = await requestCode('new.person@example.com');
    expect(mail.subject).toBe('Your login code');
    expect(code).toMatch(/^\d{4}$/);
    expect(mail.html).toContain(code);
    const { rows } = await h.db.query<Record<string, unknown>>('SELECT * FROM login_codes WHERE id = $1', [codeId]);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({ email: 'new.person@example.com', attempts: 0, used: false, uid: 'anon-new.person@example.com' });
    expect((row.expires_at as Date).getTime()).toBe(NOW + 600_000);
    for (const value of Object.values(row)) expect(String(value)).not.toContain(code);
  });

  it.each([
    ['not-an-email', 100],
    ['', 100],
    ['a@b', 101],
    ['someone@exa mple.com', 100],
    ['someone@-bad-.com', 101],
    ['blocked@invalid.test', 102],
  ])('refuses %j with code %i', async (email, code) => {
    const res = await h.call('POST', '/authentication/create-otc', { data: { shopId, email } });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe(code);
    if (code === 101) expect(res.json.error.message).toContain(email);
  });

  it('answers a failed mail with the email-failed error and keeps no code', async () => {
    h.mailFailure.error = new Error('smtp down');
    const res = await h.call('POST', '/authentication/create-otc', { token: anonToken('mail-fail'), data: { shopId, email: 'fail@example.com' } });
    h.mailFailure.error = null;
    expect(res.status).toBeGreaterThan(499);
    expect(res.json.error.message).toBe("We weren't able to email you a login code. Please try again later.");
    const { rows } = await h.db.query("SELECT 1 FROM login_codes WHERE email = 'fail@example.com'");
    expect(rows).toHaveLength(0);
  });
});

describe('GET /authentication/create-otc', () => {
  it("returns the bearer's latest pending code, or null", async () => {
    expect((await h.call('GET', '/authentication/create-otc', { token: anonToken('nobody') })).json).toEqual({ data: null });
    await requestCode('pending@example.com', 'pending-uid');
    const { codeId } = await requestCode('pending2@example.com', 'pending-uid');
    const res = await h.call('GET', '/authentication/create-otc', { token: anonToken('pending-uid') });
    expect(res.json.data).toEqual({ codeId, email: 'pending2@example.com', cacheUntil: NOW + 600_000 });
  });
});

describe('POST /authentication/validate-otc', () => {
  it('signs in with the right code: a custom token for a new customer', async () => {
    const { codeId, code } = await requestCode('Fresh@Example.com');
    const res = await validate(Number(code), [codeId]);
    expect(res.status).toBe(200);
    const { uid, claims } = readCustomToken(res.json.data.token);
    // Shopify creates the account on first sign-in; the app maps it
    const created = shopifyCustomerByEmail(h, 'fresh@example.com');
    expect(created).toBeDefined();
    const id = String(created!.id);
    expect((await h.db.query('SELECT id FROM customers WHERE id = $1', [id])).rows).toHaveLength(1);
    expect(uid).toBe(`customer-${id}`);
    expect(claims).toEqual({ email: 'fresh@example.com', shopId, customerId: id });
  });

  it('finds the seeded customer for a known email', async () => {
    const { codeId, code } = await requestCode('shopper@example.com');
    const res = await validate(Number(code), [codeId]);
    expect(readCustomToken(res.json.data.token).claims.customerId).toBe('9001');
  });

  it('accepts a code whose leading zeros were lost', async () => {
    const { codeId } = await requestCode('zeros@example.com');
    // Replace the stored hash with one of '0042' to make the case deterministic.
    const { hashCode } = await import('../../../server/api/lib/codes');
    const { hash, salt } = await hashCode('0042');
    await h.db.query('UPDATE login_codes SET code_hash = $2, salt = $3 WHERE id = $1', [codeId, hash, salt]);
    expect((await validate(42, [codeId])).status).toBe(200);
  });

  it('accepts a code only once', async () => {
    const { codeId, code } = await requestCode('once@example.com');
    expect((await validate(Number(code), [codeId])).status).toBe(200);
    const again = await validate(Number(code), [codeId]);
    expect(again).toEqual({ status: 400, json: { error: { code: 'invalid-code', message: 'The code you entered is incorrect' } } });
  });

  it('refuses an expired code', async () => {
    const { codeId, code } = await requestCode('late@example.com');
    h.clock.now = NOW + 600_001;
    const res = await validate(Number(code), [codeId]);
    h.clock.now = NOW;
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid-code');
  });

  it('refuses a wrong code, counting the attempt on every listed code', async () => {
    const first = await requestCode('wrong@example.com');
    const second = await requestCode('wrong@example.com');
    const res = await validate(otherThan(first.code, second.code), [first.codeId, second.codeId]);
    expect(res).toEqual({ status: 400, json: { error: { code: 'invalid-code', message: 'The code you entered is incorrect' } } });
    const { rows } = await h.db.query<{ attempts: number }>('SELECT attempts FROM login_codes WHERE id = ANY($1::text[])', [[first.codeId, second.codeId]]);
    expect(rows.map((r) => r.attempts)).toEqual([1, 1]);
    expect((await validate(Number(second.code), [first.codeId, second.codeId])).status).toBe(200);
  });

  it('answers the fifth wrong code with Too many attempts. and then refuses even the right code', async () => {
    const { codeId, code } = await requestCode('guess@example.com');
    for (let i = 0; i < 4; i++) {
      const res = await validate(otherThan(code), [codeId]);
      expect(res.status).toBe(400);
    }
    expect(await validate(otherThan(code), [codeId])).toEqual({ status: 429, json: { error: { code: 'too-many-attempts', message: 'Too many attempts.' } } });
    const res = await validate(Number(code), [codeId]);
    expect(res).toEqual({ status: 429, json: { error: { code: 'too-many-attempts', message: 'Too many attempts.' } } });
    // A new code is a new set of guesses (the session's and the address's limits still count).
    const fresh = await requestCode('guess@example.com');
    expect((await validate(Number(fresh.code), [fresh.codeId])).status).toBe(200);
  });

  it('refuses unknown ids and a malformed request', async () => {
    expect((await validate(1234, ['no-such-id'])).json.error.code).toBe('invalid-code');
    expect((await validate(1234, [])).status).toBe(400);
    expect((await h.call('POST', '/authentication/validate-otc', { data: { shopId, otp: 1 } })).status).toBe(400);
  });
});

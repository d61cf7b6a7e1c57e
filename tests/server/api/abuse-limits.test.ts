// @vitest-environment node
// The sign-in and tracking abuse limits of docs/deploying.md 'Abuse limits' (server/api/lib/limits.ts),
// as an attacker and as the real shopper meet them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addHits, hitsOf, limitKeys, LIMITS } from '../../../server/api/lib/limits';
import { anonToken, createHarness, HARNESS_START_MS, NOW, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const shopId = 'demo-shop';
const DAY = 24 * 3_600_000;
let day = 0;
// Each test runs on its own day, so the windows of one test never reach into the next.
beforeEach(() => {
  day += 1;
  h.clock.now = NOW + day * DAY;
});

const TOO_MANY_ATTEMPTS = { status: 429, json: { error: { code: 'too-many-attempts', message: 'Too many attempts.' } } };

async function requestCode(email: string, uid: string, ip?: string) {
  const res = await h.call('POST', '/authentication/create-otc', { token: anonToken(uid), data: { shopId, email }, ip });
  if (res.status !== 200) return { res, codeId: '', code: '' };
  const code = /\b(\d{4})\b/.exec(h.mails.filter((m) => m.to === email).at(-1)!.text)![1];
  return { res, codeId: res.json.data.codeId as string, code };
}

const validate = (uid: string, otp: number, ids: string[], ip?: string) =>
  h.call('POST', '/authentication/validate-otc', { token: anonToken(uid), data: { shopId, otp, ids }, ip });

const wrong = (code: string) => (Number(code) + 1) % 10_000;

describe('sending codes', () => {
  it(`mails at most ${LIMITS.sendPerSession.max} codes per session in 15 minutes, then answers 429 until the window passes`, async () => {
    for (let i = 0; i < LIMITS.sendPerSession.max; i++) expect((await requestCode(`s${i}@example.com`, 'send-session')).res.status).toBe(200);
    const over = await requestCode('s-over@example.com', 'send-session');
    expect(over.res.status).toBe(429);
    expect(over.res.json.error.code).toBe('too-many-requests');
    expect(h.mails.some((m) => m.to === 's-over@example.com')).toBe(false);
    h.clock.now += LIMITS.sendPerSession.windowMs;
    expect((await requestCode('s-over@example.com', 'send-session')).res.status).toBe(200);
  });

  it(`mails one address at most ${LIMITS.sendPerEmailAndIp.max} codes an hour from one client address, and the shopper elsewhere still gets theirs`, async () => {
    for (let i = 0; i < LIMITS.sendPerEmailAndIp.max; i++) expect((await requestCode('bombed@example.com', `bomber-${i}`, '203.0.113.50')).res.status).toBe(200);
    const over = await requestCode('bombed@example.com', 'bomber-new', '203.0.113.50');
    expect(over.res.status).toBe(429);
    expect(h.mails.filter((m) => m.to === 'bombed@example.com')).toHaveLength(LIMITS.sendPerEmailAndIp.max);
    const shopper = await requestCode('bombed@example.com', 'bombed-shopper', '198.51.100.77');
    expect((await validate('bombed-shopper', Number(shopper.code), [shopper.codeId], '198.51.100.77')).status).toBe(200);
  });

  it(`mails one address at most ${LIMITS.sendPerEmail.max} codes a day in all (the mail-bombing ceiling)`, async () => {
    for (let i = 0; i < LIMITS.sendPerEmail.max; i++) {
      expect((await requestCode('ceiling-mail@example.com', `mailer-${i}`, `192.0.2.${i}`)).res.status).toBe(200);
    }
    expect((await requestCode('ceiling-mail@example.com', 'mailer-last', '192.0.2.200')).res.status).toBe(429);
    expect(h.mails.filter((m) => m.to === 'ceiling-mail@example.com')).toHaveLength(LIMITS.sendPerEmail.max);
  });

  it(`mails at most ${LIMITS.sendPerIp.max} codes per client address in 15 minutes, however many sessions it makes`, async () => {
    for (let i = 0; i < LIMITS.sendPerIp.max; i++) expect((await requestCode(`ip${i}@example.com`, `ip-session-${i}`, '203.0.113.7')).res.status).toBe(200);
    expect((await requestCode('ip-over@example.com', 'ip-session-new', '203.0.113.7')).res.status).toBe(429);
    expect((await requestCode('ip-over@example.com', 'ip-session-new', '203.0.113.8')).res.status).toBe(200);
  });

  it("the local stack's DELETE /dev/rate-limits lets a blocked address mail again, and keeps each session's own limit", async () => {
    for (let i = 0; i < LIMITS.sendPerIp.max; i++) expect((await requestCode(`reset${i}@example.com`, `reset-session-${i}`, '203.0.113.9')).res.status).toBe(200);
    for (let i = 0; i < LIMITS.sendPerSession.max - 1; i++) expect((await requestCode(`own${i}@example.com`, 'reset-busy', '198.51.100.9')).res.status).toBe(200);
    expect((await requestCode('reset-over@example.com', 'reset-new', '203.0.113.9')).res.status).toBe(429);
    const reset = await h.call('DELETE', '/dev/rate-limits', { token: null });
    expect(reset.status).toBe(200);
    expect(reset.json.data.deleted).toBeGreaterThan(0);
    expect((await requestCode('reset-over@example.com', 'reset-new', '203.0.113.9')).res.status).toBe(200);
    expect((await requestCode('own-last@example.com', 'reset-busy', '198.51.100.9')).res.status).toBe(200);
    expect((await requestCode('own-over@example.com', 'reset-busy', '198.51.100.9')).res.status).toBe(429);
  });
});

describe('checking codes', () => {
  it("does not accept a code from another session, even the right one, and the shopper's session still signs in", async () => {
    const shopper = await requestCode('bound@example.com', 'shopper-session');
    expect(await validate('attacker-session', Number(shopper.code), [shopper.codeId])).toEqual({
      status: 400, json: { error: { code: 'invalid-code', message: 'The code you entered is incorrect' } },
    });
    expect((await validate('shopper-session', Number(shopper.code), [shopper.codeId])).status).toBe(200);
  });

  it(`counts every listed code id: ${LIMITS.validatePerSession.max} ids in 15 minutes per session, then Too many attempts. even for the right code`, async () => {
    const codes: Array<{ codeId: string; code: string }> = [];
    for (let i = 0; i < 5; i++) codes.push(await requestCode('lister@example.com', 'lister'));
    const ids = codes.map((c) => c.codeId);
    // 5 ids twice = 10 checks: the session's allowance, spent on one wrong code.
    const notAny = [...Array(10_000).keys()].find((n) => !codes.some((c) => Number(c.code) === n))!;
    expect((await validate('lister', notAny, ids)).status).toBe(400);
    expect((await validate('lister', notAny, ids)).status).toBe(400);
    expect(await validate('lister', Number(codes[4].code), [codes[4].codeId])).toEqual(TOO_MANY_ATTEMPTS);
    // An hour on, the session's checks (and this client's sends to the address) are allowed again.
    h.clock.now += LIMITS.sendPerEmailAndIp.windowMs;
    const fresh = await requestCode('lister@example.com', 'lister');
    expect((await validate('lister', Number(fresh.code), [fresh.codeId])).status).toBe(200);
  });

  it(`checks at most ${LIMITS.validatePerIp.max} code ids per client address in 15 minutes across sessions`, async () => {
    const ip = '198.51.100.20';
    const sessions = Math.ceil(LIMITS.validatePerIp.max / 10);
    for (let s = 0; s < sessions; s++) {
      const ids = Array.from({ length: 10 }, (_, i) => `unknown-${s}-${i}`);
      expect((await validate(`ip-guesser-${s}`, 1234, ids, ip)).status).toBe(400);
    }
    const { codeId, code } = await requestCode('ip-victim@example.com', 'ip-guesser-last', '198.51.100.21');
    expect(await validate('ip-guesser-last', Number(code), [codeId], ip)).toEqual(TOO_MANY_ATTEMPTS);
    expect((await validate('ip-guesser-last', Number(code), [codeId], '198.51.100.21')).status).toBe(200);
  });

  it("an attacker's wrong guesses on codes they asked for the shopper's address do not keep the shopper out", async () => {
    const email = 'target@example.com';
    // Two attacker sessions (each its own device) burn their codes: 10 wrong guesses on the address.
    for (const s of ['attacker-a', 'attacker-b']) {
      const { codeId, code } = await requestCode(email, s);
      for (let i = 0; i < 4; i++) expect((await validate(s, wrong(code), [codeId])).status).toBe(400);
      expect(await validate(s, wrong(code), [codeId])).toEqual(TOO_MANY_ATTEMPTS);
    }
    const shopper = await requestCode(email, 'target-shopper');
    expect((await validate('target-shopper', Number(shopper.code), [shopper.codeId])).status).toBe(200);
  });

  it(`stops every session at ${LIMITS.wrongPerEmail.max} wrong codes for one address in a day (the ceiling a distributed attack meets)`, async () => {
    const email = 'ceiling@example.com';
    let guesses = 0;
    for (let s = 0; guesses < LIMITS.wrongPerEmail.max; s++) {
      // a new hour every two sessions keeps the address under its sending limit
      h.clock.now += s % 2 === 0 ? 3_600_000 : 0;
      const { codeId, code } = await requestCode(email, `ceiling-${s}`, `192.0.2.${s}`);
      for (let i = 0; i < 5 && guesses < LIMITS.wrongPerEmail.max; i++, guesses++) await validate(`ceiling-${s}`, wrong(code), [codeId], `192.0.2.${s}`);
    }
    h.clock.now += 3_600_000;
    const late = await requestCode(email, 'ceiling-shopper', '192.0.2.250');
    expect(await validate('ceiling-shopper', Number(late.code), [late.codeId], '192.0.2.250')).toEqual(TOO_MANY_ATTEMPTS);
  });
});

describe('tracking events', () => {
  /** A call of `n` events from `uid` (the widget sends at most 100 at once), from `ip` when given. */
  const send = (uid: string, n: number, ip?: string, tag = uid) => h.call('POST', '/tracking/event/inject', {
    token: anonToken(uid), ip,
    body: JSON.stringify({ events: Object.fromEntries(Array.from({ length: n }, (_, i) => [
      `${tag}-${h.clock.now}-${i}`, { event: 'product_view', event_data: { productId: 7001 }, status_id: uid, shop_id: shopId },
    ])) }),
  });
  const storedFrom = async (uid: string) =>
    (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tracking_events WHERE status_id = $1', [uid])).rows[0]!.n;
  const TOO_MANY_EVENTS = { status: 429, json: { error: { code: 'too-many-requests', message: 'Too many tracking events. Please try again later.' } } };

  it(`takes at most ${LIMITS.trackPerCaller.max} events an hour from one visitor, then 429 and stores nothing of the call until the hour passes`, async () => {
    const calls = LIMITS.trackPerCaller.max / 100;
    for (let i = 0; i < calls; i++) expect((await send('tracker', 100, undefined, `tracker-${i}`)).status).toBe(200);
    expect(await send('tracker', 1, undefined, 'tracker-over')).toEqual(TOO_MANY_EVENTS);
    expect(await storedFrom('tracker')).toBe(LIMITS.trackPerCaller.max);
    h.clock.now += LIMITS.trackPerCaller.windowMs;
    expect((await send('tracker', 1, undefined, 'tracker-later')).status).toBe(200);
  });

  it(`takes at most ${LIMITS.trackPerIp.max} events an hour from one client address, however many visitors it makes, and another address still sends`, async () => {
    const ip = '203.0.113.70';
    // the address's earlier traffic this hour: all but 100 of its allowance
    await addHits(h.db, [[limitKeys.trackIp(ip), LIMITS.trackPerIp, LIMITS.trackPerIp.max - 100]], h.clock.now);
    expect((await send('ip-tracker-1', 100, ip)).status).toBe(200);
    expect(await send('ip-tracker-2', 1, ip)).toEqual(TOO_MANY_EVENTS);
    expect(await storedFrom('ip-tracker-2')).toBe(0);
    expect((await send('ip-tracker-2', 1, '203.0.113.71')).status).toBe(200);
  });

  it(`takes at most ${LIMITS.trackPerShop.max} events a day for one shop from everyone together`, async () => {
    await addHits(h.db, [[limitKeys.trackShop(shopId), LIMITS.trackPerShop, LIMITS.trackPerShop.max - 10]], h.clock.now);
    expect((await send('shop-tracker-1', 10, '198.51.100.80')).status).toBe(200);
    expect(await send('shop-tracker-2', 1, '198.51.100.81')).toEqual(TOO_MANY_EVENTS);
    expect(await storedFrom('shop-tracker-2')).toBe(0);
    h.clock.now += LIMITS.trackPerShop.windowMs;
    expect((await send('shop-tracker-2', 1, '198.51.100.81')).status).toBe(200);
  });

  it("a visitor over their own limit does not spend the shop's allowance", async () => {
    await addHits(h.db, [[limitKeys.trackUid('blocked-tracker'), LIMITS.trackPerCaller, LIMITS.trackPerCaller.max]], h.clock.now);
    const before = await hitsOf(h.db, limitKeys.trackShop(shopId), LIMITS.trackPerShop, h.clock.now);
    for (let i = 0; i < 5; i++) expect(await send('blocked-tracker', 100, undefined, `blocked-${i}`)).toEqual(TOO_MANY_EVENTS);
    expect(await hitsOf(h.db, limitKeys.trackShop(shopId), LIMITS.trackPerShop, h.clock.now)).toBe(before);
    expect(await storedFrom('blocked-tracker')).toBe(0);
  });
});

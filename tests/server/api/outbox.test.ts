// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonToken, createHarness, HARNESS_START_MS, NOW, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

describe('GET /dev/outbox', () => {
  it('lists the mail sent to an address, newest first, without a token', async () => {
    for (const [i, email] of ['box@example.com', 'else@example.com', 'box@example.com'].entries()) {
      h.clock.now = NOW + i * 1000;
      const res = await h.call('POST', '/authentication/create-otc', { token: anonToken(), data: { shopId: 'demo-shop', email } });
      expect(res.status).toBe(200);
    }
    const res = await h.call('GET', '/dev/outbox?to=BOX@example.com', { token: null });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(2);
    const [latest, earlier] = res.json.data;
    expect(Object.keys(latest).sort()).toEqual(['html', 'sentAt', 'subject', 'text', 'to']);
    expect(latest).toMatchObject({ to: 'box@example.com', subject: 'Your login code', sentAt: new Date(NOW + 2000).toISOString() });
    expect(earlier.sentAt).toBe(new Date(NOW).toISOString());
    expect(latest.text).toContain(h.mails.at(-1)!.text.match(/\d{4}/)![0]);
  });

  it('keeps at most the last 20', async () => {
    // 22 sessions, one code each, spread over hours (one address gets at most 10 codes an hour)
    for (let i = 0; i < 22; i++) {
      h.clock.now = NOW + 3_600_000 + i * 600_000;
      const res = await h.call('POST', '/authentication/create-otc', { token: anonToken(`many-${i}`), data: { shopId: 'demo-shop', email: 'many@example.com' } });
      expect(res.status).toBe(200);
    }
    h.clock.now = NOW;
    const res = await h.call('GET', '/dev/outbox?to=many@example.com', { token: null });
    expect(res.json.data).toHaveLength(20);
    expect((await h.call('GET', '/dev/outbox?to=none@example.com', { token: null })).json).toEqual({ data: [] });
  });
});

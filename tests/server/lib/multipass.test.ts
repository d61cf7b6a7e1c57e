// @vitest-environment node
import { createCipheriv, createHash, createHmac } from 'node:crypto';
import { encodeMultipass, decodeMultipass, MULTIPASS_MAX_AGE_MS } from '../../../server/lib/multipass';

const SECRET = 'demo-multipass-secret';
const now = Date.parse('2026-11-22T12:00:00Z');

test('a store login token round-trips the customer and is stamped with its creation time', () => {
  const token = encodeMultipass(SECRET, { email: 'shopper@example.com', return_to: '/collections/all', identifier: '9001' }, now);
  expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(decodeMultipass(SECRET, token, now + 1000)).toEqual({
    customer: { email: 'shopper@example.com', return_to: '/collections/all', identifier: '9001', created_at: '2026-11-22T12:00:00.000Z' },
  });
});

test('decodes a token built step by step as Shopify documents it', () => {
  const material = createHash('sha256').update(SECRET).digest();
  const iv = Buffer.alloc(16, 7);
  const cipher = createCipheriv('aes-128-cbc', material.subarray(0, 16), iv);
  const body = Buffer.concat([iv, cipher.update(JSON.stringify({ email: 'a@b.co', created_at: '2026-11-22T11:59:00Z' })), cipher.final()]);
  const token = Buffer.concat([body, createHmac('sha256', material.subarray(16, 32)).update(body).digest()]).toString('base64url');
  expect(decodeMultipass(SECRET, token, now)).toEqual({ customer: { email: 'a@b.co', created_at: '2026-11-22T11:59:00Z' } });
});

test('a token signed with another secret, tampered with, expired or junk is refused', () => {
  const token = encodeMultipass(SECRET, { email: 'shopper@example.com' }, now);
  expect(decodeMultipass('other-secret', token, now)).toEqual({ error: 'bad-signature' });
  const bytes = Buffer.from(token, 'base64url');
  bytes[20] ^= 1;
  expect(decodeMultipass(SECRET, bytes.toString('base64url'), now)).toEqual({ error: 'bad-signature' });
  expect(decodeMultipass(SECRET, token, now + MULTIPASS_MAX_AGE_MS + 1)).toEqual({ error: 'expired' });
  expect(decodeMultipass(SECRET, 'abc', now)).toEqual({ error: 'malformed' });
});

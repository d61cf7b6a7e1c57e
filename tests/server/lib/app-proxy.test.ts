// @vitest-environment node
import { createHmac } from 'node:crypto';
import {
  APP_PROXY_MAX_AGE_S, appProxyMessage, signAppProxyQuery, signedAppProxyQuery, verifyAppProxyQuery,
} from '../../../server/lib/app-proxy';

// shopify.dev 'Authenticate app proxies': secret 'hush'; the page writes the shop as
// '{shop}.myshopify.com', and its published digests are those of 'shop-name.myshopify.com'.
const DOC_QUERY = 'extra=1&extra=2&shop=shop-name.myshopify.com&logged_in_customer_id=1&path_prefix=%2Fapps%2Fawesome_reviews&timestamp=1317327555';
const DOC_SIGNATURE = '4c68c8624d737112c91818c11017d24d334b524cb5c2b8ba08daa056f7395ddb';
const DOC_NOW = 1317327555_000;

const SECRET = 'app-secret-for-tests';
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const signed = (fields: Partial<{ customer: string; timestamp: number; query: string }> = {}) => signedAppProxyQuery(
  new URLSearchParams(fields.query ?? 'locale=de'),
  { shop: 'demo-shop.myshopify.com', loggedInCustomerId: fields.customer ?? '9001', pathPrefix: '/apps/status', timestamp: fields.timestamp ?? NOW / 1000 },
  SECRET,
);

test("Shopify's documented example: the message and the signature match the page", () => {
  const params = new URLSearchParams(DOC_QUERY);
  expect(appProxyMessage(params)).toBe('extra=1,2logged_in_customer_id=1path_prefix=/apps/awesome_reviewsshop=shop-name.myshopify.comtimestamp=1317327555');
  expect(signAppProxyQuery(params, 'hush')).toBe(DOC_SIGNATURE);
  expect(verifyAppProxyQuery(new URLSearchParams(`${DOC_QUERY}&signature=${DOC_SIGNATURE}`), 'hush', DOC_NOW)).toEqual({
    ok: true, shop: 'shop-name.myshopify.com', loggedInCustomerId: '1', pathPrefix: '/apps/awesome_reviews', timestamp: 1317327555,
  });
});

test('a record with a list of values signs the same as the repeated query parameter', () => {
  const record = { extra: ['1', '2'], shop: 'shop-name.myshopify.com', logged_in_customer_id: '1', path_prefix: '/apps/awesome_reviews', timestamp: '1317327555' };
  expect(signAppProxyQuery(record, 'hush')).toBe(DOC_SIGNATURE);
  expect(verifyAppProxyQuery({ ...record, signature: DOC_SIGNATURE }, 'hush', DOC_NOW).ok).toBe(true);
  // the values' order is signed: 2,1 is another message
  expect(verifyAppProxyQuery({ ...record, extra: ['2', '1'], signature: DOC_SIGNATURE }, 'hush', DOC_NOW)).toEqual({ ok: false, error: 'invalid-signature' });
});

test('parameters in another order verify: the pairs are sorted before signing', () => {
  // keys in another order; the values of one key keep theirs (1 then 2 is signed)
  const reordered = new URLSearchParams(`signature=${DOC_SIGNATURE}&timestamp=1317327555&extra=1&path_prefix=%2Fapps%2Fawesome_reviews&shop=shop-name.myshopify.com&extra=2&logged_in_customer_id=1`);
  expect(verifyAppProxyQuery(reordered, 'hush', DOC_NOW).ok).toBe(true);
});

test("pairs are sorted as whole 'key=value' strings, as Shopify's Ruby does (a-b=.. before a=..)", () => {
  expect(appProxyMessage({ a: '1', 'a-b': '2', b: '3' })).toBe('a-b=2a=1b=3');
  const expected = createHmac('sha256', SECRET).update('a-b=2a=1b=3').digest('hex');
  expect(signAppProxyQuery({ b: '3', a: '1', 'a-b': '2' }, SECRET)).toBe(expected);
});

test('the guest case signs an empty logged_in_customer_id and verifies with it', () => {
  const q = signed({ customer: '' });
  expect(q.get('logged_in_customer_id')).toBe('');
  expect(appProxyMessage(q)).toContain('logged_in_customer_id=path_prefix=/apps/status');
  expect(verifyAppProxyQuery(q, SECRET, NOW)).toEqual({ ok: true, shop: 'demo-shop.myshopify.com', loggedInCustomerId: '', pathPrefix: '/apps/status', timestamp: NOW / 1000 });
});

test("the shopper's own shop, customer or signature parameters are replaced, not passed through", () => {
  const q = signed({ query: 'logged_in_customer_id=1&shop=evil.myshopify.com&signature=abc&locale=fr' });
  expect(q.getAll('logged_in_customer_id')).toEqual(['9001']);
  expect(q.getAll('shop')).toEqual(['demo-shop.myshopify.com']);
  expect(q.get('locale')).toBe('fr');
  expect(verifyAppProxyQuery(q, SECRET, NOW).ok).toBe(true);
});

test('a tampered customer id, an added parameter or another secret is an invalid signature', () => {
  const tampered = signed();
  tampered.set('logged_in_customer_id', '9002');
  expect(verifyAppProxyQuery(tampered, SECRET, NOW)).toEqual({ ok: false, error: 'invalid-signature' });
  const added = signed();
  added.append('extra', '1');
  expect(verifyAppProxyQuery(added, SECRET, NOW)).toEqual({ ok: false, error: 'invalid-signature' });
  expect(verifyAppProxyQuery(signed(), 'another-secret', NOW)).toEqual({ ok: false, error: 'invalid-signature' });
});

test('a missing, repeated, short or non-hex signature is an invalid signature', () => {
  const good = signed();
  const without = new URLSearchParams(good);
  without.delete('signature');
  expect(verifyAppProxyQuery(without, SECRET, NOW)).toEqual({ ok: false, error: 'invalid-signature' });
  const twice = new URLSearchParams(good);
  twice.append('signature', good.get('signature')!);
  expect(verifyAppProxyQuery(twice, SECRET, NOW)).toEqual({ ok: false, error: 'invalid-signature' });
  for (const bad of [good.get('signature')!.slice(0, 62), 'z'.repeat(64), '']) {
    const q = new URLSearchParams(good);
    q.set('signature', bad);
    expect(verifyAppProxyQuery(q, SECRET, NOW)).toEqual({ ok: false, error: 'invalid-signature' });
  }
  // upper-case hex of the right digest is the same signature
  const upper = new URLSearchParams(good);
  upper.set('signature', good.get('signature')!.toUpperCase());
  expect(verifyAppProxyQuery(upper, SECRET, NOW).ok).toBe(true);
});

test('a signed query without shop or with a non-numeric timestamp is refused as invalid', () => {
  const noShop = { logged_in_customer_id: '1', timestamp: String(NOW / 1000) };
  expect(verifyAppProxyQuery({ ...noShop, signature: signAppProxyQuery(noShop, SECRET) }, SECRET, NOW)).toEqual({ ok: false, error: 'invalid-signature' });
  const badTime = { shop: 'demo-shop.myshopify.com', timestamp: '1.7e9' };
  expect(verifyAppProxyQuery({ ...badTime, signature: signAppProxyQuery(badTime, SECRET) }, SECRET, NOW)).toEqual({ ok: false, error: 'invalid-signature' });
});

test(`a good signature is accepted up to ${APP_PROXY_MAX_AGE_S} s old or ahead, and stale beyond`, () => {
  const t = NOW / 1000;
  expect(verifyAppProxyQuery(signed({ timestamp: t - APP_PROXY_MAX_AGE_S }), SECRET, NOW).ok).toBe(true);
  expect(verifyAppProxyQuery(signed({ timestamp: t + APP_PROXY_MAX_AGE_S }), SECRET, NOW).ok).toBe(true);
  expect(verifyAppProxyQuery(signed({ timestamp: t - APP_PROXY_MAX_AGE_S - 1 }), SECRET, NOW)).toEqual({ ok: false, error: 'stale-signature' });
  expect(verifyAppProxyQuery(signed({ timestamp: t + APP_PROXY_MAX_AGE_S + 1 }), SECRET, NOW)).toEqual({ ok: false, error: 'stale-signature' });
  // Shopify's example is from 2011: stale today
  expect(verifyAppProxyQuery(new URLSearchParams(`${DOC_QUERY}&signature=${DOC_SIGNATURE}`), 'hush', NOW)).toEqual({ ok: false, error: 'stale-signature' });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../../server/api/errors';
import { checkLoginEmail } from '../../../server/api/lib/email';
import { encodeCursor, MAX_CURSOR_TIME } from '../../../server/api/lib/cursor';
import { envelopeSchema, opaqueId, pageCursor, parseWith, productIds, shopId, text } from '../../../server/api/validate';

/** The message of the 400 that parseWith throws, or 'ok'. */
function failure(schema: z.ZodType, value: unknown, label = ''): string {
  try {
    parseWith(schema, value, label);
    return 'ok';
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(400);
    expect((e as ApiError).code).toBe('invalid-argument');
    return (e as ApiError).message;
  }
}

describe('envelope messages name the field', () => {
  const schema = envelopeSchema({ email: text({ max: 254 }), items: productIds(3).optional() });
  it.each([
    [{ data: { shopId: 'demo-shop', email: 5 } }, 'data.email: expected a string'],
    [{ data: { shopId: 'demo-shop' } }, 'data.email: is required'],
    [{ data: { email: 'a' } }, 'data.shopId: is required'],
    [{ data: [] }, 'data: expected an object'],
    [[], 'body: expected an object'],
    [{ data: { shopId: 'demo shop', email: 'a' } }, 'data.shopId: expected a shop id'],
    [{ data: { shopId: 'demo-shop', email: 'a\u0001' } }, 'data.email: must not contain control characters'],
    [{ data: { shopId: 'demo-shop', email: 'a'.repeat(255) } }, 'data.email: must be at most 254 characters'],
    [{ data: { shopId: 'demo-shop', email: 'a\ud800' } }, 'data.email: must not contain unpaired surrogates'],
    [{ data: { shopId: 'demo-shop', email: 'a', items: [1, 'x'] } }, 'data.items[1]: expected a product id (a positive integer)'],
    [{ data: { shopId: 'demo-shop', email: 'a', items: [1e300] } }, 'data.items[0]: expected a product id (a positive integer)'],
    [{ data: { shopId: 'demo-shop', email: 'a', items: [-1] } }, 'data.items[0]: expected a product id (a positive integer)'],
    [{ data: { shopId: 'demo-shop', email: 'a', items: [1, 2, 3, 4] } }, 'data.items: must list at most 3 product ids'],
    [{ data: { shopId: 'demo-shop', email: 'a', customerId: { $ne: 1 } } }, 'data.customerId: expected a customer id'],
  ])('%j -> %s', (value, message) => {
    expect(failure(schema, value)).toBe(message);
  });

  it('shortens a long field name in the message', () => {
    expect(failure(z.record(z.string(), z.number()), { ['k'.repeat(100)]: 'x' }, 'events')).toBe(`events.${'k'.repeat(64)}…: expected a number`);
  });

  it('drops unknown fields, keeps the envelope fields and parses product ids given as digits', () => {
    expect(parseWith(schema, { data: { shopId: 'demo-shop', customerId: '9001', pageCursor: null, email: 'a', items: ['7001', 7002], extra: { x: 1 } } }, '')).toEqual({
      data: { shopId: 'demo-shop', customerId: '9001', pageCursor: null, email: 'a', items: [7001, 7002] },
    });
  });
});

describe('field schemas', () => {
  it('text allows tab and newlines only when multiline', () => {
    expect(failure(text(), 'a\nb', 'note')).toBe('note: must not contain control characters');
    expect(failure(text({ multiline: true }), 'line 1\r\n\tline 2', 'note')).toBe('ok');
    expect(failure(text({ multiline: true }), 'a\u0000', 'note')).toBe('note: must not contain control characters');
    expect(failure(text(), 'é 😀 名前', 'name')).toBe('ok');
    expect(failure(text({ min: 1 }), '', 'name')).toBe('name: must not be empty');
  });

  it('shop ids and opaque ids refuse separators, percent signs and overlong values', () => {
    for (const ok of ['demo-shop', 'store.myshopify.com', '9001']) expect(failure(shopId, ok)).toBe('ok');
    for (const bad of ['', '-x', 'a/b', 'a%00', '../x', 'x'.repeat(129)]) expect(failure(shopId, bad, 'path.shopId')).toBe('path.shopId: expected a shop id');
    for (const ok of ['820028', 'c0ffee-1:2.3_4', 'x'.repeat(128)]) expect(failure(opaqueId, ok)).toBe('ok');
    for (const bad of ['', 'a b', 'a%ZZ', 'x'.repeat(129), 5]) expect(failure(opaqueId, bad, 'id')).not.toBe('ok');
  });

  it('pageCursor decodes cursors this API made and refuses the rest', () => {
    const cursor = encodeCursor({ t: Date.UTC(2026, 0, 1), id: '820018' });
    expect(parseWith(pageCursor, cursor, 'pageCursor')).toEqual({ t: Date.UTC(2026, 0, 1), id: '820018' });
    for (const empty of [null, undefined, '']) expect(parseWith(pageCursor, empty, 'pageCursor')).toBeNull();
    const raw = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    for (const bad of [
      'not-a-cursor', raw({ t: 1e300, id: 'x' }), raw({ t: MAX_CURSOR_TIME + 1, id: 'x' }), raw({ t: 1.5, id: 'x' }),
      raw({ t: 0, id: '\u0000' }), raw({ t: 0, id: '' }), raw(null), raw([1]), 'a'.repeat(600), '%%%',
    ]) {
      expect(failure(pageCursor, bad, 'data.pageCursor'), String(bad)).toMatch(/^data\.pageCursor: /);
    }
  });
});

describe('checkLoginEmail', () => {
  it.each(['a\u0000b@example.com', 'shop\u0001per@example.com', 'a@exa\u0085mple.com', 'a\ud800@example.com', 'a\u007f@example.com'])(
    'refuses %j with code 100',
    (email) => {
      expect(() => checkLoginEmail(email)).toThrow(expect.objectContaining({ status: 400, code: 100 }));
    },
  );

  it('still accepts an address with non-ASCII letters in its local part', () => {
    expect(checkLoginEmail(' Ünïcode😀@Example.com ')).toBe('ünïcode😀@example.com');
  });
});

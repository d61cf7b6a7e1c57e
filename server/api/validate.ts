/**
 * Request validation for the reference API: every body, path and query parameter goes through a
 * zod schema, and a failure is ApiError 400 'invalid-argument' whose message names the field,
 * e.g. 'data.email: expected a string' or 'path.id: must not contain control characters'.
 *
 * Middleware (wrappers around @hono/zod-validator; read the result with `c.req.valid(target)`):
 *   envelope({...payload})  body `{data: {shopId, customerId?, pageCursor?, ...payload}}` -> c.req.valid('json').data
 *   params({...})           path parameters -> c.req.valid('param')
 *   query({...})            query parameters (a repeated one arrives as a list) -> c.req.valid('query')
 * `parseWith(schema, value, label)` does the same for a value read by hand.
 *
 * Field schemas: `text()`, `shopId`, `opaqueId`, `productId`, `productIds()`, `pageCursor`,
 * `jsonObject()`, `isoDate`.
 * Unknown fields of an object are dropped, not refused (older and newer widgets keep working).
 * Envelope bodies are read and scanned by `readEnvelope` (envelope.ts) before these run.
 * Login emails are not `text()`: lib/email.ts `checkLoginEmail` answers the codes 100-102 that
 * the widget maps to messages (docs/product.md#error-messages); use it inside the handler.
 */
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { badRequest } from './errors';
import { MAX_CURSOR_LENGTH, parseCursor } from './lib/cursor';

/** Longest `text()` by default, characters. */
export const MAX_TEXT_LENGTH = 1000;

/** C0 controls, DEL and C1 controls; the multiline variant lets tab, LF and CR through. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** With the u flag a surrogate pair is one code point, so this finds only unpaired halves. */
const UNPAIRED_SURROGATE = /[\ud800-\udfff]/u;

/**
 * A string that PostgreSQL and a log line can hold: at most `max` characters (UTF-16 units), at
 * least `min`, no NUL or other control characters (tab, LF and CR allowed when `multiline`), no
 * unpaired surrogates. Not trimmed.
 */
export function text({ max = MAX_TEXT_LENGTH, min = 0, multiline = false }: { max?: number; min?: number; multiline?: boolean } = {}) {
  const control = multiline ? CONTROL_MULTILINE : CONTROL;
  return z.string()
    .min(min, { error: min === 1 ? 'must not be empty' : `must be at least ${min} characters` })
    .max(max, { error: `must be at most ${max} characters` })
    .refine((s) => !control.test(s), { error: 'must not contain control characters' })
    .refine((s) => !UNPAIRED_SURROGATE.test(s), { error: 'must not contain unpaired surrogates' });
}

/** A shop id such as 'demo-shop' or 'store.myshopify.com': 1-128 of [A-Za-z0-9._-], starting with a letter or digit. */
export const shopId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, { error: 'expected a shop id' });

/**
 * An id the API makes or passes through (order, customer, code, Firebase uid, event): 1-128 of
 * [A-Za-z0-9._:-]. A number is not an id here: send ids as strings.
 */
export const opaqueId = z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/, { error: 'expected an id' });

const NOT_A_PRODUCT_ID = 'expected a product id (a positive integer)';
/** A Firebase uid (`statusId`, `anonUserId`): Firebase allows any 1-128 characters; control characters are refused. */
export const firebaseUid = text({ min: 1, max: 128 });

/** A catalog product id: a positive safe integer, or its decimal digits as a string; parsed to a number. */
export const productId = z.union([
  z.number().int({ error: NOT_A_PRODUCT_ID }).positive({ error: NOT_A_PRODUCT_ID }),
  z.string().regex(/^[1-9][0-9]{0,15}$/).transform(Number).pipe(z.number().int({ error: NOT_A_PRODUCT_ID })),
], { error: NOT_A_PRODUCT_ID });

/** A list of at most `max` product ids (see `productId`). */
export const productIds = (max: number) => z.array(productId).max(max, { error: `must list at most ${max} product ids` });

/** Nesting depth of a JSON value: 0 for a scalar, 1 for a flat array or object, ... */
export function jsonDepth(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  let deepest = 0;
  for (const v of Object.values(value)) deepest = Math.max(deepest, jsonDepth(v));
  return deepest + 1;
}

/**
 * An object of JSON values (customer personalizations, custom fields): at most `maxKeys` keys of
 * 1-64 characters, values nested at most `maxDepth` deep below it, at most `maxBytes` of JSON in
 * all. (The body scan already refused NUL and unpaired surrogates anywhere in it.)
 */
export const jsonObject = ({ maxKeys = 100, maxDepth = 4, maxBytes = 16_384 }: { maxKeys?: number; maxDepth?: number; maxBytes?: number } = {}) =>
  z.record(text({ min: 1, max: 64 }), z.unknown()).superRefine((o, ctx) => {
    if (Object.keys(o).length > maxKeys) ctx.addIssue({ code: 'custom', message: `must hold at most ${maxKeys} keys` });
    else if (jsonDepth(o) > maxDepth + 1) ctx.addIssue({ code: 'custom', message: `must not nest values more than ${maxDepth} deep` });
    else if (Buffer.byteLength(JSON.stringify(o)) > maxBytes) ctx.addIssue({ code: 'custom', message: `must be at most ${maxBytes} bytes of JSON` });
  });

/** A calendar date 'YYYY-MM-DD' between 1900-01-01 and 2099-12-31 that exists (no 2023-02-30). */
export const isoDate = z.string().regex(/^(19|20)\d\d-\d\d-\d\d$/, { error: 'expected a date YYYY-MM-DD' }).refine((s) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}, { error: 'expected a date that exists' });

/**
 * The envelope's `pageCursor`: missing, null or '' for the first page, else a cursor this API
 * made, decoded to `{t: epoch ms, id}` (lib/cursor.ts `parseCursor`: t an integer within years
 * 0001-9999). Output: the key or null.
 */
export const pageCursor = z.string().max(MAX_CURSOR_LENGTH, { error: 'not a page cursor of this API' }).nullish().transform((s, ctx) => {
  if (!s) return null;
  const key = parseCursor(s);
  if (!key) ctx.addIssue({ code: 'custom', message: 'not a page cursor of this API' });
  return key;
});

/** The fields every envelope may carry. `customerId` and a plain `pageCursor` are accepted and unused. */
const ENVELOPE_DATA = z.object({
  shopId,
  customerId: z.union([opaqueId, z.number().int().nonnegative()], { error: 'expected a customer id' }).nullish(),
  pageCursor: text({ max: MAX_CURSOR_LENGTH }).nullish(),
});

/**
 * The zod schema of an envelope body `{data: {shopId, customerId?, pageCursor?, ...payload}}`;
 * a payload field of the same name replaces the default (e.g. `pageCursor` to decode it).
 */
export const envelopeSchema = <T extends z.ZodRawShape>(payload: T) =>
  z.object({ data: ENVELOPE_DATA.extend(payload) });

type Issue = z.core.$ZodIssue;

const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const key of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

/**
 * One line naming the first failing field: `{label}.{path}: {what}` ('data.items[2].id: expected
 * a product id (a positive integer)'; 'data.email: is required').
 * @param input the value that was validated (to tell a missing field from a wrong one)
 */
export function describeIssue(issue: Issue, input: unknown, label: string): string {
  const name = (k: PropertyKey) => (String(k).length > 64 ? `${String(k).slice(0, 64)}…` : String(k));
  const where = issue.path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : `${s}.${name(k)}`), label);
  let what = issue.message;
  if (issue.code === 'invalid_type') {
    const noun = issue.expected === 'record' ? 'object' : issue.expected;
    what = valueAt(input, issue.path) === undefined ? 'is required' : `expected ${article(noun)}`;
  }
  return `${where.replace(/^\./, '') || 'body'}: ${what}`;
}

/**
 * Validates `value` with `schema`.
 * @param label the name the message gives the value, e.g. 'events' or 'query'
 * @returns the schema's output
 * @throws ApiError 400 'invalid-argument' naming the first failing field
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, label: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0], value, label));
  return result.data;
}

/** The zod-validator hook: throws the 400 (app.onError answers it) instead of zod's own body. */
const failWith = (label: string) => (result: { success: boolean; error?: { issues: Issue[] }; data: unknown }) => {
  if (!result.success) throw badRequest(describeIssue(result.error!.issues[0], result.data, label));
};

/**
 * Middleware validating the envelope body of a POST or PUT (docs/product.md#api-calls) with `payload`'s fields.
 * Needs `readEnvelope` before it (which refuses a non-JSON content type, deep JSON and unknown shops).
 * @example app.post('/x', envelope({ items: productIds(50) }), (c) => c.req.valid('json').data.items)
 */
export const envelope = <T extends z.ZodRawShape>(payload: T) => zValidator('json', envelopeSchema(payload), failWith(''));

/** Middleware validating path parameters; messages say 'path.{name}'. */
export const params = <T extends z.ZodRawShape>(shape: T) => zValidator('param', z.object(shape), failWith('path'));

/** Middleware validating query parameters (each a string, a repeated one a list); messages say 'query.{name}'. */
export const query = <T extends z.ZodRawShape>(shape: T) => zValidator('query', z.object(shape), failWith('query'));

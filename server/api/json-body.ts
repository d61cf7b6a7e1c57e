/**
 * Reading a JSON request body safely: the text is scanned (lib/json-scan.ts) before it is parsed,
 * so over-deep nesting, NUL and unpaired surrogates are a 400, never a stack overflow or a
 * database error.
 */
import type { Context } from 'hono';
import { badRequest } from './errors';
import { scanJson } from './lib/json-scan';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** True when a Content-Type header names JSON (`application/json`, `application/x+json`; parameters ignored). */
export function isJsonContentType(header: string | undefined): boolean {
  return JSON_MEDIA_TYPE.test((header ?? '').split(';')[0].trim());
}

/**
 * The request's body parsed as JSON, after `scanJson` accepted its text. Errors of reading the
 * body itself (the body limit's) are passed on untouched, so `bodyLimit` still answers 413.
 * @returns any JSON value (object, array, string, number, boolean or null)
 * @throws ApiError 400 'invalid-argument' for text that is not JSON or that `scanJson` refuses
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  const problem = scanJson(text);
  if (problem) throw badRequest(`The body ${problem}.`);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The body must be JSON.');
  }
}

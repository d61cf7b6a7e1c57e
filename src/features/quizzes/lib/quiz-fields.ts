/**
 * A personalization quiz's fields and answers (docs/product.md#data), as pure functions: the quiz list
 * (./quizzes.ts) and the login-quiz rule (auth/after-login.ts) read a quiz the same way.
 */
import { own } from '../../../lib/own';

/** The field keys of `quiz`: `[{key}]`, `['key']` or `{key: {...}}`. Pure. */
export function quizFieldKeys(quiz: { fields?: unknown }): string[] {
  const f = quiz.fields;
  if (Array.isArray(f)) return f.map((x) => (typeof x === 'string' ? x : (x as { key?: unknown })?.key)).filter((k): k is string => typeof k === 'string' && !!k);
  if (f && typeof f === 'object') return Object.entries(f).map(([k, v]) => ((v as { key?: unknown })?.key as string) || k);
  return [];
}

/** True when a personalization answer is empty: missing, '', [], {}, or `{value}` with an empty value. Pure. */
export function isEmptyAnswer(v: unknown): boolean {
  if (v == null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return own(v, 'value') ? isEmptyAnswer((v as { value: unknown }).value) : Object.keys(v).length === 0;
  return false;
}

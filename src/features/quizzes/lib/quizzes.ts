/**
 * Personalization quizzes (docs/product.md#route-table 'survey:{handle}', #settings-keys 'personalizationQuizzes',
 * #behaviour): which quiz a handle names, which personalization fields it asks, and which quiz For you reminds a
 * customer of. Pure functions over unchecked settings: anything malformed reads as no quiz.
 * The login trigger's rules are in auth/after-login.ts; both read fields and emptiness with ./quiz-fields.ts.
 */
import type { PersonalizationQuiz } from '../../../api/types';
import { isEmptyAnswer, quizFieldKeys } from './quiz-fields';
import { visibleFields, type Field } from './personalization';
import { localText } from '../../../lib/local-text';
import { ownValue } from '../../../lib/own';

/** A quiz ready to use: a handle, its field keys, and its title as settings gave it. */
export type Quiz = Pick<PersonalizationQuiz, 'handle' | 'title' | 'trigger' | 'reminder'> & { keys: string[] };

/**
 * The active quizzes of the setting's value `s` (already picked for the country): none when
 * `s.isActive` is false or `quizzes` is not a list; a quiz needs a non-empty string handle and
 * `isActive` not false (first of a handle wins).
 */
export function activeQuizzes(s: unknown): Quiz[] {
  const v = (s && typeof s === 'object' ? s : {}) as { isActive?: unknown; quizzes?: unknown };
  if (v.isActive === false || !Array.isArray(v.quizzes)) return [];
  const seen = new Set<string>();
  return v.quizzes.flatMap((raw) => {
    const q = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    if (typeof q.handle !== 'string' || !q.handle || q.isActive === false || seen.has(q.handle)) return [];
    seen.add(q.handle);
    const title = typeof q.title === 'string' || (q.title && typeof q.title === 'object') ? (q.title as Quiz['title']) : undefined;
    return [{ handle: q.handle, title, trigger: q.trigger === 'login' ? 'login' : undefined, reminder: q.reminder === true, keys: quizFieldKeys(q) }];
  });
}

/** The active quiz with `handle` in setting value `s`, or null (unknown or inactive). */
export const findQuiz = (s: unknown, handle: string): Quiz | null => activeQuizzes(s).find((q) => q.handle === handle) ?? null;

/**
 * The fields `quiz` asks, in the quiz's order, from the `personalization.data` list `data`
 * (hidden ones too: the quiz names them); keys without a field there are skipped.
 */
export function quizFields(quiz: Quiz, data: unknown): Field[] {
  const list = Array.isArray(data) ? data : [];
  const byKey = new Map(visibleFields(list.map((f) => (f && typeof f === 'object' ? { ...f, visible: true } : f))).map((f) => [f.key, f]));
  return [...new Set(quiz.keys)].flatMap((k) => byKey.get(k) ?? []);
}

/** True when one of `fields` has no answer in `answers` (a customer's personalizations). */
export const hasEmptyField = (fields: Field[], answers: Record<string, unknown>): boolean => fields.some((f) => isEmptyAnswer(ownValue(answers, f.key)));

/**
 * The quiz For you's reminder links to (docs/product.md#for-you-sections 'quiz reminder'): the first active quiz with
 * `reminder` on that asks a field (of `data`) the customer's `answers` leave empty; null if none.
 */
export function reminderQuiz(s: unknown, data: unknown, answers: Record<string, unknown>): Quiz | null {
  return activeQuizzes(s).find((q) => q.reminder && hasEmptyField(quizFields(q, data), answers)) ?? null;
}

/** The quiz's title in `language` (a plain title as it is), or '' when it has none. */
export const quizTitle = (quiz: Quiz, language: string): string =>
  (typeof quiz.title === 'string' ? quiz.title : localText(quiz.title, language)).trim();

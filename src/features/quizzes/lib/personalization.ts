/**
 * Personalization fields (docs/product.md#settings-keys, 'Customer personalizations'): which fields the merchant's
 * setting shows, and the conversions between a stored answer and what its form control holds. Pure functions.
 *
 * Stored answers by field type: 'choices' a list of options; 'measure' `{value, unit}` with a
 * number value; 'number' a number; 'text', 'date' (YYYY-MM-DD) and 'choice' a string. A cleared
 * answer is saved as null ('choices': []).
 */
import type { PersonalizationField } from '../../../api/types';
import { numberText } from '../../../lib/number-text';
import { localText } from '../../../lib/local-text';

export type FieldType = NonNullable<PersonalizationField['type']>;
const TYPES: FieldType[] = ['text', 'number', 'date', 'choice', 'choices', 'measure'];

/** A field ready to render: its type known, its options and units strings. */
export interface Field { key: string; label: Record<string, string>; type: FieldType; options: string[]; units: string[] }

/** What a form control holds: text, the checked options, or a number text with its unit. */
export type Draft = string | string[] | { value: string; unit: string };

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s !== '') : []);

/**
 * The visible fields of the setting's `data` (anything else in it is skipped): a field needs a
 * key and `visible: true`; an unknown type reads 'text', and so does a 'choice' or 'choices'
 * without options.
 */
export function visibleFields(data: unknown): Field[] {
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  return data.flatMap((raw) => {
    const f = raw as PersonalizationField;
    if (!f || typeof f !== 'object' || typeof f.key !== 'string' || !f.key || f.visible !== true || seen.has(f.key)) return [];
    seen.add(f.key);
    const options = strings(f.options);
    let type: FieldType = TYPES.includes(f.type as FieldType) ? (f.type as FieldType) : 'text';
    if ((type === 'choice' || type === 'choices') && !options.length) type = 'text';
    const label = f.label && typeof f.label === 'object' ? f.label : {};
    return [{ key: f.key, label, type, options, units: strings(f.units) }];
  });
}

/** The label of `field` in `language` (e.g. 'de'), else English, else its key. */
export const fieldLabel = (field: Field, language: string): string => localText(field.label, language) || field.key;

const plain = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** What `field`'s control shows for the stored `answer` (an answer of the wrong shape reads empty). */
export function draftOf(field: Field, answer: unknown): Draft {
  if (field.type === 'choices') return strings(answer).filter((o) => field.options.includes(o));
  if (field.type === 'measure') {
    const a = (answer && typeof answer === 'object' ? answer : {}) as { value?: unknown; unit?: unknown };
    const unit = typeof a.unit === 'string' && field.units.includes(a.unit) ? a.unit : field.units[0] ?? '';
    return { value: numberText(plain(a.value)), unit };
  }
  if (field.type === 'number') return numberText(plain(answer));
  return plain(answer);
}

const num = (s: string): number | null => (s && Number.isFinite(Number(s)) ? Number(s) : null);

/** The answer to store for `field`'s control value `draft` (see the file comment for shapes). */
export function answerOf(field: Field, draft: Draft): unknown {
  if (field.type === 'choices') return Array.isArray(draft) ? draft : [];
  if (field.type === 'measure') {
    const m = draft as { value: string; unit: string };
    const value = num(m.value);
    return value === null ? null : { value, unit: m.unit };
  }
  const s = typeof draft === 'string' ? draft.trim() : '';
  if (field.type === 'number') return num(s);
  return s || null;
}

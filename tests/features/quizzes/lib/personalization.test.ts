// Personalization fields of the merchant's setting (docs/product.md#data) and the shapes their answers are stored
// in.
import { describe, expect, test } from 'vitest';
import { answerOf, draftOf, fieldLabel, visibleFields } from '../../../../src/features/quizzes/lib/personalization';
import { numberText } from '../../../../src/lib/number-text';

describe('visibleFields', () => {
  test('keeps only visible fields with a key, once each; bad entries are skipped', () => {
    const fields = visibleFields([
      { key: 'size', label: { en: 'Size' }, visible: true, type: 'choice', options: ['S', 'M'] },
      { key: 'hidden', label: { en: 'Hidden' }, visible: false },
      { key: '', visible: true },
      null,
      'nonsense',
      { key: 'size', label: { en: 'Again' }, visible: true },
      { key: 'notes', label: { en: 'Notes' }, visible: true, type: 'html' },
      { key: 'colors', label: { en: 'Colors' }, visible: true, type: 'choices', options: [] },
    ]);
    expect(fields.map((f) => [f.key, f.type])).toEqual([['size', 'choice'], ['notes', 'text'], ['colors', 'text']]);
  });

  test('settings that are not a list give no fields', () => {
    expect(visibleFields({ key: 'x' })).toEqual([]);
    expect(visibleFields(undefined)).toEqual([]);
  });

  test('labels read in the shopper language, else English, else the key', () => {
    const [f, g] = visibleFields([
      { key: 'size', label: { en: 'Size', de: 'Größe' }, visible: true },
      { key: 'fit', label: {}, visible: true },
    ]);
    expect([fieldLabel(f, 'de'), fieldLabel(f, 'fr'), fieldLabel(g, 'de')]).toEqual(['Größe', 'Size', 'fit']);
  });
});

describe('answers', () => {
  const [choices, measure, number, date] = visibleFields([
    { key: 'colors', label: { en: 'Colors' }, visible: true, type: 'choices', options: ['Red', 'Blue'] },
    { key: 'height', label: { en: 'Height' }, visible: true, type: 'measure', units: ['cm', 'in'] },
    { key: 'shoe', label: { en: 'Shoe size' }, visible: true, type: 'number' },
    { key: 'anniversary', label: { en: 'Anniversary' }, visible: true, type: 'date' },
  ]);

  test('stored answers of the right shape fill the controls; wrong shapes read empty', () => {
    expect(draftOf(choices, ['Blue', 'Green', 3])).toEqual(['Blue']);
    expect(draftOf(measure, { value: 180, unit: 'in' })).toEqual({ value: '180', unit: 'in' });
    expect(draftOf(measure, 'tall')).toEqual({ value: '', unit: 'cm' });
    expect(draftOf(number, { nope: 1 })).toBe('');
  });

  test('answers are saved as a list, {value, unit}, or plain values; cleared ones as null', () => {
    expect(answerOf(choices, ['Red'])).toEqual(['Red']);
    expect(answerOf(measure, { value: '180.5', unit: 'cm' })).toEqual({ value: 180.5, unit: 'cm' });
    expect(answerOf(measure, { value: '', unit: 'cm' })).toBeNull();
    expect(answerOf(number, '42')).toBe(42);
    expect(answerOf(date, '2024-06-01')).toBe('2024-06-01');
    expect(answerOf(date, '')).toBeNull();
  });

  test('number inputs keep only digits and one dot', () => {
    expect(numberText('1,5 cm')).toBe('15');
    expect(numberText('12.5.1')).toBe('12.51');
    expect(numberText('abc')).toBe('');
  });
});

// Personalization quizzes (docs/product.md#route-table 'survey:{handle}', #settings-keys 'personalizationQuizzes',
// #behaviour): which quiz a handle opens, which fields it asks, and which quiz For you reminds a customer of.
import { describe, expect, test } from 'vitest';
import { activeQuizzes, findQuiz, quizFields, quizTitle, reminderQuiz } from '../../../../src/features/quizzes/lib/quizzes';

const DATA = [
  { key: 'shoeSize', label: { en: 'Shoe size' }, visible: true, type: 'measure', units: ['US', 'EU'] },
  { key: 'skinType', label: { en: 'Skin type' }, visible: true, type: 'choice', options: ['Dry', 'Oily'] },
  { key: 'birthdayMonth', label: { en: 'Birthday month' }, visible: false, type: 'text' },
];
const style = { handle: 'style', title: 'Style quiz', trigger: 'login', isActive: true, reminder: true, fields: ['skinType', 'shoeSize'] };
const birthday = { handle: 'birthday', isActive: true, reminder: true, fields: ['birthdayMonth'] };

describe('activeQuizzes and findQuiz', () => {
  test('an active handle opens its quiz; unknown, inactive or malformed ones open none', () => {
    const s = { isActive: true, quizzes: [style, { ...birthday, isActive: false }, { handle: '' }, null, 'x'] };
    expect(findQuiz(s, 'style')).toMatchObject({ handle: 'style', keys: ['skinType', 'shoeSize'], trigger: 'login', reminder: true });
    expect(findQuiz(s, 'birthday')).toBeNull();
    expect(findQuiz(s, 'nope')).toBeNull();
    expect(activeQuizzes(s).map((q) => q.handle)).toEqual(['style']);
  });

  test('the setting switched off, missing or not an object has no quiz', () => {
    expect(activeQuizzes({ isActive: false, quizzes: [style] })).toEqual([]);
    expect(activeQuizzes(undefined)).toEqual([]);
    expect(activeQuizzes('quizzes')).toEqual([]);
    expect(activeQuizzes({ quizzes: 'style' })).toEqual([]);
  });

  test('fields may be keys or objects with a key', () => {
    expect(activeQuizzes({ quizzes: [{ handle: 'h', fields: [{ key: 'skinType' }, 'shoeSize', 7] }] })[0].keys).toEqual(['skinType', 'shoeSize']);
  });
});

describe('quizFields', () => {
  test("asks the quiz's fields in the quiz's order, hidden ones too, skipping keys without a field", () => {
    const quiz = activeQuizzes({ quizzes: [{ handle: 'h', fields: ['birthdayMonth', 'nope', 'skinType'] }] })[0];
    expect(quizFields(quiz, DATA).map((f) => f.key)).toEqual(['birthdayMonth', 'skinType']);
    expect(quizFields(quiz, 'not a list')).toEqual([]);
  });
});

describe('reminderQuiz', () => {
  const s = { isActive: true, quizzes: [style, birthday] };
  test('the first reminder quiz with an empty field', () => {
    expect(reminderQuiz(s, DATA, {})?.handle).toBe('style');
    expect(reminderQuiz(s, DATA, { skinType: 'Dry', shoeSize: { value: 9, unit: 'US' } })?.handle).toBe('birthday');
  });

  test('none when every field is answered, when reminder is off, or the setting is off', () => {
    const all = { skinType: 'Dry', shoeSize: { value: 9, unit: 'US' }, birthdayMonth: 'May' };
    expect(reminderQuiz(s, DATA, all)).toBeNull();
    expect(reminderQuiz({ quizzes: [{ ...style, reminder: false }] }, DATA, {})).toBeNull();
    expect(reminderQuiz({ ...s, isActive: false }, DATA, {})).toBeNull();
  });

  test("an empty list, an empty measure and '' count as empty", () => {
    expect(reminderQuiz({ quizzes: [style] }, DATA, { skinType: '', shoeSize: { value: null, unit: 'US' } })?.handle).toBe('style');
  });

  test('a quiz whose fields do not exist reminds of nothing', () => {
    expect(reminderQuiz({ quizzes: [{ ...style, fields: ['gone'] }] }, DATA, {})).toBeNull();
  });
});

test("quizTitle: a plain title, or the shopper's language, else English, else ''", () => {
  const [plain, keyed, none] = activeQuizzes({ quizzes: [style, { handle: 'k', title: { en: 'Style', de: 'Stil' } }, { handle: 'n' }] });
  expect(quizTitle(plain, 'de')).toBe('Style quiz');
  expect(quizTitle(keyed, 'de')).toBe('Stil');
  expect(quizTitle(keyed, 'fr')).toBe('Style');
  expect(quizTitle(none, 'en')).toBe('');
});

import { describe, expect, test } from 'vitest';
import { isValidEmail, validateEmail } from '../../src/lib/email';
import { suggestEmail } from '../../src/features/sign-in/lib/email-suggestion';

// docs/product.md#email
describe('email check', () => {
  test.each([
    ['shopper@example.com', true],
    ['  shopper@example.com  ', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['o\'brien@example.ie', true],
    ['', false],
    ['shopper', false],
    ['shopper@', false],
    ['@example.com', false],
    ['shopper@example', false],
    ['shopper@example.c', false],
    ['shop per@example.com', false],
    ['shopper@@example.com', false],
    ['shopper@example..com', false],
    ['shopper@.example.com', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('%j is valid: %s', (value, ok) => {
    expect(isValidEmail(value)).toBe(ok);
    expect(validateEmail(value)).toBe(ok ? null : 'error.emailInvalid');
  });

  test('suggests the usual domain for a common typo, and nothing otherwise', () => {
    expect(suggestEmail('shopper@gmial.com')).toBe('shopper@gmail.com');
    expect(suggestEmail('shopper@example.com')).toBeNull();
    expect(suggestEmail('no-at-sign')).toBeNull();
  });
});

// docs/product.md#email
describe("'Did you mean …?'", () => {
  test.each([
    ['ann@gmial.com', 'ann@gmail.com'],
    ['ann@gmal.com', 'ann@gmail.com'],
    ['ann@GMAIL.CO', 'ann@gmail.com'],
    ['ann@hotmial.com', 'ann@hotmail.com'],
    ['ann@yaho.com', 'ann@yahoo.com'],
    ['ann@outlok.com', 'ann@outlook.com'],
    ['ann@icloud.co', 'ann@icloud.com'],
    [' ann@gmial.com ', 'ann@gmail.com'],
  ])('%j suggests %j', (typed, suggestion) => {
    expect(suggestEmail(typed)).toBe(suggestion);
  });

  test.each(['ann@gmail.com', 'ann@icloud.com', 'ann@shop.co', '@gmial.com'])('%j suggests nothing', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });
});

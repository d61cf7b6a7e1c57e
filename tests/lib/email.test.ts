import { describe, expect, test } from 'vitest';
import { isValidEmail, suggestEmail, validateEmail } from '../../src/lib/email';

describe('email check (SPEC.md 5)', () => {
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

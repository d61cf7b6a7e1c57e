// Phone inputs (docs/product.md#validation): auto-format as (xxx) xxx-xxxx; the mobile-phone rule
// 'Phone number should be numbers and - only'.
import { describe, expect, test } from 'vitest';
import { formatPhone, phoneInvalid, PHONE_PATTERN } from '../../../../src/features/profile/lib/phone';

describe('formatPhone', () => {
  test("shows '5035550142' as '(503) 555-0142'", () => {
    expect(formatPhone('5035550142')).toBe('(503) 555-0142');
  });

  test('formats as far as the digits go while they are typed', () => {
    const typed = [...'5035550142'].map((_, i, all) => formatPhone(all.slice(0, i + 1).join('')));
    expect(typed).toEqual(['5', '50', '503', '(503) 5', '(503) 55', '(503) 555', '(503) 555-0', '(503) 555-01', '(503) 555-014', '(503) 555-0142']);
  });

  test('a pasted number with dashes, dots or spaces comes out in the same format', () => {
    expect(formatPhone('503-555-0142')).toBe('(503) 555-0142');
    expect(formatPhone('503.555.0142')).toBe('(503) 555-0142');
    expect(formatPhone(' (503)555 0142 ')).toBe('(503) 555-0142');
  });

  test('Backspace over a separator takes the digit before it away, never sticks', () => {
    // '(503) 555-0' minus its last character, as the input reports it
    expect(formatPhone('(503) 555-')).toBe('(503) 555');
    expect(formatPhone('(503) ')).toBe('503');
    expect(formatPhone('')).toBe('');
  });

  test('letters and international numbers stay as typed', () => {
    expect(formatPhone('503-CALL-NOW')).toBe('503-CALL-NOW');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('15035550142')).toBe('15035550142');
  });
});

describe('the mobile-phone rule', () => {
  test('numbers, dashes and the format are fine; an empty phone too', () => {
    for (const ok of ['', '(503) 555-0142', '503-555-0142', '5035550142', '+44 20 7946 0958']) expect(phoneInvalid(ok), ok).toBe(false);
  });

  test('letters or other signs break it', () => {
    for (const bad of ['503-CALL-NOW', '503.555.0142', '555#0142', 'call me']) expect(phoneInvalid(bad), bad).toBe(true);
  });

  test("the input's pattern attribute accepts and refuses the same values", () => {
    const pattern = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');
    expect(pattern.test('(503) 555-0142')).toBe(true);
    expect(pattern.test('503-CALL-NOW')).toBe(false);
  });
});

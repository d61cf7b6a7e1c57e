import { describe, expect, test, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/preact';
import { OtpInput } from '../../../../src/features/sign-in/components/otp-input';
import { addTexts } from '../../../../src/i18n';
import authEn from '../../../../src/i18n/en/auth';

// The login section registers these texts; the code boxes only ever show inside it.
addTexts(authEn);

const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n}` }) as HTMLInputElement;
const values = () => [1, 2, 3, 4].map((n) => digit(n).value).join('|');
const type = (n: number, value: string) => fireEvent.input(digit(n), { target: { value } });

describe('the 4-digit code boxes', () => {
  test("shows four boxes 'Digit 1'..'Digit 4' for one-time codes", () => {
    render(<OtpInput onComplete={() => {}} />);
    expect(screen.getByRole('group', { name: 'Login code' })).toBeTruthy();
    for (const n of [1, 2, 3, 4]) {
      expect(digit(n).getAttribute('inputmode')).toBe('numeric');
      expect(digit(n).getAttribute('maxlength')).toBe('1');
    }
    expect(digit(1).getAttribute('autocomplete')).toBe('one-time-code');
  });

  test('typing a digit moves to the next box', () => {
    render(<OtpInput onComplete={() => {}} />);
    digit(1).focus();
    type(1, '4');
    expect(digit(1).value).toBe('4');
    expect(document.activeElement).toBe(digit(2));
  });

  test('letters and symbols are ignored and the cursor stays put', () => {
    render(<OtpInput onComplete={() => {}} />);
    digit(1).focus();
    type(1, 'a');
    expect(digit(1).value).toBe('');
    type(1, '-');
    expect(digit(1).value).toBe('');
    expect(document.activeElement).toBe(digit(1));
  });

  test('a pasted code fills all four boxes and submits it', () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);
    fireEvent.paste(digit(1), { clipboardData: { getData: () => ' 12-34 ' } });
    expect(values()).toBe('1|2|3|4');
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  test('a whole code pasted into a later box still fills from Digit 1', () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);
    fireEvent.paste(digit(3), { clipboardData: { getData: () => '9876' } });
    expect(values()).toBe('9|8|7|6');
    expect(onComplete).toHaveBeenCalledWith('9876');
  });

  test('an autofilled code in one box spreads over the boxes', () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);
    type(1, '5678');
    expect(values()).toBe('5|6|7|8');
    expect(onComplete).toHaveBeenCalledWith('5678');
  });

  test('Backspace in an empty box clears the previous one and moves there', () => {
    render(<OtpInput onComplete={() => {}} />);
    type(1, '1');
    type(2, '2');
    digit(3).focus();
    fireEvent.keyDown(digit(3), { key: 'Backspace' });
    expect(values()).toBe('1|||');
    expect(document.activeElement).toBe(digit(2));
  });

  test('typing the fourth digit submits the code once, as a 4-digit string', () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);
    type(1, '0');
    type(2, '4');
    type(3, '2');
    expect(onComplete).not.toHaveBeenCalled();
    type(4, '7');
    type(4, '7');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('0427');
  });

  test('a new resetKey clears the boxes and focuses Digit 1', () => {
    const { rerender } = render(<OtpInput onComplete={() => {}} resetKey={0} />);
    fireEvent.paste(digit(1), { clipboardData: { getData: () => '1234' } });
    rerender(<OtpInput onComplete={() => {}} resetKey={1} />);
    expect(values()).toBe('|||');
    expect(document.activeElement).toBe(digit(1));
  });
});

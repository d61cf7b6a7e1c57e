/**
 * The 4-digit code input (docs/product.md#verification-code, docs/architecture.md#stable-names): four single
 * numeric boxes named 'Digit 1'..'Digit 4'. Non-digits are stripped, typing moves to the next box, a paste (or
 * an autofill into one box) of a code fills the boxes, Backspace on an empty box clears the
 * previous one and moves there, and `onComplete` fires once each time the fourth digit arrives.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { TargetedEvent, TargetedKeyboardEvent, TargetedClipboardEvent } from 'preact';
import { css } from '../../../styles';
import { fieldClass } from '../../../styles/form';
import { t } from '../../../i18n';

export interface OtpInputProps {
  /** number of digits; docs/product.md#limits 'OTP length 4' */
  length?: number;
  /** called with the digits as one string (e.g. '0427') when the last one is entered */
  onComplete(code: string): void;
  /** change it (e.g. a counter) to clear every box and focus 'Digit 1' */
  resetKey?: number;
  /** accessible name of the group */
  label?: string;
  /** id of an error message that describes the boxes */
  describedBy?: string;
  autoFocus?: boolean;
}

/** Four digit boxes; see the module comment for the behaviour. */
export function OtpInput({ length = 4, onComplete, resetKey = 0, label, describedBy, autoFocus }: OtpInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array<string>(length).fill(''));
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const first = useRef(true);
  // the latest digits (events can outrun a render) and the last code handed to onComplete
  const current = useRef(digits);
  const submitted = useRef('');

  const focus = (i: number) => {
    const el = refs.current[Math.max(0, Math.min(length - 1, i))];
    el?.focus();
    el?.select?.();
  };

  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (autoFocus) focus(0);
      return;
    }
    current.current = Array<string>(length).fill('');
    submitted.current = '';
    setDigits(current.current);
    focus(0);
  }, [resetKey]);

  const update = (next: string[]) => {
    current.current = next;
    setDigits(next);
    const code = next.join('');
    if (!next.every(Boolean)) submitted.current = '';
    else if (code !== submitted.current) {
      submitted.current = code;
      onComplete(code);
    }
  };

  /** Writes `text`'s digits from box `start` on; returns the index after the last one written. */
  const fill = (start: number, text: string): number => {
    const chars = text.replace(/\D/g, '').slice(0, length);
    // a whole code goes in from the first box, wherever it was pasted
    const from = chars.length === length ? 0 : start;
    const next = current.current.slice();
    let i = from;
    for (const ch of chars) {
      if (i >= length) break;
      next[i++] = ch;
    }
    update(next);
    return i;
  };

  const onInput = (i: number) => (e: TargetedEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const clean = el.value.replace(/\D/g, '');
    if (clean.length > 1) {
      el.value = current.current[i] ?? '';
      focus(fill(i, clean));
      return;
    }
    el.value = clean; // the state may not change (a letter typed into an empty box)
    if (clean === current.current[i]) return;
    const next = current.current.slice();
    next[i] = clean;
    update(next);
    if (clean && i < length - 1) focus(i + 1);
  };

  const onPaste = (i: number) => (e: TargetedClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const text = e.clipboardData?.getData('text') ?? '';
    if (/\d/.test(text)) focus(fill(i, text));
  };

  const onKeyDown = (i: number) => (e: TargetedKeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !current.current[i] && i > 0) {
      e.preventDefault();
      const next = current.current.slice();
      next[i - 1] = '';
      update(next);
      focus(i - 1);
    } else if (e.key === 'ArrowLeft' && i > 0) {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight' && i < length - 1) {
      e.preventDefault();
      focus(i + 1);
    }
  };

  const row = css`
    display: flex;
    gap: 8px;
    margin: 0;
    padding: 0;
    border: 0;
  `;
  const box = css`
    box-sizing: border-box;
    width: 48px;
    height: 56px;
    padding: 0;
    font: inherit;
    font-size: 24px;
    text-align: center;
  `;

  return (
    <div role="group" aria-label={label ?? t('auth.code')} class={row}>
      {digits.map((d, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          class={`${fieldClass()} ${box}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={1}
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('auth.digit', { n: i + 1 })}
          aria-describedby={describedBy}
          value={d}
          onInput={onInput(i)}
          onPaste={onPaste(i)}
          onKeyDown={onKeyDown(i)}
          onFocus={(e) => e.currentTarget.select()}
        />
      ))}
    </div>
  );
}

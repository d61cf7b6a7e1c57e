/**
 * Labelled controls of the profile forms (personal info, preferences, addresses): a text input or
 * a select with its label, an optional note and its error (docs/product.md#validation). An error marks the control
 * `aria-invalid` and is read with it through `aria-describedby`, as is the note.
 */
import type { InputHTMLAttributes, JSX } from 'preact';
import { css } from '../styles';
import { errorClass, fieldClass } from '../styles/form';

interface Common {
  /** the control's id (unique in the panel); the note and the error get `{id}-note` and `{id}-error` */
  id: string;
  label: string;
  /** translated error text, shown under the control */
  error?: string;
  /** translated help text, shown under the label */
  note?: string;
}

const wrap = () => css`display:flex;flex-direction:column;gap:4px;margin-bottom:12px;font-size:14px;`;
const control = () => `${fieldClass()} ${css`box-sizing:border-box;width:100%;min-height:44px;padding:8px 12px;font:inherit;font-size:16px;&[readonly]{color:var(--status-muted);}&[aria-invalid='true']{border-color:#b00020;}`}`;

function describe({ id, error, note }: Common) {
  const ids = [note && `${id}-note`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? ('true' as const) : undefined, 'aria-describedby': ids || undefined };
}

function Frame({ id, label, error, note, children }: Common & { children: JSX.Element }) {
  return (
    <div class={wrap()}>
      <label for={id}>{label}</label>
      {note && (
        <span id={`${id}-note`} class={css`color:var(--status-muted);font-size:13px;`}>
          {note}
        </span>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} class={errorClass()} style={{ margin: 0 }}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A text input. `format` rewrites what is typed (phone format, number text); `onValue` gets the
 * result, and the value the caller passes back is what the input shows (Preact writes `value`
 * whenever it differs from what the input holds). Other props go to the input (type, autoComplete,
 * pattern, inputMode, readOnly, onBlur...).
 */
export function TextField(
  props: Common & { value: string; onValue?(value: string): void; format?(raw: string): string } & Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'id' | 'value' | 'label'
    >,
) {
  const { id, label, error, note, value, onValue, format, ...input } = props;
  return (
    <Frame id={id} label={label} error={error} note={note}>
      <input
        {...input}
        id={id}
        class={control()}
        value={value}
        onInput={(e) => onValue?.(format ? format(e.currentTarget.value) : e.currentTarget.value)}
        {...describe(props)}
      />
    </Frame>
  );
}

/** A select of `options` (value and label), with an empty first choice `placeholder`. */
export function SelectField(props: Common & {
  value: string;
  options: { value: string; label: string }[];
  placeholder: string;
  onValue(value: string): void;
  onBlur?(): void;
  autoComplete?: string;
}) {
  const { id, label, error, note, value, options, placeholder, onValue, onBlur, autoComplete } = props;
  return (
    <Frame id={id} label={label} error={error} note={note}>
      <select id={id} class={control()} value={value} autoComplete={autoComplete} onChange={(e) => onValue(e.currentTarget.value)} onBlur={onBlur} {...describe(props)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

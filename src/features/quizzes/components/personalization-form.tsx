/**
 * The shopper's preferences (docs/product.md#route-table 'preferences', #settings-keys 'personalization', #validation,
 * #error-messages): one control per visible personalization field: 'choices' checkboxes, 'choice' radios (a select for
 * more than four options), 'measure' a number with a unit select, 'text', 'number' and 'date' inputs; number
 * inputs keep only digits and a dot. Saves with savePreferences (answers over the customer's
 * others, customFields unchanged); a failure shows 'Unable to save preferences.' in an alert and
 * keeps what was chosen; a success says 'Saved'.
 */
import { useState } from 'preact/hooks';
import type { Customer } from '../../../api/types';
import { savePreferences } from '../../profile';
import { answerOf, draftOf, fieldLabel, type Draft, type Field } from '../lib/personalization';
import { numberText } from '../../../lib/number-text';
import { ownValue } from '../../../lib/own';
import { t } from '../../../i18n';
import { pageConfig } from '../../../settings/config';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';
import { errorClass, fieldClass } from '../../../styles/form';
import { SelectField, TextField } from '../../../ui/form-field';
import { SavedStatus } from '../../../ui/saved-status';

/** Radios up to this many options, a select above. */
const MAX_RADIOS = 4;

/** One field's control: `value` is its draft, `onValue` gets the next one; `id` unique in the panel. */
export interface ControlProps { field: Field; id: string; label: string; value: Draft; onValue(v: Draft): void }

function Choices({ field, label, value, onValue, radio }: ControlProps & { radio?: boolean }) {
  const picked = radio ? [value as string] : (value as string[]);
  return (
    <fieldset class={css`margin:0 0 12px;padding:0;border:0;font-size:14px;`}>
      <legend class={css`margin-bottom:4px;padding:0;`}>{label}</legend>
      {field.options.map((o) => (
        <label key={o} class={css`display:flex;align-items:center;gap:8px;min-height:36px;`}>
          <input
            type={radio ? 'radio' : 'checkbox'}
            name={field.key}
            value={o}
            checked={picked.includes(o)}
            onChange={(e) => onValue(radio ? o : e.currentTarget.checked ? [...picked, o] : picked.filter((p) => p !== o))}
          />
          {o}
        </label>
      ))}
    </fieldset>
  );
}

/** The control for `field`'s type (see the file comment); also the quiz screen's (features/quizzes/screens/survey.tsx). */
export function Control(props: ControlProps) {
  const { field, id, label, value, onValue } = props;
  if (field.type === 'choices') return <Choices {...props} />;
  if (field.type === 'choice')
    return field.options.length <= MAX_RADIOS ? (
      <Choices {...props} radio />
    ) : (
      <SelectField id={id} label={label} value={value as string} options={field.options.map((o) => ({ value: o, label: o }))} placeholder={t('profile.selectOption')} onValue={onValue} />
    );
  if (field.type === 'measure') {
    const m = value as { value: string; unit: string };
    return (
      <div class={css`display:flex;gap:8px;align-items:flex-start;& > :first-child{flex:1;}`}>
        <TextField id={id} label={label} value={m.value} inputMode="decimal" format={numberText} onValue={(v) => onValue({ ...m, value: v })} />
        {field.units.length > 0 && (
          <select
            aria-label={t('profile.unitOf', { label })}
            class={`${fieldClass()} ${css`min-height:44px;margin-top:21px;padding:8px;font:inherit;`}`}
            value={m.unit}
            onChange={(e) => onValue({ ...m, unit: e.currentTarget.value })}
          >
            {field.units.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        )}
      </div>
    );
  }
  if (field.type === 'number') return <TextField id={id} label={label} value={value as string} inputMode="decimal" format={numberText} onValue={onValue} />;
  return <TextField id={id} label={label} value={value as string} type={field.type === 'date' ? 'date' : 'text'} onValue={onValue} />;
}

/**
 * @param fields the visible fields (features/quizzes/lib/personalization.ts visibleFields)
 * @param customer the loaded customer: the controls start from their answers
 */
export function PersonalizationForm({ fields, customer }: { fields: Field[]; customer: Customer }) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(fields.map((f) => [f.key, draftOf(f, ownValue(customer.personalizations, f.key))])),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const lang = pageConfig.value?.locale.language ?? 'en';

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const error = await savePreferences(Object.fromEntries(fields.map((f) => [f.key, answerOf(f, ownValue(drafts, f.key) ?? draftOf(f, undefined))])));
    setBusy(false);
    setFailure(error);
    setSaved(!error);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('profile.yourPreferences')}>
      {fields.map((f, i) => (
        <Control
          key={f.key}
          field={f}
          id={`status-pref-${i}`}
          label={fieldLabel(f, lang)}
          value={ownValue(drafts, f.key) ?? draftOf(f, undefined)}
          onValue={(v) => {
            setSaved(false);
            setDrafts((prev) => ({ ...prev, [f.key]: v }));
          }}
        />
      ))}
      {failure && (
        <p role="alert" class={errorClass()}>
          {t(failure)}
        </p>
      )}
      <button type="submit" class={buttonClass()} aria-disabled={busy || undefined}>
        {t('profile.save')}
      </button>
      <SavedStatus saved={saved} />
    </form>
  );
}

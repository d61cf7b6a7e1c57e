/**
 * The address form (docs/product.md#route-table 'add-address', 'address:{id}'; 5; 8): first name, last name,
 * company, address, apartment (optional), city, country/region, state/province (only for a
 * country with provinces), zip/postal code, phone, and 'Set as default address'. Required-field
 * messages show when a field is left (blur) and on submit, which focuses the first invalid field.
 * The phone formats as it is typed. A failed save shows the message `onSave` returned in an alert;
 * what was typed stays.
 */
import { useRef, useState } from 'preact/hooks';
import type { AddressInput, Country } from '../../../api/types';
import { t } from '../../../i18n';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { ADDRESS_FIELDS, addressErrors, countryByName, type AddressField } from '../lib/address';
import { formatPhone, PHONE_PATTERN } from '../lib/phone';
import { SelectField, TextField } from '../../../ui/form-field';

export interface AddressFormProps {
  /** the address to edit, or an empty one */
  initial: AddressInput;
  /** the countries of GET /init/countries; null while they load or when they could not */
  countries: Country[] | null;
  /**
   * Saves the address.
   * @returns null when saved (the screen then leaves), else the translation key of the error to show
   */
  onSave(address: AddressInput): Promise<string | null>;
}

const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  firstName: 'given-name', lastName: 'family-name', company: 'organization', address1: 'address-line1', address2: 'address-line2',
  city: 'address-level2', country: 'country-name', province: 'address-level1', zip: 'postal-code', phone: 'tel',
};

const LABEL: Record<AddressField, string> = {
  firstName: 'profile.firstName', lastName: 'profile.lastName', company: 'profile.company', address1: 'profile.address1', address2: 'profile.address2',
  city: 'profile.city', country: 'profile.country', province: 'profile.province', zip: 'profile.zip', phone: 'profile.phone',
};

/** @see AddressFormProps */
export function AddressForm({ initial, countries, onSave }: AddressFormProps) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const country = countryByName(countries, values.country);
  const errors = addressErrors(values, country);
  const shown = (f: AddressField) => (submitted || touched[f]) && errors[f] ? t(errors[f]!) : undefined;
  const set = (f: AddressField, v: string) => setValues((prev) => ({ ...prev, [f]: v }));
  const blur = (f: AddressField) => () => setTouched((prev) => ({ ...prev, [f]: true }));
  const id = (f: AddressField) => `status-address-${f}`;

  const setCountry = (name: string) =>
    setValues((prev) => {
      const next = countryByName(countries, name);
      // a state of the old country means nothing in the new one
      const keep = next?.provinces.some((p) => p.name === prev.province);
      return { ...prev, country: name, province: keep ? prev.province : '' };
    });

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFailure(null);
    const first = ADDRESS_FIELDS.find((f) => errors[f]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${id(first)}`)?.focus();
      return;
    }
    setBusy(true);
    const error = await onSave({ ...values, phone: values.phone.trim() });
    setBusy(false);
    if (error) setFailure(error);
  };

  const text = (f: AddressField, extra: Record<string, unknown> = {}) => (
    <TextField id={id(f)} label={t(LABEL[f])} value={values[f] as string} error={shown(f)} autoComplete={AUTOCOMPLETE[f]} onValue={(v) => set(f, v)} onBlur={blur(f)} {...extra} />
  );

  // the saved country stays choosable while the list is missing or does not name it
  const countryOptions = (countries ?? []).map((c) => ({ value: c.name, label: c.name }));
  if (values.country && !country) countryOptions.unshift({ value: values.country, label: values.country });

  return (
    <form ref={form} noValidate onSubmit={submit}>
      <div class={css`display:grid;grid-template-columns:1fr 1fr;gap:0 12px;`}>
        {text('firstName', { required: true })}
        {text('lastName', { required: true })}
      </div>
      {text('company')}
      {text('address1', { required: true })}
      {text('address2')}
      {text('city', { required: true })}
      <SelectField
        id={id('country')}
        label={t(LABEL.country)}
        value={values.country}
        options={countryOptions}
        placeholder={t('profile.selectCountry')}
        error={shown('country')}
        autoComplete={AUTOCOMPLETE.country}
        onValue={setCountry}
        onBlur={blur('country')}
      />
      {!!country?.provinces.length && (
        <SelectField
          id={id('province')}
          label={t(LABEL.province)}
          value={values.province}
          options={country.provinces.map((p) => ({ value: p.name, label: p.name }))}
          placeholder={t('profile.selectProvince')}
          error={shown('province')}
          autoComplete={AUTOCOMPLETE.province}
          onValue={(v) => set('province', v)}
          onBlur={blur('province')}
        />
      )}
      {text('zip', { required: !!country?.zipRequired })}
      {text('phone', { type: 'tel', pattern: PHONE_PATTERN, inputMode: 'tel', format: formatPhone })}
      <label class={css`display:flex;align-items:center;gap:8px;min-height:44px;margin-bottom:12px;`}>
        <input type="checkbox" checked={values.default} onChange={(e) => setValues((prev) => ({ ...prev, default: e.currentTarget.checked }))} />
        {t('profile.setDefault')}
      </label>
      {failure && (
        <p role="alert" class={errorClass()}>
          {t(failure)}
        </p>
      )}
      <button type="submit" class={buttonClass()} style={{ width: '100%' }} aria-disabled={busy || undefined}>
        {t('profile.save')}
      </button>
    </form>
  );
}

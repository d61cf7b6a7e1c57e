/**
 * The personal info form (docs/product.md#route-table 'info', 'preferences'; 5; 8): first name, last name, the
 * login email (read-only: 'Email used for login cannot be updated'), phone (formatted as typed,
 * the mobile-phone rule) and birthday. Saves with savePersonalInfo; a failure shows 'Unable to
 * save personal info.' in an alert and keeps what was typed; a success says 'Saved'.
 */
import { useState } from 'preact/hooks';
import type { Customer } from '../../../api/types';
import { savePersonalInfo, type PersonalInfo } from '../state/customer';
import { formatPhone, phoneInvalid, PHONE_PATTERN } from '../lib/phone';
import { t } from '../../../i18n';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { TextField } from '../../../ui/form-field';
import { SavedStatus } from '../../../ui/saved-status';

/** @param customer the loaded customer: the fields start from it */
export function PersonalInfoForm({ customer }: { customer: Customer }) {
  const [info, setInfo] = useState<PersonalInfo>(() => ({
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    birthday: customer.birthday,
  }));
  const [phoneChecked, setPhoneChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const set = (k: keyof PersonalInfo) => (v: string) => {
    setSaved(false);
    setInfo((prev) => ({ ...prev, [k]: v }));
  };
  const phoneError = phoneChecked && phoneInvalid(info.phone) ? t('error.phoneFormat') : undefined;

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    setPhoneChecked(true);
    setFailure(null);
    if (phoneInvalid(info.phone)) {
      (e.currentTarget as HTMLFormElement).querySelector<HTMLElement>('#status-info-phone')?.focus();
      return;
    }
    setBusy(true);
    const error = await savePersonalInfo({ ...info, phone: info.phone.trim() });
    setBusy(false);
    setFailure(error);
    setSaved(!error);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('account.personalInfo')}>
      <TextField id="status-info-first" label={t('profile.firstName')} value={info.firstName} autoComplete="given-name" onValue={set('firstName')} />
      <TextField id="status-info-last" label={t('profile.lastName')} value={info.lastName} autoComplete="family-name" onValue={set('lastName')} />
      <TextField id="status-info-email" label={t('profile.email')} value={customer.email} type="email" readOnly note={t('error.loginEmailLocked')} />
      <TextField
        id="status-info-phone"
        label={t('profile.phone')}
        value={info.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        pattern={PHONE_PATTERN}
        format={formatPhone}
        error={phoneError}
        onValue={set('phone')}
        onBlur={() => setPhoneChecked(true)}
      />
      <TextField id="status-info-birthday" label={t('profile.birthday')} value={info.birthday} type="date" autoComplete="bday" onValue={set('birthday')} />
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

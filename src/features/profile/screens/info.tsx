/**
 * Personal info `#status-info` (docs/product.md#route-table 'info': only while profileUpdate is
 * off; the router sends it to Preferences otherwise), a lazy screen chunk: first name, last name,
 * the login email (read-only), phone and birthday; 'Unable to save personal info.' on failure.
 * Guests see the login section.
 */
import { LoginSlot } from '../../sign-in';
import { WithCustomer } from '../components/with-customer';
import { PersonalInfoForm } from '../components/personal-info-form';
import { isSignedIn } from '../../../session/session';
import { t, addTexts } from '../../../i18n';
import accountEn from '../../../i18n/en/account';
import profileEn from '../../../i18n/en/profile';
import { css } from '../../../styles';

addTexts(accountEn);
addTexts(profileEn);

/** The Personal info screen. */
export default function Info() {
  const pad = css`padding:16px;`;
  if (!isSignedIn.value)
    return (
      <div class={pad}>
        <LoginSlot />
      </div>
    );
  return (
    <section aria-labelledby="status-info-heading" class={pad}>
      <h2 id="status-info-heading" class={css`margin:0 0 8px;font-size:18px;`}>
        {t('account.personalInfo')}
      </h2>
      <WithCustomer>{(c) => <PersonalInfoForm customer={c} />}</WithCustomer>
    </section>
  );
}

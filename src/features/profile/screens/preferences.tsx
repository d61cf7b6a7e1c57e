/**
 * Preferences `#status-preferences` (docs/product.md#route-table 'preferences': the consolidated
 * page; `info` is its alias while profileUpdate is on), a lazy screen chunk. With the profileUpdate
 * feature on: the personal info form, then the shopper's personalization fields; with it off, the
 * personalization fields only (personal info is then its own page). Each part saves on its own,
 * so each failure names what was not saved. Guests see the login section.
 */
import { LoginSlot } from '../../sign-in';
import { WithCustomer } from '../components/with-customer';
import { PersonalInfoForm } from '../components/personal-info-form';
import { PersonalizationForm, visibleFields } from '../../quizzes';
import { isSignedIn } from '../../../session/session';
import { setting } from '../../../settings/settings';
import { profileUpdate } from '../../../session/user-init';
import { useUserInit } from '../../../session/use-user-init';
import { t, addTexts } from '../../../i18n';
import accountEn from '../../../i18n/en/account';
import profileEn from '../../../i18n/en/profile';
import { css } from '../../../styles';

addTexts(accountEn);
addTexts(profileEn);

/** The Preferences screen. */
export default function Preferences() {
  useUserInit();
  const pad = css`padding:16px;`;
  if (!isSignedIn.value)
    return (
      <div class={pad}>
        <LoginSlot />
      </div>
    );
  const update = profileUpdate.value;
  const fields = visibleFields(setting<{ data?: unknown }>('personalization').data);
  const h3 = css`margin:16px 0 8px;font-size:16px;`;
  return (
    <section aria-labelledby="status-prefs-heading" class={pad}>
      <h2 id="status-prefs-heading" class={css`margin:0 0 8px;font-size:18px;`}>
        {t('account.preferences')}
      </h2>
      <WithCustomer>
        {(c) => (
          <>
            {update && (
              <>
                <h3 class={h3}>{t('account.personalInfo')}</h3>
                <PersonalInfoForm customer={c} />
              </>
            )}
            {fields.length > 0 ? (
              <>
                {update && <h3 class={h3}>{t('profile.yourPreferences')}</h3>}
                <PersonalizationForm fields={fields} customer={c} />
              </>
            ) : (
              !update && <p class={css`color:var(--status-muted);`}>{t('profile.noPreferences')}</p>
            )}
          </>
        )}
      </WithCustomer>
    </section>
  );
}

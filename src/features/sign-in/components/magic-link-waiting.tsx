/**
 * The 'waiting for magic link' view (docs/product.md#screens-and-parts 'Login flow'): 'Check your email', the address
 * the link went to, 'Back' (to the e-mail form, address kept) and 'Resend link'. A lazy chunk,
 * loaded while the link is being e-mailed.
 */
import { css } from '../../../styles';
import { t, addTexts } from '../../../i18n';
import waitingEn from '../../../i18n/en/magic-link-waiting';
import { backToEmail, busy, codeError, loginEmail, resendLoginCode } from '../state/sign-in';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';

// English texts of this view (the panel's table does not carry them).
addTexts(waitingEn);

export default function MagicLinkWaiting() {
  const error = codeError.value;
  const heading = css`
    margin: 0 0 8px;
    font-size: 16px;
    color: var(--status-text, #111);
  `;
  const text = css`
    margin: 0 0 12px;
    font-size: 14px;
    color: var(--status-text, #111);
  `;
  const actions = css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: 16px;
  `;
  return (
    <div>
      <h3 class={heading}>{t('auth.linkHeading')}</h3>
      <p class={text}>{t('auth.linkSentTo', { email: loginEmail.value.trim() })}</p>
      {error && (
        <p role="alert" class={errorClass()}>
          {t(error.key, error.vars)}
        </p>
      )}
      <div class={actions}>
        <button type="button" class={buttonClass(true)} onClick={backToEmail}>
          {t('auth.back')}
        </button>
        <button type="button" class={buttonClass(true)} aria-disabled={busy.value || undefined} onClick={() => void resendLoginCode()}>
          {t('auth.resendLink')}
        </button>
      </div>
    </div>
  );
}

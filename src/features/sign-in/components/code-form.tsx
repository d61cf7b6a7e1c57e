/**
 * The code step of the login flow (docs/product.md#verification-code): its own lazy chunk, loaded
 * while the code is being emailed, so the OTP input costs For you nothing.
 */
import { useState } from 'preact/hooks';
import { css } from '../../../styles';
import { t } from '../../../i18n';
import { backToEmail, busy, codeError, loginEmail, resendLoginCode, signInWithEmailCode } from '../state/sign-in';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { OtpInput } from './otp-input';

/**
 * The code step: the sentence naming the address, the four digit boxes (submitting by themselves
 * when full), the error, 'Back' and 'Resend code'. After a failed check the boxes clear and
 * 'Digit 1' takes focus.
 */
export default function CodeForm() {
  const [resetKey, setResetKey] = useState(0);
  const error = codeError.value;
  const email = loginEmail.value.trim();
  const actions = css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: 16px;
  `;
  const text = css`
    margin: 0 0 12px;
    font-size: 14px;
    color: var(--status-text, #111);
  `;
  return (
    <div>
      <p class={text}>{t('auth.codeSentTo', { email })}</p>
      <OtpInput
        autoFocus
        resetKey={resetKey}
        describedBy={error ? 'status-code-error' : undefined}
        onComplete={async (code) => {
          if (!(await signInWithEmailCode(code))) setResetKey((k) => k + 1);
        }}
      />
      {error && (
        <p id="status-code-error" role="alert" class={errorClass()} style={{ marginTop: '12px' }}>
          {t(error.key, error.vars)}
        </p>
      )}
      <div class={actions}>
        <button type="button" class={buttonClass(true)} onClick={backToEmail}>
          {t('auth.back')}
        </button>
        <button
          type="button"
          class={buttonClass(true)}
          aria-disabled={busy.value || undefined}
          onClick={() => void resendLoginCode()}
        >
          {t('auth.resend')}
        </button>
      </div>
    </div>
  );
}

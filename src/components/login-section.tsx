/**
 * The login section (SPEC.md 2 'Login flow', 4 'Login visibility'; DESIGN.md 6): shown to
 * shoppers who are not signed in, above For you, Orders and Profile. A heading, the e-mail form,
 * then the code form with four boxes 'Digit 1'..'Digit 4', 'Back' and 'Resend code'. A polite
 * live region announces 'Code sent to {email}'. Reads the auth store; calls its actions.
 */
import { useState } from 'preact/hooks';
import { css } from '../styles';
import { t } from '../i18n';
import {
  announcement,
  backToEmail,
  busy,
  codeError,
  isSignedIn,
  loginEmail,
  loginStep,
  resendLoginCode,
  signInWithEmailCode,
} from '../state/auth';
import { EmailForm, buttonClass, errorClass } from './email-form';
import { OtpInput } from './otp-input';

function visuallyHidden(): string {
  return css`
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  `;
}

/**
 * The code step: the sentence naming the address, the four digit boxes (submitting by themselves
 * when full), the error, 'Back' and 'Resend code'. After a failed check the boxes clear and
 * 'Digit 1' takes focus.
 */
export function CodeForm() {
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

export interface LoginSectionProps {
  /** heading text; default t('auth.heading') ('Sign in') */
  heading?: string;
}

/** Renders nothing when signed in; otherwise the heading and the current step of the flow. */
export default function LoginSection({ heading }: LoginSectionProps = {}) {
  if (isSignedIn.value) return null;
  const said = announcement.value;
  const section = css`
    padding: 16px;
    margin-bottom: 16px;
    border: 1px solid var(--status-border, #ddd);
    border-radius: var(--status-radius, 8px);
  `;
  const title = css`
    margin: 0 0 12px;
    font-size: 18px;
    color: var(--status-text, #111);
  `;
  return (
    <section class={section} aria-labelledby="status-login-heading">
      <h2 id="status-login-heading" class={title}>
        {heading ?? t('auth.heading')}
      </h2>
      {loginStep.value === 'code' ? <CodeForm /> : <EmailForm />}
      <p role="status" aria-live="polite" class={visuallyHidden()}>
        {said ? t(said.key, said.vars) : ''}
      </p>
    </section>
  );
}

export { LoginSection };

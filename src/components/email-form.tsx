/**
 * The sign-in e-mail form (SPEC.md 2 'Login flow', 5 'Email', 8; DESIGN.md 6): a text box named
 * 'Email' and a button 'Continue'. Reads the auth store and calls `sendLoginCode`; what the
 * shopper typed stays in the box on every error. Errors show with role="alert", translated.
 */
import { css } from '../styles';
import { t } from '../i18n';
import { busy, emailError, loginEmail, sendLoginCode } from '../state/auth';
import { suggestEmail } from '../lib/email';

/** Class of the section's buttons; `secondary` for the outlined ones. Call inside render. */
export function buttonClass(secondary = false): string {
  return css`
    box-sizing: border-box;
    min-height: 44px;
    padding: 10px 16px;
    font: inherit;
    font-size: 15px;
    font-weight: 600;
    cursor: pointer;
    border-radius: var(--status-radius, 8px);
    border: 1px solid ${secondary ? 'var(--status-border, #999)' : 'var(--status-primary, #111)'};
    color: ${secondary ? 'var(--status-text, #111)' : 'var(--status-on-primary, #fff)'};
    background: ${secondary ? 'transparent' : 'var(--status-primary, #111)'};
    &[aria-disabled='true'] {
      opacity: 0.6;
      cursor: progress;
    }
  `;
}

/** Class of error messages. Call inside render. */
export function errorClass(): string {
  return css`
    margin: 0 0 12px;
    font-size: 14px;
    color: #b00020;
  `;
}

/** The e-mail step of the login section. */
export function EmailForm() {
  const error = emailError.value;
  const invalid = !!error && (error.key === 'error.emailInvalid' || error.key === 'error.emailFormat');
  const suggestion = invalid ? suggestEmail(loginEmail.value) : null;
  const field = css`
    display: flex;
    flex-direction: column;
    gap: 6px;
    margin-bottom: 12px;
    font-size: 14px;
    color: var(--status-text, #111);
  `;
  const input = css`
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    font: inherit;
    font-size: 16px;
    color: var(--status-text, #111);
    background: transparent;
    border: 1px solid var(--status-border, #999);
    border-radius: var(--status-radius, 8px);
    &:focus {
      outline: 2px solid var(--status-primary, #111);
      outline-offset: 1px;
    }
  `;
  const link = css`
    all: unset;
    cursor: pointer;
    text-decoration: underline;
  `;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void sendLoginCode();
      }}
    >
      <label class={field}>
        {t('auth.email')}
        <input
          class={input}
          type="email"
          name="email"
          required
          autoComplete="email"
          spellcheck={false}
          value={loginEmail.value}
          aria-invalid={invalid || undefined}
          aria-describedby={error ? 'status-email-error' : undefined}
          onInput={(e) => {
            loginEmail.value = e.currentTarget.value;
          }}
        />
      </label>
      {error && (
        <p id="status-email-error" role="alert" class={errorClass()}>
          {t(error.key, error.vars)}
          {suggestion && (
            <>
              {' '}
              <button type="button" class={link} onClick={() => (loginEmail.value = suggestion)}>
                {t('error.emailSuggestion', { emailAddress: suggestion })}
              </button>
            </>
          )}
        </p>
      )}
      <button type="submit" class={buttonClass()} aria-disabled={busy.value || undefined}>
        {t('auth.continue')}
      </button>
    </form>
  );
}

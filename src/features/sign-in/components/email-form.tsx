/**
 * The sign-in e-mail form (docs/product.md#screens-and-parts 'Login flow', #email, #error-messages;
 * docs/architecture.md#stable-names): a text box named 'Email', 'Did you mean …?' for a common domain typo, the consent
 * boxes the settings ask for, and a button 'Continue' (disabled while a required box is unchecked,
 * docs/product.md#validation). Reads the auth store and calls `sendLoginCode`; what the shopper typed stays in the box
 * on every error. Errors show with role="alert", translated. The suggestion and the consent boxes are lazy chunks: For
 * you's first paint ships only the box and the button.
 */
import type { FunctionComponent } from 'preact';
import lazy, { ErrorBoundary } from 'preact-iso/lazy';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';
import { errorClass, fieldClass } from '../../../styles/form';

import { t } from '../../../i18n';
import { busy, editEmail, emailError, loginEmail, preloadSignIn, sendLoginCode, submitBlocked } from '../state/sign-in';
import { isActive } from '../../../settings/settings';
import { report } from '../../../lib/report';

// A chunk that fails to load shows nothing: the form works without a suggestion or boxes
// (with required boxes, Continue then stays disabled, as the settings ask).
const none = (e: unknown): { default: FunctionComponent } => {
  report(e, 'sign-in-form');
  return { default: () => null };
};
const EmailSuggestion = lazy(() => import('./email-suggestion').catch(none));
const ConsentToggles = lazy(() => import('./consent-toggles').catch(none));

/** The e-mail step of the login section. */
export function EmailForm() {
  const error = emailError.value;
  const invalid = !!error && (error.key === 'error.emailInvalid' || error.key === 'error.emailFormat');
  // a domain to check: something after '@' with a dot in it
  const typed = /@[^@]+\.\w/.test(loginEmail.value);
  const consent = isActive('acceptsMarketingToggle') || isActive('acceptsTermsToggle');
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
          class={`${fieldClass()} ${input}`}
          type="email"
          name="email"
          required
          autoComplete="email"
          spellcheck={false}
          value={loginEmail.value}
          aria-invalid={invalid || undefined}
          aria-describedby={error ? 'status-email-error' : undefined}
          onFocus={preloadSignIn}
          onInput={(e) => editEmail(e.currentTarget.value)}
        />
      </label>
      {typed && (
        <ErrorBoundary>
          <EmailSuggestion />
        </ErrorBoundary>
      )}
      {error && (
        <p id="status-email-error" role="alert" class={errorClass()}>
          {t(error.key, error.vars)}
        </p>
      )}
      {consent && (
        <ErrorBoundary>
          <ConsentToggles />
        </ErrorBoundary>
      )}
      <button type="submit" class={buttonClass()} disabled={submitBlocked.value} aria-disabled={busy.value || undefined}>
        {t('auth.continue')}
      </button>
    </form>
  );
}

/**
 * The login section (docs/product.md#screens-and-parts 'Login flow', #sign-in-and-session;
 * docs/architecture.md#stable-names): shown to shoppers who are not signed in, above For you, Orders and Profile. A
 * heading, the e-mail form (with 'Continue with Google' when settings offer it), then the code form with four boxes
 * 'Digit 1'..'Digit 4', 'Back' and 'Resend code', or the 'Check your email' view of the magic
 * link. A polite live region announces 'Code sent to {email}'. Code form, waiting view and Google
 * button are lazy chunks. Reads the auth store; calls its actions.
 */
import { useEffect } from 'preact/hooks';
import lazy, { ErrorBoundary } from 'preact-iso/lazy';
import { css } from '../../../styles';
import { t, addTexts } from '../../../i18n';
import authEn from '../../../i18n/en/auth';
import { announcement, backToEmail, busy, completeGoogleRedirect, googleOffered, loginMethod, loginStep, saveEmailError, signInFromStore, storeSignIn } from '../state/sign-in';
import { redirectPending } from '../../../auth/redirect-flag';
import { hasLoggedIn, isSignedIn, user } from '../../../session/session';
import { pageConfig } from '../../../settings/config';
import { EmailForm } from './email-form';
import { buttonClass, visuallyHiddenClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { report } from '../../../lib/report';

addTexts(authEn);

/** A step's chunk failed to load: the generic login error with 'Back', keeping the email. */
const failed = (e: unknown) => {
  report(e, 'sign-in');
  return {
    default: () => (
      <div>
        <p role="alert" class={errorClass()}>{t('error.loginGeneric')}</p>
        <button type="button" class={buttonClass(true)} onClick={backToEmail}>{t('auth.back')}</button>
      </div>
    ),
  };
};

/** The code form chunk. */
export const CodeForm = lazy(() => import('./code-form').catch(failed));
/** The 'Check your email' chunk of the magic link. */
export const MagicLinkWaiting = lazy(() => import('./magic-link-waiting').catch(failed));
/** 'Continue with Google'; a failed load shows no button. */
const GoogleButton = lazy(() => import('./google-button').catch(() => ({ default: () => null })));

export interface LoginSectionProps {
  /** heading text; default t('auth.heading') ('Sign in') */
  heading?: string;
}

/**
 * Renders nothing when signed in or while a remembered member's session is restored (docs/product.md#behaviour:
 * a missing one is re-checked after 2,000 ms, then the form shows); otherwise the heading and the
 * current step of the flow. A
 * shopper the store session already knows is signed in from it first: 'Signing you
 * in…' meanwhile, the form only when that is refused.
 */
export default function LoginSection({ heading }: LoginSectionProps = {}) {
  const sending = busy.value && loginStep.value === 'email';
  useEffect(() => {
    if (sending) void (loginMethod() === 'otp' ? CodeForm : MagicLinkWaiting).preload().catch(() => {});
  }, [sending]);
  // A Google sign-in that fell back to a redirect finishes here, on the page it came back to; else the store's session may sign the shopper in.
  useEffect(() => {
    if (redirectPending()) void completeGoogleRedirect();
    else void signInFromStore();
  }, []);
  // A returning member's session is being restored: nothing to sign in to yet (the form would flash).
  if (isSignedIn.value || (hasLoggedIn.value && !user.value)) return null;
  const said = announcement.value;
  const step = loginStep.value;
  const saveError = saveEmailError.value;
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
      {saveError && (
        <p role="alert" class={errorClass()}>
          {t(saveError.key)}
        </p>
      )}
      {storeSignIn.value === 'pending' || (!storeSignIn.value && pageConfig.value?.customerId) ? (
        <p>{t('auth.storeSignIn')}</p>
      ) : step === 'email' ? (
        <>
          <EmailForm />
          {googleOffered() && (
            <ErrorBoundary>
              <GoogleButton />
            </ErrorBoundary>
          )}
        </>
      ) : (
        <ErrorBoundary>{step === 'code' ? <CodeForm /> : <MagicLinkWaiting />}</ErrorBoundary>
      )}
      <p role="status" aria-live="polite" class={visuallyHiddenClass()}>
        {said ? t(said.key, said.vars) : ''}
      </p>
    </section>
  );
}

export { LoginSection };

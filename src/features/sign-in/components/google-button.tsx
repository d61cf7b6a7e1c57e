/**
 * 'Continue with Google' under the e-mail form (docs/product.md#features, #roles, #error-messages). A lazy chunk,
 * rendered only when settings offer Google (`signInMethods`); it then hides itself on browsers where Google
 * sign-in cannot work (iOS, macOS Safari 16.1+, in-app browsers: src/features/sign-in/lib/user-agent.ts).
 * Hovering or focusing the button loads the sign-in and Firebase popup chunks, so the popup
 * opens while the click still counts as the shopper's.
 */
import { css } from '../../../styles';
import { t, addTexts } from '../../../i18n';
import googleEn from '../../../i18n/en/google';
import { busy, googleError, preloadGoogle, signInWithGoogle } from '../state/sign-in';
import { supportsGoogleSignIn } from '../lib/user-agent';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';

// English texts of this button (the panel's table does not carry them).
addTexts(googleEn);

export default function GoogleButton() {
  if (!supportsGoogleSignIn(navigator.userAgent, navigator.maxTouchPoints || 0)) return null;
  const error = googleError.value;
  const or = css`
    margin: 12px 0;
    font-size: 14px;
    text-align: center;
    color: var(--status-muted, #555);
  `;
  const wide = css`
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    width: 100%;
  `;
  return (
    <div>
      <p class={or}>{t('auth.or')}</p>
      {error && (
        <p role="alert" class={errorClass()}>
          {t(error.key, error.vars)}
        </p>
      )}
      <button
        type="button"
        class={`${buttonClass(true)} ${wide}`}
        aria-disabled={busy.value || undefined}
        onPointerEnter={preloadGoogle}
        onFocus={preloadGoogle}
        onTouchStart={preloadGoogle}
        onClick={() => void signInWithGoogle()}
      >
        <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
          <path fill="#4285F4" d="M45 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.8a10 10 0 0 1-4.4 6.6v5.5h7.1c4.2-3.8 6.5-9.5 6.5-16.1z" />
          <path fill="#34A853" d="M24 46c5.9 0 10.9-2 14.5-5.4l-7.1-5.5c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.6-3.9-12.3-9.1H4.4v5.7A22 22 0 0 0 24 46z" />
          <path fill="#FBBC05" d="M11.7 28.1a13 13 0 0 1 0-8.2v-5.7H4.4a22 22 0 0 0 0 19.6z" />
          <path fill="#EA4335" d="M24 10.8c3.2 0 6.1 1.1 8.4 3.3l6.3-6.3A22 22 0 0 0 4.4 14.2l7.3 5.7c1.7-5.2 6.6-9.1 12.3-9.1z" />
        </svg>
        {t('auth.google')}
      </button>
    </div>
  );
}

/**
 * Profile (SPEC.md 2 'Profile'). Built so far: the login section for anonymous visitors; for a
 * signed-in shopper a heading with their email and, last, 'Sign out' (goes to the `sign-out`
 * route, which signs out and leaves for the store's logout address). Preferences and addresses
 * come later. A lazy screen chunk.
 */
import { LoginSlot } from '../components/login-slot';
import { isSignedIn, user } from '../state/session';
import { navigate } from '../state/route';
import { t, addTexts } from '../i18n';
import accountEn from '../i18n/en/account';
import { css } from '../styles';
import { buttonClass } from '../styles/ui';

addTexts(accountEn);

/** Profile: login section, or the shopper's email as heading and a 'Sign out' button. */
export default function Profile() {
  const u = user.value;
  const signedIn = isSignedIn.value;
  return (
    <div class={css`padding:16px;`}>
      <LoginSlot />
      {signedIn && u?.email && (
        <h3 class={css`margin:0 0 12px;font-size:18px;word-break:break-all;`}>
          {u.email}
        </h3>
      )}
      {signedIn && (
        <button type="button" class={buttonClass(true)} onClick={() => navigate('sign-out')}>
          {t('account.signOut')}
        </button>
      )}
    </div>
  );
}

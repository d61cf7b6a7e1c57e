/**
 * Profile (SPEC.md 2 'Profile'). Built so far: the login section for anonymous visitors; for a
 * signed-in shopper a heading with their email. Preferences, addresses and sign-out come later.
 * A lazy screen chunk.
 */
import LoginSection from '../components/login-section';
import { isSignedIn, user } from '../state/auth';
import { css } from '../styles';

/** Profile: login section, or the shopper's email as heading. */
export default function Profile() {
  const u = user.value;
  return (
    <div class={css`padding:16px;`}>
      <LoginSection />
      {isSignedIn.value && u?.email && (
        <h3 class={css`margin:0 0 12px;font-size:18px;word-break:break-all;`}>
          {u.email}
        </h3>
      )}
    </div>
  );
}

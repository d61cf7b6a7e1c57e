/**
 * The `sign-out` route (docs/product.md#routes, #behaviour): runs signOutAndLeave on mount and says
 * 'Signing out…' in a polite live region until the store's logout page takes over. A lazy screen
 * chunk.
 */
import { useEffect, useState } from 'preact/hooks';
import { signOutAndLeave } from '../state/sign-out';
import { t, addTexts } from '../../../i18n';
import accountEn from '../../../i18n/en/account';
import { css } from '../../../styles';

addTexts(accountEn);

/** Sign-out screen: starts the sign-out once per mount; never throws. */
export default function SignOut() {
  // The live region is rendered empty first and filled after mount, so screen readers announce it.
  const [text, setText] = useState('');
  useEffect(() => {
    setText(t('account.signingOut'));
    void signOutAndLeave();
  }, []);
  return (
    <div class={css`padding:16px;`}>
      <p role="status" aria-live="polite" class={css`margin:0;`}>
        {text}
      </p>
    </div>
  );
}

/**
 * Route `magic-link:{codeId}+{token}` (docs/product.md#route-table 'MagicLink', no login; 8): the
 * page a magic link comes back to. Validates the link once, signs in (custom token, check-customer,
 * after-login) and goes to For you; a bad, expired or used link shows 'Could not log into your
 * account' with 'Back to Login', which opens the e-mail form (address kept in this tab).
 */
import { useEffect, useState } from 'preact/hooks';
import { css } from '../../../styles';
import { t, addTexts } from '../../../i18n';
import magicLinkEn from '../../../i18n/en/magic-link';
import { backToEmail, signInWithMagicLink } from '../state/sign-in';
import { navigate } from '../../../panel/router';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';

// English text of this screen (the panel's table does not carry it).
addTexts(magicLinkEn);

/** One validation per link in this page: a link works once, and a screen may mount twice. */
const opened = new Map<string, Promise<boolean>>();

export default function MagicLink({ params = [] }: { params?: string[] }) {
  const [codeId = '', token = ''] = params;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    const key = `${codeId}+${token}`;
    if (!codeId || !token) setFailed(true);
    else {
      if (!opened.has(key)) opened.set(key, signInWithMagicLink(codeId, token));
      void opened.get(key)!.then((ok) => {
        if (!live) return;
        if (ok) navigate('foryou');
        else setFailed(true);
      });
    }
    return () => {
      live = false;
    };
  }, [codeId, token]);

  const box = css`
    padding: 16px;
    display: grid;
    gap: 12px;
    justify-items: start;
  `;
  if (!failed) {
    return (
      <div class={box}>
        <p role="status" class={css`margin: 0;`}>
          {t('auth.checkingLink')}
        </p>
      </div>
    );
  }
  return (
    <div class={box}>
      <p role="alert" class={errorClass()}>
        {t('error.magicLinkFailed')}
      </p>
      <button
        type="button"
        class={buttonClass()}
        onClick={() => {
          backToEmail();
          navigate('foryou');
        }}
      >
        {t('error.backToLogin')}
      </button>
    </div>
  );
}

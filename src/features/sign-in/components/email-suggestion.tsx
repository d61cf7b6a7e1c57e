/**
 * 'Did you mean {emailAddress}?' under the e-mail box (docs/product.md#validation) for a common
 * domain typo (shopper@gmial.com -> shopper@gmail.com), as a button that fills the address. A lazy
 * chunk: the typo table costs For you nothing.
 */
import { css } from '../../../styles';
import { t, addTexts } from '../../../i18n';
import suggestionEn from '../../../i18n/en/email-suggestion';

addTexts(suggestionEn);
import { editEmail, loginEmail } from '../state/sign-in';
import { suggestEmail } from '../lib/email-suggestion';

export default function EmailSuggestion() {
  const suggestion = suggestEmail(loginEmail.value);
  if (!suggestion) return null;
  const link = css`
    margin: 0 0 12px;
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    font-size: 14px;
    color: var(--status-text, #111);
    text-decoration: underline;
    cursor: pointer;
  `;
  return (
    <button
      type="button"
      class={link}
      onClick={() => editEmail(suggestion)}
    >
      {t('error.emailSuggestion', { emailAddress: suggestion })}
    </button>
  );
}

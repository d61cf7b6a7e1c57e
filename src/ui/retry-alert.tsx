/**
 * A failed load the shopper can try again (docs/product.md#error-messages: never a stack trace): the message in an
 * alert and a 'Retry' button. Used for a screen chunk that did not load and for For you's lists.
 */
import { css } from '../styles';
import { buttonClass } from '../styles/ui';
import { t } from '../i18n';

/** @param message the translated text; @param onRetry loads again */
export function RetryAlert({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" class={css`display:flex;gap:12px;align-items:center;justify-content:space-between;padding:16px 0;`}>
      <p class={css`margin:0;`}>{message}</p>
      <button type="button" class={buttonClass(true)} onClick={onRetry}>
        {t('panel.retry')}
      </button>
    </div>
  );
}

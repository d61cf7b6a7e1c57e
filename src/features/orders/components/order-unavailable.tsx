/**
 * An order the viewer may not see (docs/product.md#roles, #error-messages: 401/403/404 for someone
 * else's order or a wrong pass): 'Unable to get order.' and, for the signed-in receipt, why: "Make
 * sure you're logged in with the email used to place the order."
 */
import { css } from '../../../styles';
import { t, addTexts } from '../../../i18n';
import ordersEn from '../../../i18n/en/orders';

addTexts(ordersEn);

/** @param explain adds the login-email explanation (the receipt; not the confirmation page) */
export function OrderUnavailable({ explain }: { explain?: boolean }) {
  return (
    <div role="alert" class={css`margin:12px 0;& p{margin:0 0 4px;}`}>
      <p class={css`font-weight:600;`}>{t('error.getOrder')}</p>
      {explain && <p>{t('error.orderEmail')}</p>}
    </div>
  );
}

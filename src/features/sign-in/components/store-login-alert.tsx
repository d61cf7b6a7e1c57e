/**
 * The store-login alert (docs/product.md#error-messages: 'Error: Multipass key not set. Users will not be logged in to
 * Shopify.' or 'You are currently not logged into Shopify'): role=alert with a Dismiss button,
 * shown above the panel's screen through the widget store's notice slot. Travels with the
 * after-login chunk; renders nothing while no alert is set.
 */
import { storeLoginAlert, dismissStoreLoginAlert } from '../state/store-login-alert';
import { t } from '../../../i18n';
import { css } from '../../../styles';

/** The alert, or nothing. */
export function StoreLoginAlert() {
  const key = storeLoginAlert.value;
  if (!key) return null;
  return (
    <div
      role="alert"
      class={css`display:flex;gap:12px;align-items:center;justify-content:space-between;margin:12px 16px;padding:12px;border:1px solid #b3261e;border-radius:var(--status-radius);color:#b3261e;background:#fdf2f1;font-size:14px;`}
    >
      <p class={css`margin:0;`}>{t(key)}</p>
      <button
        type="button"
        onClick={dismissStoreLoginAlert}
        class={css`min-height:44px;padding:0 12px;border:0;background:none;color:inherit;font:inherit;text-decoration:underline;cursor:pointer;`}
      >
        {t('account.dismiss')}
      </button>
    </div>
  );
}

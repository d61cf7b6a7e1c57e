/**
 * The signed-in customer for a profile screen (docs/product.md#route-table 'preferences', 'info', 'addresses'):
 * loads it on mount (fresh data is reused; sign-in marks it stale, so it is fetched again), shows
 * placeholders while it loads and the failure with Retry, then renders `children` with it.
 */
import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import type { Customer } from '../../../api/types';
import { customer, loadCustomer } from '../state/customer';
import { t } from '../../../i18n';
import { css } from '../../../styles';
import { RetryAlert } from '../../../ui/retry-alert';

/**
 * A grey placeholder box while the customer loads (the panel entry's shimmer stays in the entry:
 * importing it from here would add an export to that file). Call inside render.
 */
export const placeholderClass = () => css`background:var(--status-border,#eee);opacity:0.5;border-radius:var(--status-radius);`;

/**
 * @param children renders the loaded customer; mounted once it is there (forms start from it).
 *   The last visit's customer (cache/persist.ts: `fetchedAt` 0) waits for the refresh, so a form
 *   never starts from values changed since; only when the refresh fails (offline) do the forms
 *   start from it, and their saves then say why they cannot run.
 */
export function WithCustomer({ children }: { children(c: Customer): JSX.Element }) {
  useEffect(() => void loadCustomer(), []);
  const { data, error, fetchedAt } = customer.value;
  if (data && (fetchedAt || error)) return children(data);
  if (error) return <RetryAlert message={t(error.messageKey)} onRetry={() => void loadCustomer(true)} />;
  return (
    <div role="status" aria-label={t('panel.loading')}>
      <div class={placeholderClass()} style="height:44px;margin-bottom:12px" />
      <div class={placeholderClass()} style="height:44px" />
    </div>
  );
}

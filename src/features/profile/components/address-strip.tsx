/**
 * The addresses strip of Profile (docs/product.md#screens-and-parts 'Addresses strip'): a heading link 'Addresses' to
 * #status-addresses, then the customer's address cards in a horizontally scrollable row, the
 * default one first with its 'Default' tag, each a link to edit it, and an 'Add address' card to
 * #status-add-address. Reads the addresses store; the Profile screen loads the customer.
 */
import { addresses } from '../state/addresses';
import { customer, loadCustomer } from '../state/customer';
import { t } from '../../../i18n';
import { css } from '../../../styles';
import { AddressLines } from './address-card';
import { RetryAlert } from '../../../ui/retry-alert';
import { placeholderClass } from './with-customer';
import { routeToHash } from '../../../routes/table';

/** The strip; placeholders while the customer loads, the failure with Retry. */
export function AddressStrip() {
  const list = addresses.value;
  const { error } = customer.value;
  const card = css`flex:0 0 200px;scroll-snap-align:start;display:flex;box-sizing:border-box;min-height:120px;padding:12px;border:1px solid var(--status-border);border-radius:var(--status-radius);color:inherit;text-decoration:none;`;
  return (
    <section aria-labelledby="status-strip-heading" class={css`margin:0 0 16px;`}>
      <h3 id="status-strip-heading" class={css`margin:0 0 8px;font-size:16px;`}>
        <a href={routeToHash('addresses')} class={css`color:inherit;`}>
          {t('account.addresses')}
        </a>
      </h3>
      {!list && error ? (
        <RetryAlert message={t(error.messageKey)} onRetry={() => void loadCustomer(true)} />
      ) : (
        <ul class={css`display:flex;gap:12px;margin:0;padding:0 0 8px;list-style:none;overflow-x:auto;scroll-snap-type:x mandatory;overscroll-behavior-x:contain;`}>
          {list
            ? list.map((a) => (
                <li key={a.id} class={css`display:flex;`}>
                  <a href={routeToHash('address:' + a.id)} class={card}>
                    <AddressLines address={a} />
                  </a>
                </li>
              ))
            : (
                <li aria-hidden="true" class={`${card} ${placeholderClass()}`} />
              )}
          <li class={css`display:flex;`}>
            <a href={routeToHash('add-address')} class={`${card} ${css`align-items:center;justify-content:center;font-weight:600;`}`}>
              {t('account.addAddress')}
            </a>
          </li>
        </ul>
      )}
    </section>
  );
}

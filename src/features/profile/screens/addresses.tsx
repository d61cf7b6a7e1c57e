/**
 * Addresses `#status-addresses` (docs/product.md#route-table 'addresses': back goes to profile; 8), a lazy screen
 * chunk: the customer's addresses as cards, the default first with its 'Default' tag, each with
 * Edit (#status-address:{id}) and Delete (asks to confirm, then deletes; a failure says 'Unable to
 * delete address' and keeps the card), and 'Add address' (#status-add-address). Guests see the
 * login section.
 */
import { useState } from 'preact/hooks';
import type { Address } from '../../../api/types';
import { LoginSlot } from '../../sign-in';
import { WithCustomer } from '../components/with-customer';
import { AddressLines, addressSummary } from '../components/address-card';
import { removeAddress } from '../state/addresses';
import { isSignedIn } from '../../../session/session';
import { t, addTexts } from '../../../i18n';
import accountEn from '../../../i18n/en/account';
import profileEn from '../../../i18n/en/profile';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { routeToHash } from '../../../routes/table';

addTexts(accountEn);
addTexts(profileEn);

/** One address with Edit and Delete; Delete asks 'Delete this address?' first. */
function AddressItem({ address }: { address: Address }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const summary = addressSummary(address);
  const row = css`display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-top:12px;`;
  const remove = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const error = await removeAddress(address.id);
    // on success the card leaves the list; on failure it stays with the message
    setBusy(false);
    setConfirming(false);
    setFailure(error);
  };
  return (
    <li class={css`margin:0 0 12px;padding:16px;border:1px solid var(--status-border);border-radius:var(--status-radius);`}>
      <AddressLines address={address} />
      {confirming ? (
        <div class={row}>
          <span class={css`flex-basis:100%;font-size:14px;`}>{t('profile.deleteConfirm')}</span>
          <button type="button" class={buttonClass()} aria-disabled={busy || undefined} aria-label={t('profile.deleteLabel', { address: summary })} onClick={remove}>
            {t('profile.delete')}
          </button>
          <button type="button" class={buttonClass(true)} onClick={() => setConfirming(false)}>
            {t('profile.cancel')}
          </button>
        </div>
      ) : (
        <div class={row}>
          <a href={routeToHash('address:' + address.id)} class={`${buttonClass(true)} ${css`display:inline-flex;align-items:center;text-decoration:none;box-sizing:border-box;`}`} aria-label={t('profile.editLabel', { address: summary })}>
            {t('profile.edit')}
          </a>
          <button type="button" class={buttonClass(true)} aria-label={t('profile.deleteLabel', { address: summary })} onClick={() => setConfirming(true)}>
            {t('profile.delete')}
          </button>
        </div>
      )}
      {failure && (
        <p role="alert" class={errorClass()} style={{ margin: '8px 0 0' }}>
          {t(failure)}
        </p>
      )}
    </li>
  );
}

/** The Addresses screen. */
export default function Addresses() {
  const pad = css`padding:16px;`;
  if (!isSignedIn.value)
    return (
      <div class={pad}>
        <LoginSlot />
      </div>
    );
  return (
    <section aria-labelledby="status-addresses-heading" class={pad}>
      <h2 id="status-addresses-heading" class={css`margin:0 0 12px;font-size:18px;`}>
        {t('account.addresses')}
      </h2>
      <WithCustomer>
        {(c) =>
          c.addresses.length ? (
            <ul class={css`margin:0;padding:0;list-style:none;`}>
              {c.addresses.map((a) => (
                <AddressItem key={a.id} address={a} />
              ))}
            </ul>
          ) : (
            <p class={css`color:var(--status-muted);`}>{t('profile.noAddresses')}</p>
          )
        }
      </WithCustomer>
      <a href={routeToHash('add-address')} class={`${buttonClass()} ${css`display:flex;align-items:center;justify-content:center;box-sizing:border-box;width:100%;text-decoration:none;`}`}>
        {t('account.addAddress')}
      </a>
    </section>
  );
}

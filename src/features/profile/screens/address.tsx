/**
 * The address form's screen (docs/product.md#route-table 'add-address' AddAddress, 'address:{id}' AddressForm: Back
 * goes to addresses), a lazy screen chunk for both routes: with a param it edits that address of
 * the customer, without one it adds an address. Loads the customer and the countries; an unknown
 * id says so with a link back to the list (no crash). A successful save goes to the addresses
 * list, which shows the saved address, and takes the form off the history stack. Guests see the login section.
 */
import { useEffect } from 'preact/hooks';
import type { AddressInput } from '../../../api/types';
import { LoginSlot } from '../../sign-in';
import { WithCustomer } from '../components/with-customer';
import { AddressForm } from '../components/address-form';
import { RetryAlert } from '../../../ui/retry-alert';
import { saveAddress } from '../state/addresses';
import { countries, loadCountries } from '../state/countries';
import { isSignedIn } from '../../../session/session';
import { back, navigate, route } from '../../../panel/router';
import { t, addTexts } from '../../../i18n';
import accountEn from '../../../i18n/en/account';
import profileEn from '../../../i18n/en/profile';
import { css } from '../../../styles';
import { routeToHash } from '../../../routes/table';

addTexts(accountEn);
addTexts(profileEn);

const EMPTY: AddressInput = {
  firstName: '', lastName: '', company: '', address1: '', address2: '', city: '', province: '', zip: '', country: '', phone: '', default: false,
};

/**
 * Goes to the address list without leaving the form on the history stack: Back from the list
 * then goes where the shopper was before the form, not into the form again.
 */
function leaveForList(): void {
  back();
  if (route.value !== 'addresses') navigate('addresses');
}

/** @param params `[addressId]` to edit, `[]` to add */
export default function AddressScreen({ params = [] }: { params?: string[] }) {
  const id = params[0] ?? null;
  const signedIn = isSignedIn.value;
  useEffect(() => {
    if (signedIn) void loadCountries();
  }, [signedIn]);
  const pad = css`padding:16px;`;
  if (!signedIn)
    return (
      <div class={pad}>
        <LoginSlot />
      </div>
    );
  const list = countries.value;
  const save = async (address: AddressInput) => {
    const error = await saveAddress(id, address);
    if (!error) leaveForList();
    return error;
  };
  return (
    <section aria-labelledby="status-address-heading" class={pad}>
      <h2 id="status-address-heading" class={css`margin:0 0 12px;font-size:18px;`}>
        {t(id ? 'profile.editAddress' : 'account.addAddress')}
      </h2>
      {list.error && !list.data && <RetryAlert message={t(list.error.messageKey)} onRetry={() => void loadCountries()} />}
      <WithCustomer>
        {(c) => {
          const found = id ? c.addresses.find((a) => a.id === id) : undefined;
          if (id && !found)
            return (
              <p role="alert">
                {t('error.addressNotFound')} <a href={routeToHash('addresses')}>{t('account.addresses')}</a>
              </p>
            );
          const { id: _id, ...initial } = found ?? { id: '', ...EMPTY };
          return <AddressForm key={id ?? 'new'} initial={initial} countries={list.data} onSave={save} />;
        }}
      </WithCustomer>
    </section>
  );
}

/**
 * Profile (docs/product.md#profile-screen), a lazy screen chunk. In the spec's order: the login section
 * (guests); the 'page-links-before' content slot; with the profileUpdate feature on (default) the
 * preferences card (name and email, to #status-preferences) and the addresses strip, for a
 * signed-in shopper; with it off, links to Preferences, Personal info and Addresses (signed in),
 * Favorites (when the wishlist setting is on and its screen exists) and Support (the store's
 * /pages/contact); then the 'page-links-after', 'collections-before' and 'collections-after'
 * slots, and 'Sign out' last (to the `sign-out` route).
 */
import { useEffect } from 'preact/hooks';
import { LoginSlot } from '../../sign-in';
import { ContentSlot } from '../../content';
import { AddressStrip } from '../components/address-strip';
import { isSignedIn, user } from '../../../session/session';
import { isActive } from '../../../settings/settings';
import { profileUpdate } from '../../../session/user-init';
import { useUserInit } from '../../../session/use-user-init';
import { pageConfig } from '../../../settings/config';
import { customer, loadCustomer } from '../state/customer';
import { navigate } from '../../../panel/router';
import { routeDef, routeToHash } from '../../../routes/table';
import { t, addTexts } from '../../../i18n';
import accountEn from '../../../i18n/en/account';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';
import { safeUrl } from '../../../lib/web-url';

addTexts(accountEn);

const cardClass = () =>
  css`display:flex;flex-direction:column;gap:2px;margin:0 0 16px;padding:16px;border:1px solid var(--status-border);border-radius:var(--status-radius);color:inherit;text-decoration:none;overflow-wrap:anywhere;`;

/** The preferences card: the shopper's name (once the customer loaded) and email. */
function PreferencesCard({ email }: { email: string }) {
  const c = customer.value.data;
  const name = c ? [c.firstName, c.lastName].filter(Boolean).join(' ') : '';
  return (
    <a href={routeToHash('preferences')} class={cardClass()}>
      <span class={css`font-size:13px;color:var(--status-muted);`}>{t('account.preferences')}</span>
      {name && <strong class={css`font-size:16px;`}>{name}</strong>}
      <span>{c?.email || email}</span>
    </a>
  );
}

/** The links of a Profile with profileUpdate off. */
function Links({ signedIn }: { signedIn: boolean }) {
  // the route exists (wishlist setting, docs/product.md#routes) and has its screen (routes/table.ts resolveRoute's
  // rules)
  const favorites = isActive('wishlist') && !!routeDef('favorites')?.screen;
  const root = (safeUrl(pageConfig.value?.routes.root) || '/').replace(/\/?$/, '/');
  const links: [string, string][] = [
    ...(signedIn
      ? ([
          [routeToHash('preferences'), 'account.preferences'],
          [routeToHash('info'), 'account.personalInfo'],
          [routeToHash('addresses'), 'account.addresses'],
        ] as [string, string][])
      : []),
    ...(favorites ? ([[routeToHash('favorites'), 'account.favorites']] as [string, string][]) : []),
    [`${root}pages/contact`, 'account.support'],
  ];
  const link = css`display:block;padding:14px 0;color:inherit;text-decoration:none;border-bottom:1px solid var(--status-border);`;
  return (
    <ul class={css`margin:0 0 16px;padding:0;list-style:none;`}>
      {links.map(([href, key]) => (
        <li key={key}>
          <a href={href} class={link}>
            {t(key)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The Profile screen; loads the customer for the preferences card and the strip when they show. */
export default function Profile() {
  const signedIn = isSignedIn.value;
  const email = user.value?.email ?? '';
  useUserInit();
  const update = profileUpdate.value;
  useEffect(() => {
    if (signedIn && update) void loadCustomer();
  }, [signedIn, update]);
  return (
    <div class={css`padding:16px;`}>
      <LoginSlot />
      <ContentSlot target="page-links-before" />
      {update ? (
        signedIn && (
          <>
            <PreferencesCard email={email} />
            <AddressStrip />
          </>
        )
      ) : (
        <>
          {signedIn && email && <h3 class={css`margin:0 0 4px;font-size:18px;overflow-wrap:anywhere;`}>{email}</h3>}
          <Links signedIn={signedIn} />
        </>
      )}
      <ContentSlot target="page-links-after" />
      <ContentSlot target="collections-before" />
      <ContentSlot target="collections-after" />
      {signedIn && (
        <button type="button" class={buttonClass(true)} onClick={() => navigate('sign-out')}>
          {t('account.signOut')}
        </button>
      )}
    </div>
  );
}

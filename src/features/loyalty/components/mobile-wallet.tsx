/**
 * For you's mobile wallet section (docs/product.md#for-you-sections 'mobile wallet', 'Mobile wallet section appears
 * only when viewport width is 767 px or less'; 3 mobileWallet setting: isActive, name, link, url,
 * storeIdHash; 9 breakpoint 767 px): while the setting is active and the viewport is narrow
 * (following resizes), a card headed by the setting's `name` with 'Add to wallet' (the pass
 * service `url` with `store={storeIdHash}` and, when signed in, `customer={id}`) and 'Learn more'
 * (`link`). Hidden on wider viewports and without a usable `url`.
 */
import { addTexts, t } from '../../../i18n';
import { setting } from '../../../settings/settings';
import { customerId } from '../../../session/session';
import { isNarrow } from '../../../panel/viewport';
import { headingOf, IntegrationCard, linkClass } from './integration-card';
import { safeUrl } from '../../../lib/web-url';
import loyaltyEn from '../../../i18n/en/loyalty';

addTexts(loyaltyEn);

/** The pass link: `url` with the store's hash and the customer id as query parameters; null when `url` is unusable. */
export function passHref(url: unknown, storeIdHash: unknown, customer: string | null): string | null {
  const base = safeUrl(url);
  if (!base) return null;
  try {
    const u = new URL(base, location.href);
    if (typeof storeIdHash === 'string' && storeIdHash) u.searchParams.set('store', storeIdHash);
    if (customer) u.searchParams.set('customer', customer);
    return u.href;
  } catch {
    return null;
  }
}

/** The wallet card, on narrow viewports only. */
export default function MobileWallet() {
  const narrow = isNarrow().value;
  const s = setting('mobileWallet');
  const pass = passHref(s.url, s.storeIdHash, customerId.value);
  if (!narrow || !pass) return null;
  const more = safeUrl(s.link);
  return (
    <IntegrationCard id="status-section-wallet" heading={headingOf(s.name, 'wallet.heading')}>
      <a class={linkClass()} href={pass}>
        {t('wallet.add')}
      </a>
      {more && (
        <a class={linkClass()} href={more}>
          {t('wallet.learnMore')}
        </a>
      )}
    </IntegrationCard>
  );
}

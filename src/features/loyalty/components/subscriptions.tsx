/**
 * For you's subscriptions section (docs/product.md#for-you-sections 'subscriptions'; 4 'Subscription portal'; 7
 * subscription-link, cached 60,000 ms): for a signed-in customer while the subscriptions setting
 * is active, a card headed by the setting's `name` with a 'Manage subscriptions' button. Pressing
 * it logs the customer in to the portal (features/loyalty/state/subscriptions.ts) and goes there, or to the
 * portal's own login page when that fails; the link is fetched ahead, on show.
 */
import { useEffect } from 'preact/hooks';
import { addTexts, t } from '../../../i18n';
import { setting } from '../../../settings/settings';
import { customerId } from '../../../session/session';
import { loadSubscriptionLink, openError, opening, openSubscriptionPortal } from '../state/subscriptions';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { headingOf, IntegrationCard } from './integration-card';
import loyaltyEn from '../../../i18n/en/loyalty';

addTexts(loyaltyEn);

/** The subscriptions card. */
export default function Subscriptions() {
  const id = customerId.value;
  useEffect(() => {
    void loadSubscriptionLink();
  }, [id]);
  const s = setting('subscriptions');
  return (
    <IntegrationCard id="status-section-subscriptions" heading={headingOf(s.name, 'subscriptions.heading')}>
      <button type="button" class={buttonClass()} aria-disabled={opening.value ? 'true' : undefined} onClick={() => void openSubscriptionPortal()}>
        {t('subscriptions.manage')}
      </button>
      {openError.value && (
        <p role="alert" class={errorClass()}>
          {t(openError.value)}
        </p>
      )}
    </IntegrationCard>
  );
}

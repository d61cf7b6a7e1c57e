/**
 * For you's membership section (docs/product.md#for-you-sections 'membership'; 3 membership setting:
 * isActive, name, link, url): while the setting is active, a card headed by its `name` with a link to
 * the membership page (`link`, else `url`). Without a usable link the card still names the
 * membership.
 */
import { addTexts, t } from '../../../i18n';
import { setting } from '../../../settings/settings';
import { headingOf, IntegrationCard, linkClass } from './integration-card';
import { safeUrl } from '../../../lib/web-url';
import loyaltyEn from '../../../i18n/en/loyalty';

addTexts(loyaltyEn);

/** The membership card. */
export default function Membership() {
  const s = setting('membership');
  const href = safeUrl(s.link) ?? safeUrl(s.url);
  return (
    <IntegrationCard id="status-section-membership" heading={headingOf(s.name, 'membership.heading')}>
      {href && (
        <a class={linkClass()} href={href}>
          {t('membership.view')}
        </a>
      )}
    </IntegrationCard>
  );
}

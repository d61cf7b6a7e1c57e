/**
 * For you's store credit section (docs/product.md#for-you-sections 'credit', 'Credit card: amount, My credit, copyable
 * ID'; 3 credit setting; 7 the third-party loyalty service): for a signed-in customer while the
 * credit setting is active, a card headed by the setting's `name` with the amount (money in the
 * shop currency via Intl), 'My credit', the card's ID (its code) with a Copy button that announces
 * 'Copied', the expiry date, and the setting's `link` (a new tab when `popup` is true). Shows
 * nothing when the service has no card or cannot be reached.
 */
import { useEffect, useState } from 'preact/hooks';
import { css } from '../../../styles';
import { addTexts, t } from '../../../i18n';
import { setting } from '../../../settings/settings';
import { customerId } from '../../../session/session';
import { creditEntry, loadCredit } from '../state/credit';
import { pageConfig } from '../../../settings/config';
import { localeTag } from '../../../lib/locale-tag';
import { formatMoneyIntl } from '../../../lib/money-intl';
import { shortDate } from '../../orders';
import { copyText } from '../../../ui/copy-text';
import { buttonClass, visuallyHiddenClass } from '../../../styles/ui';
import { skeletonBoxClass } from '../../../ui/skeleton';
import { headingOf, IntegrationCard, linkClass } from './integration-card';
import { safeUrl } from '../../../lib/web-url';
import loyaltyEn from '../../../i18n/en/loyalty';

addTexts(loyaltyEn);

/** The credit card; a placeholder of its size while the card loads. */
export default function Credit() {
  const id = customerId.value;
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    void loadCredit();
  }, [id]);
  const { data, loading } = creditEntry().value;
  if (!data) return loading ? <div aria-hidden="true" class={`${skeletonBoxClass()} ${css`margin:0 0 20px;`}`} style="height:120px" /> : null;
  const s = setting('credit');
  const c = pageConfig.value;
  const locale = c ? localeTag(c.locale.language, c.locale.countryCode) : undefined;
  const cardId = data.code || data.giftCardId;
  const href = safeUrl(s.link);
  const expires = data.expiresOn ? shortDate(data.expiresOn, locale) : '';
  const copy = async () => setCopied(await copyText(cardId));
  return (
    <IntegrationCard id="status-section-credit" heading={headingOf(s.name, 'credit.heading')}>
      <p class={css`margin:0;display:grid;`}>
        <strong class={css`font-size:24px;`}>{formatMoneyIntl(data.amount, c?.shopCurrency || 'USD', locale, c?.shopCurrency === c?.locale.currency && c?.moneyExample)}</strong>
        <span>{t('credit.mine')}</span>
      </p>
      {cardId && (
        <p class={css`margin:0;display:flex;align-items:center;gap:8px;flex-wrap:wrap;`}>
          <span>{t('credit.id')}</span>
          <code class={css`font-size:15px;user-select:all;`}>{cardId}</code>
          <button type="button" class={buttonClass(true)} aria-label={t('credit.copyLabel', { code: cardId })} onClick={copy}>
            {t('credit.copy')}
          </button>
        </p>
      )}
      <p role="status" class={copied === false ? css`margin:0;font-size:14px;` : visuallyHiddenClass()}>
        {copied === true ? t('credit.copied') : copied === false ? t('credit.copyFailed') : ''}
      </p>
      {expires && <p class={css`margin:0;font-size:13px;color:var(--status-muted, #666);`}>{t('credit.expires', { date: expires })}</p>}
      {href && (
        <a class={linkClass()} href={href} {...(s.popup === true ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {t('credit.view')}
        </a>
      )}
    </IntegrationCard>
  );
}

/**
 * The consent boxes of the e-mail form (docs/product.md#data settings, 5): 'Email me with news and offers'
 * (`acceptsMarketingToggle`: shown when active, on by default unless `enabledByDefault` is
 * false, may be `required`) and 'I agree to the Privacy Policy and Terms of Service'
 * (`acceptsTermsToggle`, default from `enabledByDefault`) with links from `privacyPolicy`
 * (defaults /policies/privacy-policy and /policies/terms-of-service, docs/product.md#limits). The links open
 * in a new tab so nothing typed is lost. Whether Continue is disabled is the sign-in store's
 * `submitBlocked`. A lazy chunk.
 */
import { css } from '../../../styles';
import { t, addTexts } from '../../../i18n';
import consentEn from '../../../i18n/en/consent';
import { marketingChecked, setAcceptsMarketing, setAcceptsTerms, termsChecked } from '../state/sign-in';
import { isActive, setting } from '../../../settings/settings';
import { safeUrl } from '../../../lib/web-url';

addTexts(consentEn);

/** `value` when it passes the URL rule (lib/web-url.ts), else `fallback` (a `javascript:` link is never rendered). */
const link = (value: unknown, fallback: string): string => safeUrl(value) ?? fallback;

export default function ConsentToggles() {
  const policy = setting('privacyPolicy');
  const links: Record<string, [string, string]> = {
    privacyPolicy: [link(policy.privacyPolicy, '/policies/privacy-policy'), t('auth.privacyPolicy')],
    termsOfService: [link(policy.termsOfService, '/policies/terms-of-service'), t('auth.termsOfService')],
  };
  const row = css`
    display: flex;
    gap: 8px;
    align-items: flex-start;
    margin: 0 0 12px;
    font-size: 14px;
    line-height: 20px;
    color: var(--status-text, #111);
    & input {
      width: 20px;
      height: 20px;
      margin: 0;
      flex: none;
    }
    & a {
      color: inherit;
      text-decoration: underline;
    }
  `;
  return (
    <div>
      {isActive('acceptsMarketingToggle') && (
        <label class={row}>
          <input
            type="checkbox"
            name="acceptsMarketing"
            checked={marketingChecked.value}
            required={setting('acceptsMarketingToggle').required === true}
            onChange={(e) => setAcceptsMarketing(e.currentTarget.checked)}
          />
          <span>{t('auth.marketing')}</span>
        </label>
      )}
      {isActive('acceptsTermsToggle') && (
        <label class={row}>
          <input
            type="checkbox"
            name="acceptsTerms"
            required
            checked={termsChecked.value}
            onChange={(e) => setAcceptsTerms(e.currentTarget.checked)}
          />
          <span>
            {t('auth.terms')
              .split(/\{(privacyPolicy|termsOfService)\}/)
              .map((part, i) =>
                i % 2 ? (
                  <a href={links[part][0]} target="_blank" rel="noopener">
                    {links[part][1]}
                  </a>
                ) : (
                  part
                ),
              )}
          </span>
        </label>
      )}
    </div>
  );
}

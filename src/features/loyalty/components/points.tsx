/**
 * For you's points section (docs/product.md#for-you-sections 'points'; 3 points setting; 7 `GET /points/{shopId}`; 8
 * 'Missing loyalty SDK'): on while the points setting is active. For a signed-in customer, a
 * card headed by the setting's `name` with their points and a link to the rewards page (`link`,
 * else `url`); for a guest nothing. Either way the provider's rewards SDK (`sdkGlobal`) is checked
 * once. Shows nothing when the points cannot be loaded.
 */
import { useEffect } from 'preact/hooks';
import { css } from '../../../styles';
import { addTexts, t } from '../../../i18n';
import { setting } from '../../../settings/settings';
import { isSignedIn } from '../../../session/session';
import { checkRewardsSdk, loadPoints, pointsEntry } from '../state/points';
import { pageConfig } from '../../../settings/config';
import { localeTag } from '../../../lib/locale-tag';
import { skeletonBoxClass } from '../../../ui/skeleton';
import { headingOf, IntegrationCard, linkClass } from './integration-card';
import { safeUrl } from '../../../lib/web-url';
import loyaltyEn from '../../../i18n/en/loyalty';

addTexts(loyaltyEn);

/** The points card; a placeholder of its size while the points load. */
export default function Points() {
  const s = setting('points');
  const signedIn = isSignedIn.value;
  useEffect(() => checkRewardsSdk(s.sdkGlobal), [s.sdkGlobal]);
  useEffect(() => {
    if (signedIn) void loadPoints();
  }, [signedIn]);
  if (!signedIn) return null;
  const { data, loading } = pointsEntry().value;
  if (data === null) return loading ? <div aria-hidden="true" class={`${skeletonBoxClass()} ${css`margin:0 0 20px;`}`} style="height:96px" /> : null;
  const c = pageConfig.value;
  const href = safeUrl(s.link) ?? safeUrl(s.url);
  return (
    <IntegrationCard id="status-section-points" heading={headingOf(s.name, 'points.heading')}>
      <p class={css`margin:0;display:flex;align-items:baseline;gap:8px;`}>
        <span>{t('points.balance')}</span>
        <strong class={css`font-size:24px;`}>{data.toLocaleString(c ? localeTag(c.locale.language, c.locale.countryCode) : undefined)}</strong>
      </p>
      {href && (
        <a class={linkClass()} href={href}>
          {t('points.view')}
        </a>
      )}
    </IntegrationCard>
  );
}

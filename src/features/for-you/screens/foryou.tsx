/**
 * For you, the default route (docs/product.md#for-you-sections): the login section for
 * anonymous visitors; the optional sections and content targets (features/for-you/components/for-you-sections.tsx,
 * one lazy chunk rendered in three places, each section its own chunk); 'Recently viewed'; 'Saved
 * from cart' and 'Favorites' (one lazy chunk, features/saved-cart/components/saved-sections.tsx, when the saved or
 * wishlist setting is on); 'Popular today'. Ships in the panel entry (not lazy): it is what the
 * panel shows first.
 */
import { useEffect } from 'preact/hooks';
import { LoginSlot } from '../../sign-in';
import { CollectionSection } from '../../../ui/collection-section';
import { SkeletonRow } from '../../../ui/skeleton';
import { forYou, loadForYou, RECENTLY_VIEWED_SHOWN } from '../state/for-you';
import { customerId } from '../../../session/session';
import { isOpen } from '../../../panel/widget';
import { css } from '../../../styles';
import { t } from '../../../i18n';
import { RetryAlert } from '../../../ui/retry-alert';
import { lazy } from '../../../ui/lazy';
import { routeFlags } from '../../../panel/router';

const SavedSections = lazy(() => import('../../saved-cart/components/saved-sections'));
const ForYouSections = lazy(() => import('../components/for-you-sections'));

/**
 * For you: reads the for-you store; loads it on mount, on an open of the panel (it stays mounted
 * while closed) when its lists are over a minute old, and when the shopper signs in or out (sign-in
 * marks them stale); the lists stay shown meanwhile.
 */
export default function ForYou() {
  const who = customerId.value;
  // Subscribed, not read in render: opening the panel re-renders no card (loadForYou runs untracked).
  useEffect(() => isOpen.subscribe((open) => open && void loadForYou({ noRefresh: true })), [who]);
  const { data, loading, error } = forYou.value;
  return (
    <div class={css`padding:16px;`}>
      <LoginSlot />
      <ForYouSections part="upper" />
      <ForYouSections part="beforeRecent" />
      {!data && loading && <SkeletonRow />}
      {data && <CollectionSection name="recentlyViewed" products={data.recentlyViewed.slice(0, RECENTLY_VIEWED_SHOWN)} />}
      {(routeFlags.value.saved || routeFlags.value.wishlist) && <SavedSections />}
      {data && <CollectionSection name="popularToday" products={data.popularToday} loading={loading && !data.popularToday.length} />}
      <ForYouSections part="last" />
      {error && <RetryAlert message={t(error.messageKey)} onRetry={() => void loadForYou()} />}
    </div>
  );
}


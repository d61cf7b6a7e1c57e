/**
 * For you, the default route (SPEC.md 2 'ForYou sections in order'). Built so far: the login
 * section for anonymous visitors, 'Recently viewed' and 'Popular today'. Ships in the panel
 * entry (not lazy): it is what the panel shows first.
 */
import { useEffect } from 'preact/hooks';
import { LoginSlot } from '../components/login-slot';
import { CollectionSection } from '../components/collection-section';
import { SkeletonRow } from '../components/skeleton';
import { forYou, loadForYou, RECENTLY_VIEWED_SHOWN } from '../state/for-you';
import { customerId } from '../state/session';
import { css } from '../styles';
import { t } from '../i18n';
import { RetryAlert } from '../components/retry-alert';

/** For you: reads the for-you store; loads it on mount and again when the shopper signs in or out (the lists stay shown meanwhile). */
export default function ForYou() {
  const who = customerId.value;
  useEffect(() => {
    void loadForYou();
  }, [who]);
  const { data, loading, error } = forYou.value;
  return (
    <div class={css`padding:16px;`}>
      <LoginSlot />
      {!data && loading && <SkeletonRow />}
      {data && (
        <>
          <CollectionSection name="recentlyViewed" products={data.recentlyViewed.slice(0, RECENTLY_VIEWED_SHOWN)} />
          <CollectionSection name="popularToday" products={data.popularToday} loading={loading && !data.popularToday.length} />
        </>
      )}
      {error && <RetryAlert message={t(error.messageKey)} onRetry={() => void loadForYou()} />}
    </div>
  );
}


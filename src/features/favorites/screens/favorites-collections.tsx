/**
 * The shopper's favorites collections (docs/product.md#route-table 'favorites-collections', alias
 * 'saved-collections'; Back goes to Favorites): each collection as a link to it with its item
 * count, 'New collection' (to `#status-create`), an empty state. Guests see the login section:
 * collections belong to a customer. A lazy screen chunk; reads the collections store.
 */
import { useEffect } from 'preact/hooks';
import { favoritesCollections, loadFavoritesCollections } from '../state/favorites-collections';
import { isSignedIn } from '../../../session/session';
import { LoginSlot } from '../../sign-in';
import { RetryAlert } from '../../../ui/retry-alert';
import { SkeletonRow } from '../../../ui/skeleton';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';
import { t, addTexts } from '../../../i18n';
import savedEn from '../../../i18n/en/saved';
import { routeToHash } from '../../../routes/table';

addTexts(savedEn);

/** The collections list; loads it on mount and on sign-in. */
export default function FavoritesCollections() {
  const signedIn = isSignedIn.value;
  useEffect(() => {
    if (signedIn) void loadFavoritesCollections();
  }, [signedIn]);
  const { data, loading, error } = favoritesCollections.value;
  return (
    <div class={css`padding:16px;`}>
      <h3 class={css`margin:0 0 12px;font-size:18px;`}>{t('collections.heading')}</h3>
      {!signedIn ? (
        <>
          <p>{t('collections.signIn')}</p>
          <LoginSlot />
        </>
      ) : (
        <>
          <a href={routeToHash('create')} class={`${buttonClass()} ${css`display:inline-flex;align-items:center;margin:0 0 16px;text-decoration:none;box-sizing:border-box;`}`}>
            {t('collections.new')}
          </a>
          {!data && loading && <SkeletonRow />}
          {data && !data.length && <p>{t('collections.empty')}</p>}
          {data && data.length > 0 && (
            <ul class={css`margin:0;padding:0;list-style:none;`}>
              {data.map((c) => (
                <li key={c.uuid} class={css`border-bottom:1px solid var(--status-border);`}>
                  <a href={routeToHash('favorites-collection:' + c.uuid)} class={css`display:flex;justify-content:space-between;gap:8px;padding:14px 0;color:inherit;text-decoration:none;font-weight:600;`}>
                    <span>{c.name}</span>
                    <span class={css`font-weight:400;color:var(--status-muted);`}>{t('collections.count', { count: c.items.length })}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          {error && !data && <RetryAlert message={t(error.messageKey)} onRetry={() => void loadFavoritesCollections(true)} />}
        </>
      )}
    </div>
  );
}

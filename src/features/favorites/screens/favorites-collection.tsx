/**
 * One favorites collection (docs/product.md#route-table 'favorites-collection:{uuid}', alias 'saved-collection',
 * no login; 6 'Roles'): its name and products. Its creator can remove items and sees Share and
 * Edit (the collection actions panel: Rename with the collection form, Delete collection with
 * Undo); another signed-in shopper sees 'Save collection', which copies name and items into a
 * collection of their own; a guest sees it read-only. A lazy screen chunk; reads the collections
 * and product stores, calls their actions.
 */
import { useEffect, useState } from 'preact/hooks';
import { favoritesCollection, deleteFavoritesCollection, loadFavoritesCollection, removeFavoritesCollectionItem, renameFavoritesCollection, saveFavoritesCollectionCopy } from '../state/favorites-collections';
import { customerId, isSignedIn } from '../../../session/session';
import { navigate } from '../../../panel/router';
import { showToast } from '../../../toasts/toasts';
import { useSavedProducts } from '../components/use-saved-products';
import { ProductGrid } from '../../../ui/product-grid';
import { FavoritesCollectionForm } from '../components/favorites-collection-form';
import { FavoritesCollectionShare } from '../components/favorites-collection-share';
import { RetryAlert } from '../../../ui/retry-alert';
import { SkeletonRow } from '../../../ui/skeleton';
import { css } from '../../../styles';
import { buttonClass, iconButtonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { t, addTexts } from '../../../i18n';
import savedEn from '../../../i18n/en/saved';

addTexts(savedEn);

/** @param params route params: [uuid] */
export default function FavoritesCollection({ params = [] }: { params?: string[] }) {
  const uuid = params[0] ?? '';
  const who = customerId.value;
  useEffect(() => {
    void loadFavoritesCollection(uuid);
  }, [uuid, who]);
  const { data: c, loading, error } = favoritesCollection(uuid).value;
  const { products, loading: looking } = useSavedProducts(c?.items ?? null);
  const [mode, setMode] = useState<'view' | 'actions' | 'rename'>('view');
  const [copyFailed, setCopyFailed] = useState(false);
  const screen = css`padding:16px;`;

  if (!c) {
    return (
      <div class={screen}>
        {loading || !error ? (
          <SkeletonRow />
        ) : error.status === 404 || error.status === 403 ? (
          <p role="alert">{t('collection.notFound')}</p>
        ) : (
          <RetryAlert message={t(error.messageKey)} onRetry={() => void loadFavoritesCollection(uuid)} />
        )}
      </div>
    );
  }

  const owner = c.isOwner && isSignedIn.value;
  const itemOf = (productId: number) => c.items.find((i) => i.productId === productId);
  const saveCopy = async () => {
    setCopyFailed(false);
    const copy = await saveFavoritesCollectionCopy(c);
    if (!copy) return setCopyFailed(true);
    showToast(t('collection.copied'));
    navigate(`favorites-collection:${copy.uuid}`);
  };

  return (
    <div class={screen}>
      <h3 class={css`margin:0 0 12px;font-size:18px;overflow-wrap:anywhere;`}>{c.name}</h3>
      {mode === 'rename' && owner && (
        <FavoritesCollectionForm
          name={c.name}
          onSave={async (name) => {
            if (!(await renameFavoritesCollection(uuid, name))) return t('error.updateCollection');
            setMode('view');
            return null;
          }}
        />
      )}
      {mode === 'actions' && owner && (
        <div role="group" aria-label={t('collection.actions')} class={css`display:flex;gap:8px;margin:0 0 16px;`}>
          <button type="button" class={buttonClass(true)} onClick={() => setMode('rename')}>
            {t('collection.rename')}
          </button>
          <button
            type="button"
            class={buttonClass(true)}
            onClick={() => {
              navigate('favorites-collections');
              void deleteFavoritesCollection(uuid);
            }}
          >
            {t('collection.delete')}
          </button>
        </div>
      )}
      <ProductGrid
        products={products}
        loading={looking}
        extra={
          owner
            ? (p) => (
                <button
                  type="button"
                  class={`${iconButtonClass()} ${css`position:absolute;top:6px;right:6px;background:rgba(255,255,255,.9);`}`}
                  aria-label={t('collection.removeItem', { title: p.title })}
                  onClick={() => {
                    const item = itemOf(p.id);
                    if (item) void removeFavoritesCollectionItem(uuid, item.id);
                  }}
                >
                  <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true"><path d="m5 5 10 10M15 5 5 15" fill="none" stroke="currentColor" stroke-width="2" /></svg>
                </button>
              )
            : undefined
        }
      />
      {!c.items.length && <p>{t('collection.noItems')}</p>}
      {(owner || isSignedIn.value) && (
        <div class={css`position:sticky;bottom:0;display:flex;gap:8px;align-items:flex-start;margin:16px -16px -16px;padding:12px 16px;background:var(--status-bg);border-top:1px solid var(--status-border);`}>
          {owner ? (
            <>
              <FavoritesCollectionShare uuid={uuid} />
              <button type="button" class={buttonClass(true)} aria-expanded={mode === 'actions'} onClick={() => setMode(mode === 'actions' ? 'view' : 'actions')}>
                {t('collection.edit')}
              </button>
            </>
          ) : (
            <div>
              <button type="button" class={buttonClass()} onClick={saveCopy}>
                {t('collection.saveCopy')}
              </button>
              {copyFailed && (
                <p role="alert" class={errorClass()}>
                  {t('error.createCollection')}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

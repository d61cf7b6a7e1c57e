/**
 * Add an item to a collection (docs/product.md#route-table 'add', panel-style, no login route:
 * `#status-add:collection+{productId}+{variantId}`): the shopper's collections as buttons 'Add
 * to {name}', and the collection form to create a new one holding the item. Added, the
 * collection opens. Failures show 'Unable to add to collection' / 'Unable to create collection'.
 * Guests see the login section. A lazy screen chunk; calls the collections store.
 */
import { useEffect, useState } from 'preact/hooks';
import { addToFavoritesCollection, favoritesCollections, createFavoritesCollection, loadFavoritesCollections } from '../state/favorites-collections';
import { isSignedIn } from '../../../session/session';
import { navigate } from '../../../panel/router';
import { showToast } from '../../../toasts/toasts';
import { FavoritesCollectionForm } from '../components/favorites-collection-form';
import { LoginSlot } from '../../sign-in';
import { SkeletonRow } from '../../../ui/skeleton';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { t, addTexts } from '../../../i18n';
import savedEn from '../../../i18n/en/saved';

addTexts(savedEn);

/** The item of the route's params `['collection', productId, variantId?]`, or null when they are not ids. */
export function itemFromParams(params: string[]): { productId: number; variantId: number | null } | null {
  const productId = Number(params[1]);
  const variantId = params[2] ? Number(params[2]) : null;
  if (params[0] !== 'collection' || !Number.isSafeInteger(productId) || productId <= 0) return null;
  if (variantId !== null && (!Number.isSafeInteger(variantId) || variantId <= 0)) return null;
  return { productId, variantId };
}

/** @param params route params: ['collection', productId, variantId] */
export default function Add({ params = [] }: { params?: string[] }) {
  const item = itemFromParams(params);
  const signedIn = isSignedIn.value;
  useEffect(() => {
    if (signedIn) void loadFavoritesCollections();
  }, [signedIn]);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { data, loading } = favoritesCollections.value;
  const screen = css`padding:16px;`;
  if (!item) return <div class={screen}><p role="alert">{t('error.addToCollection')}</p></div>;

  const done = (uuid: string, name: string) => {
    showToast(t('collections.added', { name }));
    navigate(`favorites-collection:${uuid}`);
  };
  const add = async (uuid: string, name: string) => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    const ok = await addToFavoritesCollection(uuid, item.productId, item.variantId);
    setBusy(false);
    if (ok) done(uuid, name);
    else setFailed(true);
  };

  return (
    <div class={screen}>
      <h3 class={css`margin:0 0 12px;font-size:18px;`}>{t('collections.addHeading')}</h3>
      {!signedIn ? (
        <>
          <p>{t('collections.signIn')}</p>
          <LoginSlot />
        </>
      ) : (
        <>
          {!data && loading && <SkeletonRow />}
          {data && data.length > 0 && (
            <ul class={css`display:grid;gap:8px;margin:0 0 20px;padding:0;list-style:none;`}>
              {data.map((c) => (
                <li key={c.uuid}>
                  <button type="button" class={`${buttonClass(true)} ${css`width:100%;text-align:left;`}`} aria-disabled={busy ? 'true' : undefined} onClick={() => add(c.uuid, c.name)}>
                    {t('collections.addTo', { name: c.name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {failed && (
            <p role="alert" class={errorClass()}>
              {t('error.addToCollection')}
            </p>
          )}
          <h4 class={css`margin:0 0 8px;font-size:16px;`}>{t('collections.new')}</h4>
          <FavoritesCollectionForm
            onSave={async (name) => {
              const c = await createFavoritesCollection({ name, items: [item] });
              if (!c) return t('error.createCollection');
              done(c.uuid, c.name);
              return null;
            }}
          />
        </>
      )}
    </div>
  );
}

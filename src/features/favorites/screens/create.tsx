/**
 * New collection (docs/product.md#route-table 'create', panel-style, no login route; 5 'Collection
 * name required'): the collection form; a saved collection opens at once. Guests see the login
 * section: collections belong to a customer. A failure shows 'Unable to create collection' and
 * keeps the name. A lazy screen chunk; calls the collections store.
 */
import { createFavoritesCollection } from '../state/favorites-collections';
import { isSignedIn } from '../../../session/session';
import { navigate } from '../../../panel/router';
import { FavoritesCollectionForm } from '../components/favorites-collection-form';
import { LoginSlot } from '../../sign-in';
import { css } from '../../../styles';
import { t, addTexts } from '../../../i18n';
import savedEn from '../../../i18n/en/saved';

addTexts(savedEn);

/** The create screen. */
export default function Create() {
  return (
    <div class={css`padding:16px;`}>
      <h3 class={css`margin:0 0 12px;font-size:18px;`}>{t('collections.new')}</h3>
      {isSignedIn.value ? (
        <FavoritesCollectionForm
          onSave={async (name) => {
            const c = await createFavoritesCollection({ name });
            if (!c) return t('error.createCollection');
            navigate(`favorites-collection:${c.uuid}`);
            return null;
          }}
        />
      ) : (
        <>
          <p>{t('collections.signIn')}</p>
          <LoginSlot />
        </>
      )}
    </div>
  );
}

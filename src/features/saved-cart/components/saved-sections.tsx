/**
 * For you's 'Saved from cart' and 'Favorites' sections (docs/product.md#for-you-sections:
 * after recently viewed, before popular today; docs/product.md#limits: 10 items each; docs/architecture.md#stable-names
 * headings): one lazy chunk, loaded by features/for-you/screens/foryou.tsx when the `saved` or `wishlist` setting is
 * on. Each section shows only while its setting is on and it has items; 'See all' opens
 * `#status-collection:{savedFromCart|favorites}`. Guests have both lists too (their anonymous
 * session's).
 */
import { useEffect } from 'preact/hooks';
import { CollectionSection } from '../../../ui/collection-section';
import { favorites, loadFavorites, useSavedProducts } from '../../favorites';
import { loadSavedCart, savedCart } from '../state/saved-cart';
import { routeFlags } from '../../../panel/router';
import { customerId } from '../../../session/session';
import { addTexts } from '../../../i18n';
import collectionEn from '../../../i18n/en/collection';

addTexts(collectionEn);

/** Items each section shows at most (docs/product.md#limits). */
export const SECTION_ITEMS = 10;

function Section({ name, items, loading }: { name: string; items: Parameters<typeof useSavedProducts>[0]; loading: boolean }) {
  const shown = useSavedProducts(items, SECTION_ITEMS);
  return <CollectionSection name={name} products={shown.products} loading={(loading && !items) || (shown.loading && !shown.products.length)} />;
}

/** Both sections, each while its setting is on; loads the lists on mount and when the shopper signs in or out. */
export default function SavedSections() {
  const { saved, wishlist } = routeFlags.value;
  const who = customerId.value;
  useEffect(() => {
    if (saved) void loadSavedCart();
    if (wishlist) void loadFavorites();
  }, [saved, wishlist, who]);
  const cart = savedCart.value;
  const fav = favorites.value;
  return (
    <>
      {saved && <Section name="savedFromCart" items={cart.data} loading={cart.loading} />}
      {wishlist && <Section name="favorites" items={fav.data} loading={fav.loading} />}
    </>
  );
}

/**
 * The 'Favorites' page (target customer-account.page.render): the signed-in customer's favorites
 * as product cards (image, title, variant title, a link to the product in the store) with 'Add
 * to cart' (the store's add-to-cart link) and Remove each, then their favorites collections
 * (./collections-list.tsx); 'Sign in to see your favorites.' for a shopper who is not signed in; that
 * the store does not offer favorites when the merchant switched them off; a retry when the API
 * cannot answer. Every string is the extension's own translation
 * (locales/*.json). Polaris web components (`s-*`), as Shopify draws them in customer accounts.
 */
import { useEffect } from 'preact/hooks';
import { favorites, loadFavorites, removeFavorite } from './favorites';
import type { AccountList, ProductCard, SavedItem } from '../../shared/account-api';
import { api, t } from '../../shared/shopify';
import { loadCollections } from './collections';
import { CollectionsList } from './collections-list';

/** The page; loads the favorites and the collections when it mounts. */
export function FavoritesPage() {
  useEffect(() => {
    void loadFavorites();
    void loadCollections();
  }, []);
  const state = favorites.value;
  return (
    <s-page heading={t('title')}>
      {state.kind === 'loading' && (
        <s-section>
          <s-spinner accessibilityLabel={t('loading')} />
        </s-section>
      )}
      {(state.kind === 'signed-out' || state.kind === 'not-offered') && (
        <s-section>
          <s-paragraph>{t(state.kind === 'signed-out' ? 'signIn' : 'notOffered')}</s-paragraph>
        </s-section>
      )}
      {state.kind === 'failed' && (
        <s-section>
          <s-banner tone="critical">
            <s-paragraph>{t('error')}</s-paragraph>
            <s-button onClick={() => void loadFavorites()}>{t('retry')}</s-button>
          </s-banner>
        </s-section>
      )}
      {state.kind === 'ready' && <FavoritesList list={state.data} />}
      {state.kind === 'ready' && <CollectionsList />}
    </s-page>
  );
}

function FavoritesList({ list }: { list: AccountList }) {
  if (!list.items.length) {
    return (
      <s-section>
        <s-paragraph>{t('empty')}</s-paragraph>
      </s-section>
    );
  }
  const cards = new Map(list.products.map((p) => [p.id, p]));
  return (
    <s-section>
      <s-stack gap="base">
        {list.items.map((item) => (
          <Favorite key={item.id} item={item} card={cards.get(item.productId)} storefront={list.storefront} />
        ))}
      </s-stack>
    </s-section>
  );
}

/**
 * The storefront's add-to-cart link for the favorite's variant (its product's first available
 * one when the favorite names none): it adds one to the shopper's cart and opens the cart. Null
 * when that variant is sold out or unknown.
 */
function addToCartUrl(item: SavedItem, card: ProductCard, storefront: string): string | null {
  const variant = card.variants?.find((v) => (item.variantId === null ? v.available : v.id === item.variantId));
  return variant?.available ? `${storefront}/cart/add?id=${variant.id}&quantity=1` : null;
}

function Favorite({ item, card, storefront }: { item: SavedItem; card: ProductCard | undefined; storefront: string }) {
  const title = card?.title ?? t('unavailable');
  const cartUrl = card ? addToCartUrl(item, card, storefront) : null;
  const remove = async () => {
    const done = await removeFavorite(item.id);
    api().toast.show(t(done ? 'removed' : 'removeFailed', { title }));
  };
  return (
    <s-stack direction="inline" gap="base" alignItems="center">
      {card?.image && <s-image src={card.image} alt="" inlineSize="auto" aspectRatio="1" objectFit="cover" />}
      <s-stack gap="small-300">
        {card ? <s-link href={`${storefront}${card.url}`}>{card.title}</s-link> : <s-text>{title}</s-text>}
        {card?.variantTitle && <s-text color="subdued">{card.variantTitle}</s-text>}
      </s-stack>
      {cartUrl && <s-button href={cartUrl} accessibilityLabel={t('addToCartLabel', { title })}>{t('addToCart')}</s-button>}
      <s-button variant="secondary" accessibilityLabel={t('removeLabel', { title })} onClick={() => void remove()}>
        {t('remove')}
      </s-button>
    </s-stack>
  );
}

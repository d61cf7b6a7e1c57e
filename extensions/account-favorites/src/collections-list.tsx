/**
 * The favorites page's collections: each of the customer's favorites collections as a section
 * with its products (linking to the store), 'Move' on each product (to any other collection of
 * theirs) and 'Share' (the collection's link, for anyone who has it). Nothing when they have no
 * collections; a retry when the API cannot answer.
 */
import { useState } from 'preact/hooks';
import type { AccountCollection, AccountCollections, ProductCard } from '../../shared/account-api';
import { api, t } from '../../shared/shopify';
import { collections, loadCollections, moveItem, shareCollection } from './collections';

/** The collections part of the page. */
export function CollectionsList() {
  const state = collections.value;
  if (state.kind === 'failed') {
    return (
      <s-section heading={t('collections')}>
        <s-banner tone="critical">
          <s-paragraph>{t('collectionsError')}</s-paragraph>
          <s-button onClick={() => void loadCollections()}>{t('retry')}</s-button>
        </s-banner>
      </s-section>
    );
  }
  if (state.kind !== 'ready' || !state.data.collections.length) return null;
  return <>{state.data.collections.map((c) => <Collection key={c.uuid} collection={c} all={state.data} />)}</>;
}

function Collection({ collection, all }: { collection: AccountCollection; all: AccountCollections }) {
  const cards = new Map(all.products.map((p) => [p.id, p]));
  const others = all.collections.filter((c) => c.uuid !== collection.uuid);
  const share = async () => {
    const done = await shareCollection(collection.uuid);
    api().toast.show(t(done ? 'shared' : 'shareFailed', { name: collection.name }));
  };
  return (
    <s-section heading={collection.name}>
      <s-stack gap="base">
        {!collection.items.length && <s-paragraph>{t('collectionEmpty')}</s-paragraph>}
        {collection.items.map((item) => (
          <CollectionItem key={item.id} id={item.id} card={cards.get(item.productId)} storefront={all.storefront} others={others} />
        ))}
        {collection.shared && collection.shareUrl ? (
          <s-stack gap="small-300">
            <s-text color="subdued">{t('sharedLink')}</s-text>
            <s-link href={collection.shareUrl}>{collection.shareUrl}</s-link>
          </s-stack>
        ) : (
          <s-button variant="secondary" accessibilityLabel={t('shareLabel', { name: collection.name })} onClick={() => void share()}>{t('share')}</s-button>
        )}
      </s-stack>
    </s-section>
  );
}

function CollectionItem({ id, card, storefront, others }: { id: string; card: ProductCard | undefined; storefront: string; others: AccountCollection[] }) {
  const [choosing, setChoosing] = useState(false);
  const title = card?.title ?? t('unavailable');
  const move = async (to: AccountCollection) => {
    setChoosing(false);
    const done = await moveItem(id, to.uuid);
    api().toast.show(t(done ? 'moved' : 'moveFailed', { title, name: to.name }));
  };
  return (
    <s-stack gap="small-300">
      <s-stack direction="inline" gap="base" alignItems="center">
        {card?.image && <s-image src={card.image} alt="" inlineSize="auto" aspectRatio="1" objectFit="cover" />}
        {card ? <s-link href={`${storefront}${card.url}`}>{card.title}</s-link> : <s-text>{title}</s-text>}
        {others.length > 0 && (
          <s-button variant="secondary" accessibilityLabel={t('moveLabel', { title })} onClick={() => setChoosing(!choosing)}>{t('move')}</s-button>
        )}
      </s-stack>
      {choosing && (
        <s-stack direction="inline" gap="small-300">
          {others.map((to) => (
            <s-button key={to.uuid} variant="secondary" accessibilityLabel={t('moveToLabel', { title, name: to.name })} onClick={() => void move(to)}>
              {t('moveTo', { name: to.name })}
            </s-button>
          ))}
        </s-stack>
      )}
    </s-stack>
  );
}

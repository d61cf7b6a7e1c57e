/** Collection pages (`/collections/{handle}`): title, description and the product grid. */
import type { StoreCollection, StoreProduct } from '../catalog';
import { esc } from '../html';
import type { PageContent } from './layout';
import { productGrid } from './parts';

/** Renders a collection with the shop's `products` in it; the first row (4 cards) loads eagerly, the rest lazily. */
export function collectionPage(collection: StoreCollection, products: StoreProduct[], currency: string): PageContent {
  return {
    title: collection.title,
    description: collection.description,
    main: `<div class="wrap">
<h1>${esc(collection.title)}</h1>
<p class="lead">${esc(collection.description)} ${products.length} products.</p>
${productGrid(products, currency, 4)}
</div>`,
  };
}

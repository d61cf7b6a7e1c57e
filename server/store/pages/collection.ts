/** Collection pages (`/collections/{handle}`): title, description and the product grid. */
import { PRODUCTS, type SeedCollection } from '../seed/catalog';
import { esc } from '../html';
import type { PageContent } from './layout';
import { productGrid } from './parts';

/** Renders a collection; the first row (4 cards) loads eagerly, the rest lazily. */
export function collectionPage(collection: SeedCollection, currency: string): PageContent {
  const products = PRODUCTS.filter((p) => p.collections.includes(collection.handle));
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

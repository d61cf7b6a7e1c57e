/**
 * The `status-*` element shells the launcher defines (SPEC.md 1, 5; DESIGN.md 6): names and
 * observed attributes only. Bodies are lazy (`status-{name}.js`, src/elements/{name}.tsx).
 */
import type { PageConfig } from '../settings/types';
import { defineLazy, type ElementBody } from './define';

/** Element name (without `status-`) and its attributes, each mirrored as a camelCase property. */
// The names are public (SPEC.md 1; merchants' themes use them) and stay as they are, though two read
// oddly beside the code's words (docs/glossary.md): `save-button` saves to Saved from cart, and
// `saved-link` counts favorites. `collection` is a product collection block.
const ELEMENTS: [string, string][] = [
  ['favorite-button', 'product-id variant-id product-title'],
  ['save-button', 'product-id variant-id product-title'],
  ['collection', 'type product-amount show-carousel hide-if-empty show-product-titles show-wishlist-button'],
  ['login', ''],
  ['saved-link', ''],
  ['icon', ''],
];

/** Defines every element shell once; `load` fetches a body by name (launcher/chunks.ts). */
export function defineElements(config: PageConfig, load: (name: string) => Promise<unknown>): void {
  for (const [name, attrs] of ELEMENTS) defineLazy(name, attrs ? attrs.split(' ') : [], config, load as (name: string) => Promise<ElementBody>);
}

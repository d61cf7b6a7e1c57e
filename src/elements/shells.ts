/**
 * The `status-*` element shells the launcher defines (docs/product.md#features, #validation;
 * docs/architecture.md#stable-names): names and observed attributes only. The launcher's late half draws them
 * (elements/face/); their interactive bodies (`status-{name}.js`, src/elements/{name}.ts) load on intent.
 */
import { defineLazy, type Upgrade } from './define';

/** Element name (without `status-`) and its attributes, each mirrored as a camelCase property. */
// The names are public (docs/product.md#features; merchants' themes use them) and stay as they are, though two read
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

/** Defines every element shell once; `load` fetches the late half, which draws them, and resolves to its upgrade with the page's config. */
export function defineElements(load: () => Promise<Upgrade>): void {
  for (const [name, attrs] of ELEMENTS) defineLazy(name, attrs ? attrs.split(' ') : [], load);
}

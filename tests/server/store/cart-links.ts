// What the cart link tests (cart permalinks, add-to-cart links) share: the seeded variants they
// put in carts and a reader of the cart's lines.
import { PRODUCTS } from '../../../server/seed/catalog';
import type { makeClient } from './helpers';

const tote = PRODUCTS.find((p) => p.handle === 'canvas-tote')!;
const shirt = PRODUCTS.find((p) => p.handle === 'linen-shirt')!;

/** The Canvas Tote's first and second variants. */
export const natural = tote.variants[0]!;
export const black = tote.variants[1]!;
/** The Linen Shirt's sold-out XL, and a size in stock. */
export const soldOutXl = shirt.variants.find((v) => v.title === 'XL')!;
export const inStockShirt = shirt.variants.find((v) => v.available && v.inventory > 0)!;

/** The client's cart lines as [variant id, quantity]. */
export const itemsOf = async (send: ReturnType<typeof makeClient>['send']) =>
  ((await (await send('/cart.js')).json()) as { items: { id: number; quantity: number }[] }).items.map((i) => [i.id, i.quantity]);

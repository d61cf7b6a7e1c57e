// Helpers for the favorites, saved-from-cart and collection screen tests.
import type { SavedItem, WishlistCollection } from '../../src/api/types';
import { signedIn } from '../../src/session/session-change';
import { report } from '../../src/session/session';

export const saved = (productId: number, variantId: number | null = null, id = `w${productId}`): SavedItem => ({
  id,
  productId,
  variantId,
  createdAt: '2026-11-01T00:00:00Z',
});

export function makeCollection(over: Partial<WishlistCollection> = {}): WishlistCollection {
  return {
    uuid: 'c-1',
    name: 'Summer',
    userId: '7001',
    visibility: 'private',
    items: [
      { id: 'i-1', productId: 1, variantId: 11 },
      { id: 'i-2', productId: 2, variantId: null },
    ],
    isOwner: true,
    updatedAt: '2026-11-01T00:00:00Z',
    ...over,
  };
}

/** A signed-in customer 7001. */
export const signInMember = () => signedIn({ uid: 'user-9', email: 'shopper@example.com', isAnonymous: false }, '7001', 'otp');
/** An anonymous visitor. */
export const beGuest = () => report({ uid: 'anon-1', email: null, isAnonymous: true });

/**
 * The answers of the customer account extensions' API (routes.ts; docs/customer-accounts.md), each
 * inside `{data}`. The extensions keep their own copy of these shapes (they are bundled apart from
 * the app); a change here is a change of the API they call.
 */
import type { Product, SavedItem, ShipmentStatus } from '../../../src/api/types';

/** A saved list: GET /customer-account/favorites, GET /customer-account/saved-from-cart, DELETE /customer-account/favorites/{id}. */
export interface AccountListResponse {
  items: SavedItem[];
  /** the cards of the items' products that the shop still sells, in the items' order */
  products: Product[];
  /** the shop's storefront origin, e.g. 'https://shop.example': the cards' root-relative `url`s are on it */
  storefront: string;
}

/** The points program of the Profile block. */
export interface AccountPoints {
  /** the customer's points balance (0 when they have none yet) */
  points: number;
  /** the program's name as the merchant set it, e.g. 'Harbor Rewards'; null when unset */
  name: string | null;
  /** the program's page: a root-relative path on `storefront` (e.g. '/pages/rewards') or an http(s) URL; null when unset or not a link */
  link: string | null;
}

/** The customer's store credit card of the Profile block, as the widget's credit card shows it. */
export interface AccountCredit {
  /** the card's balance in cents of `currencyCode` (the service's major units x 100, as every amount of the API) */
  amount: number;
  /** ISO 4217, e.g. 'USD': the shop's currency, which the widget formats the card in too */
  currencyCode: string;
  /** the credit setting's name, e.g. 'Store credit'; null when unset */
  name: string | null;
  /** the credit setting's link: a root-relative path on `storefront` (e.g. '/collections/all') or an https URL; null when unset or not a link */
  link: string | null;
}

/** GET /customer-account/profile: what the Profile block shows; null where the merchant's setting is off. */
export interface AccountProfileResponse {
  /** the merchant offers favorites (the `wishlist` setting is on) */
  favorites: boolean;
  /** the customer's items saved from the cart, newest first, at most PROFILE_SAVED_ITEMS (10); null when the `saved` setting is off */
  savedFromCart: AccountListResponse | null;
  /** the customer's loyalty points; null when the `points` setting is off */
  points: AccountPoints | null;
  /**
   * the customer's store credit; null when the `credit` setting is off or has no access token,
   * when the shop's loyalty service has no card for the customer, and when the service fails
   * (unreachable, too slow, refusing the token): the block shows the rest
   */
  credit: AccountCredit | null;
  /** the shop's storefront origin, e.g. 'https://shop.example': a points or credit `link` that is a path is on it */
  storefront: string;
}

/** One line of an order to buy again: a variant the shop still sells, with the quantity ordered. */
export interface BuyAgainLine {
  productId: number;
  variantId: number;
  /** as ordered, >= 1 */
  quantity: number;
  /** the product's title as the order has it */
  title: string;
  /** the variant's title as the order has it ('' for a product's only variant) */
  variantTitle: string;
  /** the line's image as Shopify gives it: an absolute URL, or a root-relative path on `storefront` */
  image: string;
}

/** A delivered order the customer can buy again. */
export interface BuyAgainOrder {
  /** Shopify's numeric order id, e.g. '820031' */
  id: string;
  /** e.g. '#1031' */
  name: string;
  /** ISO 8601; null when Shopify says DELIVERED without a date */
  deliveredAt: string | null;
  /** the order's lines whose variants the shop still sells, in the order's order (never empty) */
  lines: BuyAgainLine[];
  /**
   * Shopify's add-to-cart link on the storefront: adds `lines` to the cart the shopper already has
   * and opens the cart, '{storefront}/cart/add?items[][id]={variantId}&items[][quantity]={quantity}&...'
   * (brackets percent-encoded), the lines in order, a variant listed twice once with both quantities
   */
  cartUrl: string;
}

/** The customer's order on its way (the widget's 'arriving next'). */
export interface ArrivingOrder {
  id: string;
  name: string;
  /** ISO 8601: the latest shipment's estimated delivery */
  estimatedDeliveryAt: string;
  /** the latest shipment's display status, e.g. 'IN_TRANSIT' */
  status: ShipmentStatus;
}

/** GET /customer-account/orders: what the Order index block shows. */
export interface AccountOrdersResponse {
  /** up to BUY_AGAIN_ORDERS (3) delivered orders of the first page of orders, newest first */
  buyAgain: BuyAgainOrder[];
  /** the order arriving next; null when none of the first page is on its way */
  arriving: ArrivingOrder | null;
  /** the shop's storefront origin, e.g. 'https://shop.example' (the `cartUrl`s are on it) */
  storefront: string;
}

/** One product of a favorites collection, as the widget keeps it. */
export interface AccountCollectionItem {
  /** the item's id, e.g. '60001' (POST /customer-account/collection-items/{id}/move) */
  id: string;
  productId: number;
  /** null: the product without a chosen variant */
  variantId: number | null;
}

/** One of the customer's favorites collections (the widget's WishlistCollection, for its owner). */
export interface AccountCollection {
  /** a random v4 uuid, lower-case */
  uuid: string;
  /** 1-60 characters, as the customer named it */
  name: string;
  /** visibility 'all': anyone with the link sees it */
  shared: boolean;
  /** while shared, the widget's link to it on the storefront: '{storefront}/#status-favorites-collection:{uuid}'; else null */
  shareUrl: string | null;
  /** in the collection's order (a moved item comes last) */
  items: AccountCollectionItem[];
}

/**
 * GET /customer-account/collections, POST /customer-account/collection-items/{id}/move,
 * POST /customer-account/collections/{uuid}/share: the customer's favorites collections.
 */
export interface AccountCollectionsResponse {
  /** newest first (as the widget lists them) */
  collections: AccountCollection[];
  /** the cards of the items' products that the shop still sells, once each, in the order they first appear in `collections` */
  products: Product[];
  /** the shop's storefront origin, e.g. 'https://shop.example': the cards' root-relative `url`s and the `shareUrl`s are on it */
  storefront: string;
}

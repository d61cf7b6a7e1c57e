/**
 * Wire shapes of the product API (docs/product.md#api-calls). Shared, type-only, by the widget's API client and
 * the reference API server, so both sides agree on one contract.
 *
 * Envelope: every request carries `Authorization: Bearer {Firebase ID token}` and JSON; POST and
 * PUT send `{data: {shopId, customerId?, pageCursor?, ...payload}}`. Success is
 * `{data: ...}`; failure is status > 399 with `ApiErrorBody`.
 */

export interface ApiErrorBody {
  error: {
    /** numeric codes 100/101/102 for create-otc/create-magic-link (docs/product.md#error-messages), else a slug */
    code: number | string;
    /** English text; the widget shows its own translation keyed by code */
    message: string;
  };
}

/** A money amount as a decimal string in major units, e.g. "28.00" (Shopify's MoneyV2). */
export interface Money { amount: string; currencyCode?: string }

export interface PresentmentPrice { currencyCode: string; price: Money; compareAtPrice: Money | null }

export interface ProductVariant {
  id: number;
  title: string;
  /** cents, shop currency */
  price: number;
  compareAtPrice: number | null;
  available: boolean;
}

/** A product as `POST /products/batch` returns it (docs/product.md#products-and-cart 'Product'). */
export interface Product {
  id: number;
  title: string;
  /** title of the first available variant, '' when it is the only 'Default Title' */
  variantTitle: string;
  /** absolute or root-relative image URL */
  image: string;
  /** storefront URL, root-relative: /products/{handle} */
  url: string;
  /** cents, shop currency */
  price: number;
  /** cents, shop currency, or null */
  compareAtPrice: number | null;
  prices: PresentmentPrice[];
  variants: ProductVariant[];
  /** epoch ms until which a client may reuse this item */
  cacheUntil: number;
}

export interface ProductBatchResponse { items: Product[] }

/** POST /init/for-you response */
export interface ForYouResponse {
  recentlyViewed: number[];
  popularToday: number[];
  /** the products of both lists, as `POST /products/batch` returns them with presentment prices */
  products: Product[];
}

/** POST /member/check-customer payload and response */
export interface CheckCustomerRequest {
  shopId: string;
  customerEmail: string;
  statusId: string;
  anonUserId: string | null;
  /** the anonymous session's Firebase ID token, proving `anonUserId` (its guest data moves to the customer) */
  anonIdToken: string | null;
  acceptsMarketing: boolean;
  countryCode: string;
}
export interface CheckCustomerResponse { customerId: string; email: string }

/** POST /authentication/create-otc and create-magic-link */
export interface CreateCodeRequest { email: string; statusId?: string }
export interface CreateCodeResponse { codeId: string }
/** GET /authentication/create-otc: the pending code for this user, from the server's cache */
export interface PendingCodeResponse { codeId: string; email: string; cacheUntil: number }

/** POST /authentication/validate-otc; errors: 400 'invalid-code', 429 'too-many-attempts' ('Too many attempts.') */
export interface ValidateOtcRequest { otp: number; ids: string[] }
export interface ValidateOtcResponse { token: string }

export type FulfillmentStatus =
  | 'OPEN' | 'IN_PROGRESS' | 'ON_HOLD' | 'FULFILLED' | 'PARTIALLY_FULFILLED' | 'PENDING_FULFILLMENT'
  | 'RESTOCKED' | 'SCHEDULED' | 'UNFULFILLED' | 'CANCELED';

export type ShipmentStatus =
  | 'ATTEMPTED_DELIVERY' | 'CANCELED' | 'CONFIRMED' | 'DELIVERED' | 'FAILURE' | 'FULFILLED' | 'IN_TRANSIT'
  | 'LABEL_PRINTED' | 'LABEL_PURCHASED' | 'LABEL_VOIDED' | 'MARKED_AS_FULFILLED' | 'NOT_DELIVERED'
  | 'OUT_FOR_DELIVERY' | 'PICKED_UP' | 'READY_FOR_PICKUP' | 'SUBMITTED';

export interface OrderLineItem {
  productId: number;
  variantId: number;
  title: string;
  variantTitle: string;
  quantity: number;
  image: string;
  /** cents, order currency */
  price: number;
}

/** docs/product.md#orders-and-loyalty 'Order' */
export interface Order {
  id: string;
  /** e.g. '#1025' */
  name: string;
  createdAt: string;
  /** order financial/overall status, e.g. 'paid', 'refunded' */
  status: string;
  fulfillmentStatus: FulfillmentStatus;
  latestShipment: { displayStatus: ShipmentStatus; estimatedDeliveryAt: string | null; deliveredAt: string | null } | null;
  currencyCode: string;
  /** cents */
  totalPrice: number;
  lineItems: OrderLineItem[];
}

/** POST /orders/{shopId}/orders: 10 per page, newest first; pageCursor null on the last page */
export interface OrdersResponse { items: Order[]; pageCursor: string | null }

/**
 * Merchant settings, as GET /init/v2/{shopId}/user returns them (docs/product.md#data). Values may carry country
 * variants.
 */
export type Settings = Record<string, unknown>;

export interface ContentItem {
  id: string;
  target: string;
  isActive: boolean;
  type: 'imageWithText' | 'link';
  style?: 'button' | 'list';
  position: number;
  categories?: { countryCode?: string[]; loggedIn?: boolean };
  url?: string;
  label?: Record<string, string>;
  text?: Record<string, string>;
  description?: Record<string, string>;
  image?: string;
  openInNewTab?: boolean;
}

/** GET /init/v2/{shopId}/user */
export interface InitUserResponse {
  settings: Settings;
  customizations: { theme: Record<string, string>; customCss: string; content: ContentItem[] };
  allContent: ContentItem[];
  features: { poweredByStatus: boolean; mrStatus: boolean; profileUpdate: boolean; savedv2: boolean };
  /** null for anonymous users */
  customer: { id: string; email: string; firstName: string | null } | null;
  saved: { wishlist: number; savedFromCart: number };
}

/**
 * A shipping address (docs/product.md#customer-and-address 'Address'). `country` and `province` are names ('United
 * States', 'Oregon'), as Shopify's customer address.
 */
export interface Address {
  id: string;
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  country: string;
  /** as typed, e.g. '(503) 555-0142'; '' when none */
  phone: string;
  default: boolean;
}

/** POST /customer/{shopId}/{customerId}/address and PUT .../address/{addressId} payload: `{address}`. */
export type AddressInput = Omit<Address, 'id'>;

/** POST and PUT address answers; DELETE answers `{addresses}` only. `addresses`: the customer's list after the change, default first. */
export interface AddressesResponse { address?: Address; addresses: Address[] }

/**
 * GET /customer/{shopId}/{customerId} (docs/product.md#customer-and-address 'Customer'). Personalization answers are
 * keyed by field key: a list (`string[]`), `{value, unit}`, or a plain value (string or number).
 */
export interface Customer {
  id: string;
  /** the login email; PUT refuses another one with 400 'email-locked' ('Email used for login cannot be updated') */
  email: string;
  firstName: string;
  lastName: string;
  /** '' when none */
  phone: string;
  /** ISO date 'YYYY-MM-DD' or '' */
  birthday: string;
  acceptsMarketing: boolean;
  personalizations: Record<string, unknown>;
  customFields: Record<string, unknown>;
  /** default first */
  addresses: Address[];
}

/** PUT /customer/{shopId}/{customerId} payload `{customer}`: only the fields to change; answers the whole `Customer`. */
export type CustomerUpdate = Partial<Pick<Customer, 'email' | 'firstName' | 'lastName' | 'phone' | 'birthday' | 'acceptsMarketing' | 'personalizations' | 'customFields'>>;

/**
 * One personalization field of the `personalization` setting (docs/product.md#data: `personalization.data`):
 * `type` says which answer shape it stores: 'choice' one of `options` (plain value), 'choices'
 * several (array), 'measure' `{value, unit}` with `units`, 'text', 'number' and 'date' plain values.
 */
export interface PersonalizationField {
  key: string;
  label: Record<string, string>;
  visible: boolean;
  type?: 'text' | 'number' | 'date' | 'choice' | 'choices' | 'measure';
  options?: string[];
  units?: string[];
}

/** A country of GET /init/countries: `provinces` empty when the country has none (then no 'State required'). */
export interface Country {
  /** ISO 3166-1 alpha-2, e.g. 'US' */
  code: string;
  name: string;
  provinces: { code: string; name: string }[];
  /** false for countries without postal codes (then no 'Zip code required') */
  zipRequired: boolean;
}
/** GET /init/countries (public, no token; cacheable for 157,788,000,000 ms, docs/product.md#limits) */
export interface CountriesResponse { countries: Country[] }

/**
 * One order as the receipt shows it: GET /orders/{shopId}/order/{id}, GET
 * .../order-with-pass/{id}/{pass}, GET .../order-one-click/{oneClickId} and POST
 * .../order/{id}/cancel all answer this. Money in cents of `currencyCode`.
 */
export interface OrderDetail extends Order {
  subtotalPrice: number;
  shippingPrice: number;
  totalTax: number;
  /** discounts, positive cents, 0 when none */
  totalDiscount: number;
  shippingAddress: Omit<Address, 'id' | 'default'> | null;
  /** the latest shipment's carrier and tracking number; its link comes from GET /order-tracking/{shopId}/link/{id} */
  tracking: { company: string; number: string } | null;
  /** the shop allows the customer to cancel: not fulfilled, no shipment, not canceled */
  canCancel: boolean;
  /** an order-editing session can be opened (GET .../order-editing-session-link) */
  canEdit: boolean;
  /** ISO date of the cancellation, null unless canceled */
  canceledAt: string | null;
}

/** GET /order-tracking/{shopId}/link/{id} and GET /orders/{shopId}/order/{id}/order-editing-session-link */
export interface LinkResponse { url: string }

/**
 * A saved item (docs/product.md#favorites-and-saved-items 'Saved item'): a favorite ('wishlist') or an item saved from
 * the cart. Owned by the signed-in customer, or by the anonymous user (Firebase uid) for guests; a guest's
 * items move to the customer on sign-in (POST /member/check-customer with the anonymous ID token).
 */
export interface SavedItem {
  id: string;
  productId: number;
  /** null when the product was saved without a variant */
  variantId: number | null;
  /** ISO date */
  createdAt: string;
}

/**
 * POST /saved/wishlist-items and POST /saved/cart/items answer the caller's whole list, newest
 * first; so do the writes: POST /saved/wishlist, POST /saved/cart (payload SaveItemsRequest;
 * saving a product already saved changes nothing, so toggles and retries are idempotent),
 * DELETE /saved/wishlist/{id} and DELETE /saved/cart/{id} (an id not the caller's is 404).
 */
export interface SavedItemsResponse { items: SavedItem[] }
export interface SaveItemsRequest { items: { productId: number; variantId?: number | null }[] }

/** One product in a named collection. */
export interface WishlistCollectionItem { id: string; productId: number; variantId: number | null }

/** A named favorites collection (docs/product.md#favorites-and-saved-items 'Wishlist collection'). */
export interface WishlistCollection {
  uuid: string;
  name: string;
  /** the owner (customer id) */
  userId: string;
  /** 'all' when shared: anyone with the link may read it */
  visibility: 'all' | 'private';
  items: WishlistCollectionItem[];
  /** true when the caller owns it (the creator sees Share and Edit) */
  isOwner: boolean;
  /** ISO date */
  updatedAt: string;
}

/** POST /saved/wishlist-collections: the caller's collections, newest first (signed-in customers; [] for guests) */
export interface WishlistCollectionsResponse { collections: WishlistCollection[] }

/**
 * POST /saved/wishlist-collection payload `{collection}` (create: name required, 1-60 characters)
 * and PUT /saved/wishlist-collection/{uuid} payload `{collection}` (any field; `items` replaces the
 * list). Both answer the WishlistCollection. GET answers it to the owner, or to anyone when
 * visibility is 'all' (else 404); PUT and DELETE only to the owner (403). DELETE answers `{uuid}`.
 * DELETE /saved/wishlist-collection-item/{id} removes one item (owner only) and answers the collection.
 */
export interface CollectionInput {
  name?: string;
  visibility?: 'all' | 'private';
  items?: { productId: number; variantId?: number | null }[];
}

// --- Content, triggers, toasts ---

/**
 * A notification trigger (docs/product.md#data, #behaviour, #limits; settings `notificationTriggers`, a list): after
 * the shopper's `amount`-th `event`, wait `delay` ms (default 1,000), then show a toast (8,000 ms)
 * whose action goes to `page`, or send them to `page`. Events: local/triggers.ts TRIGGER_EVENTS.
 */
export interface NotificationTrigger {
  event: string;
  /** fires when the count equals this (a whole number, at least 1) */
  amount: number;
  destination: 'page' | 'toast';
  /** a store path ('/collections/sale') or a URL of the store; a toast without it has no action */
  page?: string;
  /** by language, e.g. {en: 'Still thinking it over?', de: '...'} */
  toastMessage?: Record<string, string>;
  /** by language; the toast's action button */
  toastActionLabel?: Record<string, string>;
  /** ms from the event to the toast or the page; default 1,000 */
  delay?: number;
}

/**
 * The merchant's `utmTracking` setting (docs/product.md#data, #limits): utm_medium (default 'link') and utm_campaign.
 */
export interface UtmTracking { medium?: string; campaign?: string }
// ---- Quizzes and recent collections -------------------------------------------------

/**
 * One quiz of the `personalizationQuizzes` setting (docs/product.md#data): its `fields` are keys of
 * `personalization.data` fields; `trigger: 'login'` opens it after an initial login while one of
 * them is empty (docs/product.md#behaviour); `reminder` puts a card in For you while one is empty.
 */
export interface PersonalizationQuiz {
  handle: string;
  /** plain text, or texts keyed by language ({en, de}) */
  title?: string | Record<string, string>;
  trigger?: 'login';
  isActive: boolean;
  reminder?: boolean;
  fields: string[];
}

// ---- Loyalty and account integrations (points, credit, subscriptions) -------------

/**
 * GET /points/{shopId}: the signed-in customer's loyalty points (docs/product.md#orders-and-loyalty 'Loyalty points',
 * #api-calls). `points` is a whole number >= 0. 403 for callers without a customer (guests).
 */
export interface PointsResponse { points: number }

/**
 * The third-party loyalty service's answer (docs/product.md#api-calls; snake case as the service sends it, no
 * `data` wrapper): GET {service}?customer_id={id}&shop_url={shopifyDomain} with header
 * `access-token`. `amount` is major units of the shop currency as a decimal string ('25.00');
 * `expires_on` an ISO date or null; `code` the gift card code to use at checkout. 401 for a wrong
 * token, 404 when the customer has no card.
 */
export interface LoyaltyCardResponse { amount: string; gift_card_id: string; expires_on: string | null; code: string }

/**
 * GET /credit/{shopId}?country={XX}: the signed-in customer's own store credit card, which our
 * API asks the loyalty service for with the shop's access token (the token never reaches the
 * browser). `amount` in major units of the shop currency (25 for '25.00'); `expiresOn` an ISO
 * date or null; `code` the gift card code ('' when the service sent none). 404 when the customer
 * has no card or the credit setting is off; 403 for guests; 502 'loyalty-unavailable' when the
 * service cannot be reached or refuses the token.
 */
export interface CreditCardResponse { amount: number; giftCardId: string; expiresOn: string | null; code: string }

/**
 * GET /integrations/{shopId}/{customerId}/subscription-link (docs/product.md#api-calls; own customer id only, 403
 * otherwise): where the subscription portal lives for this customer. `url` the portal page (it
 * takes `?token=`), `loginUrl` the portal's own login page, `tokenUrl` the store's portal login
 * (POST `{customerId}` -> PortalLoginResponse). Absolute URLs, or paths on the store.
 */
export interface SubscriptionLinkResponse { url: string; loginUrl: string; tokenUrl: string }

/**
 * The subscription portal's login answer (a store call, docs/product.md#behaviour, #api-calls): a token valid 1 hour.
 */
export interface PortalLoginResponse { token: string; expiresAt: string }
// ---- Languages, theming and settings ----

/**
 * What `customizations` of `GET /init/v2/{shopId}/user` may hold beyond content: the theme tokens
 * (colors as CSS color strings, `radius` in px), the merchant's `customCss` (inserted into the
 * panel's shadow root after ours) and merchant `translations` by language (`{de: {key: text}}`),
 * which win over the widget's own tables. The widget checks every field (settings/settings-check.ts).
 */
export interface MerchantCustomizations {
  theme: Partial<Record<'primary' | 'primaryText' | 'background' | 'text' | 'muted' | 'border' | 'radius', string>> & Record<string, string>;
  customCss: string;
  translations?: Record<string, Record<string, string>>;
}

/**
 * The app embed's config block: `<script type="application/json" id="status-config">` on every
 * store page (docs/installing.md#the-theme-app-extension). Rendered by the theme app extension (locally by the
 * storefront emulator); read by the launcher without any request.
 */

import type { NotificationTrigger, UtmTracking } from '../api/types';

/**
 * The product page's product as the app embed renders it from Liquid (`product`,
 * `product.selected_or_first_available_variant`, `image_url`), so 'Recently viewed' can show
 * its card without a request. Page data: the panel checks every field before use.
 */
export interface ViewedCard {
  id: number;
  title: string;
  /** root-relative storefront URL, /products/{handle} */
  url: string;
  /** image URL, root-relative or https */
  image: string;
  /** cents, in `currency` */
  price: number;
  /** cents, in `currency`, or null */
  compareAtPrice: number | null;
  /** the page's presentment currency (ISO 4217) */
  currency: string;
  /** title of the first available variant ('' or missing when it is the only one); 'Popular today' cards carry it */
  variantTitle?: string;
}

/**
 * The collection page's collection as the app embed renders it from Liquid (`collection.id`,
 * `collection.handle`, `collection.title`), so For you's recent collections can list it without
 * a request (docs/product.md#favorites-and-saved-items 'Recent collections entries'). Page data: checked before use.
 */
export interface CollectionCard {
  id: number;
  /** the collection's handle: its page is /collections/{handle} */
  handle: string;
  title: string;
}

export interface MeButtonSettings {
  isActive: boolean;
  /** show only when the store session has a customer */
  loggedInOnly: boolean;
  display: 'both' | 'icon' | 'text';
  placement: 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';
}

export interface PageConfig {
  shopId: string;
  shopifyDomain: string;
  /** Shopify customer id as a string, null when the store session is anonymous */
  customerId: string | null;
  /** the store session's customer email, null when anonymous (to report a mismatch with the widget user) */
  customerEmail?: string | null;
  locale: { language: string; countryCode: string; currency: string; currencyMultiplier: number };
  /**
   * How the store writes a price in the page's currency, by example: Liquid's `money` filter on
   * 123456789 cents, tags stripped ('$1,234,567.89'; lib/money.ts). Page data: read with care.
   */
  moneyExample?: unknown;
  shopCurrency: string;
  /**
   * the page's resources; on a product page `product` is its card, on a collection page
   * `collection` its card (null or absent elsewhere or when the embed gives none; the launcher
   * does not copy `collection`: the late half reads it from the block, launcher/late.ts)
   */
  page: { productId: number | null; collectionId: number | null; cartStatusId: string | null; product?: ViewedCard | null; collection?: CollectionCard | null };
  /**
   * `root`: Liquid's `routes.root_url` ('/' or '/de/'); `accountLogin`: `routes.account_login_url`,
   * the store's own customer-account sign-in (the hand-off target). Page data: checked where read.
   */
  routes: { root: string; accountLogin?: string };
  /**
   * How the store session is signed in after a widget sign-in (the app embed's `store_login`
   * setting): 'multipass' (Shopify Plus with the key set; also when absent) or
   * 'customer_accounts' (hand-off to the store's own sign-in, `routes.accountLogin`).
   */
  storeLogin?: 'multipass' | 'customer_accounts';
  /** product API base URL, no trailing slash */
  apiBase: string;
  meButton: MeButtonSettings;
  /** launcher colors, CSS color strings */
  theme: { primary: string; onPrimary: string };
  /** local runs only: http://127.0.0.1:9099 */
  authEmulatorUrl?: string;
  /** Firebase web config (apiKey, authDomain, projectId) */
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /**
   * The shop's notification triggers and UTM setting, from the shop metafield the API keeps in
   * sync with the settings: the late half counts events and fires triggers on any
   * page without the panel. Page data: checked where read (local/triggers.ts).
   */
  notificationTriggers?: NotificationTrigger[];
  utmTracking?: UtmTracking;
  /**
   * The page elements' texts in the page's language by the runtime's keys ('element.favoriteAdd':
   * 'Add {title} to favorites'), from the app embed's locale files: what the elements show until
   * the panel's runtime is here (elements/light/texts.ts). Page data: an object, or {}.
   */
  texts?: Record<string, unknown>;
}

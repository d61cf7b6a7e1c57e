/**
 * The app embed's config block: `<script type="application/json" id="status-config">` on every
 * store page (DESIGN.md 5). Rendered by the theme app extension (locally by the storefront
 * emulator); read by the launcher without any request.
 */

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
  shopCurrency: string;
  page: { productId: number | null; collectionId: number | null; cartStatusId: string | null };
  routes: { root: string };
  /** product API base URL, no trailing slash */
  apiBase: string;
  meButton: MeButtonSettings;
  /** launcher colors, CSS color strings */
  theme: { primary: string; onPrimary: string };
  /** local runs only: http://127.0.0.1:9099 */
  authEmulatorUrl?: string;
  /** Firebase web config (apiKey, authDomain, projectId) */
  firebase: { apiKey: string; authDomain: string; projectId: string };
}

/**
 * The local Shopify's data: everything Shopify owns for the demo shop, as plain JSON (so it
 * persists to a file as is). Money is integer cents of the shop currency; times are epoch ms;
 * ids are the numeric tails of Shopify's GIDs.
 */

/** A metafield on a customer, the shop, a product or the app installation. */
export interface ShopMetafield { id: number; namespace: string; key: string; type: string; value: string; updatedAt: number }

export interface ShopVariant {
  id: number;
  title: string;
  sku: string;
  /** cents */
  price: number;
  /** cents, or null */
  compareAtPrice: number | null;
  inventory: number;
}

export interface ShopProduct {
  id: number;
  title: string;
  handle: string;
  vendor: string;
  productType: string;
  tags: string[];
  /** path on the storefront, e.g. /images/canvas-tote.png */
  image: string;
  /** false for a product the shop deleted: old line items keep its title and image */
  live: boolean;
  createdAt: number;
  updatedAt: number;
  variants: ShopVariant[];
  metafields: ShopMetafield[];
}

/** A customer's address or an order's shipping address; '' for empty fields. */
export interface ShopAddress {
  id: number;
  firstName: string; lastName: string; company: string; address1: string; address2: string;
  city: string; province: string; provinceCode: string; zip: string; country: string; countryCode: string; phone: string;
}

export interface ShopEmailConsent { marketingState: string; marketingOptInLevel: string | null; consentUpdatedAt: number | null }

export interface ShopCustomer {
  id: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  note: string | null;
  tags: string[];
  state: 'DECLINED' | 'DISABLED' | 'ENABLED' | 'INVITED';
  createdAt: number;
  updatedAt: number;
  /** in the order they were added */
  addresses: ShopAddress[];
  defaultAddressId: number | null;
  emailMarketingConsent: ShopEmailConsent;
  metafields: ShopMetafield[];
}

export interface ShopLineItem {
  id: number;
  productId: number;
  variantId: number;
  title: string;
  variantTitle: string;
  sku: string;
  quantity: number;
  image: string;
  /** cents per unit */
  price: number;
}

export interface ShopFulfillment {
  id: number;
  name: string;
  /** FulfillmentStatus: SUCCESS, CANCELLED, FAILURE, ... */
  status: string;
  /** FulfillmentDisplayStatus, e.g. IN_TRANSIT */
  displayStatus: string;
  createdAt: number;
  estimatedDeliveryAt: number | null;
  deliveredAt: number | null;
  tracking: { company: string; number: string; url: string | null } | null;
}

export interface ShopOrder {
  id: number;
  name: string;
  customerId: number | null;
  email: string | null;
  createdAt: number;
  updatedAt: number;
  cancelledAt: number | null;
  cancelReason: string | null;
  /** OrderDisplayFinancialStatus */
  financialStatus: string;
  /** OrderDisplayFulfillmentStatus */
  fulfillmentStatus: string;
  currencyCode: string;
  lineItems: ShopLineItem[];
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  shippingAddress: ShopAddress | null;
  /** oldest first */
  fulfillments: ShopFulfillment[];
  /** the status page's token and key */
  token: string;
  key: string;
}

export interface AccessToken {
  token: string;
  scope: string;
  /** epoch ms; null for a non-expiring token */
  expiresAt: number | null;
  revoked: boolean;
}

export interface RefreshToken { token: string; accessToken: string; expiresAt: number; used: boolean }

/** A file of a theme: its text as Shopify stores it (settings_data.json starts with a comment). */
export interface ShopThemeFile { filename: string; content: string; createdAt: number; updatedAt: number }

/** An online store theme; role as Shopify's ThemeRole (one MAIN: the live theme). */
export interface ShopTheme {
  id: number;
  name: string;
  role: 'MAIN' | 'UNPUBLISHED' | 'DEVELOPMENT' | 'DEMO';
  themeStoreId: number | null;
  createdAt: number;
  updatedAt: number;
  files: ShopThemeFile[];
}

/** The shop's billing plan as Admin GraphQL's ShopPlan answers it. */
export interface ShopPlanData { displayName: string; publicDisplayName: string; shopifyPlus: boolean; partnerDevelopment: boolean }

/** The shop's customer accounts setting (Admin GraphQL's CustomerAccountsV2). */
export interface ShopCustomerAccounts { version: 'CLASSIC' | 'NEW_CUSTOMER_ACCOUNTS'; loginRequiredAtCheckout: boolean; loginLinksVisible: boolean }

/**
 * A market of the shop (Shopify Markets, a region market): buyers in its countries see its
 * currency. ACTIVE markets sell; a DRAFT one does not (its countries buy in the shop currency).
 */
export interface ShopMarket {
  id: number;
  handle: string;
  name: string;
  status: 'ACTIVE' | 'DRAFT';
  /** ISO 4217 */
  currencyCode: string;
  /** ISO 3166-1 alpha-2 codes, the market's regions in order */
  countries: string[];
}

/** The whole shop: what persists to `dataFile`. */
export interface ShopData {
  version: 1;
  shop: {
    id: number; name: string; domain: string; currencyCode: string; shipsToCountries: string[]; metafields: ShopMetafield[];
    plan: ShopPlanData;
    customerAccounts: ShopCustomerAccounts;
  };
  installation: { id: number; installed: boolean; metafields: ShopMetafield[] };
  products: ShopProduct[];
  customers: ShopCustomer[];
  orders: ShopOrder[];
  accessTokens: AccessToken[];
  refreshTokens: RefreshToken[];
  /** the online store's themes (one MAIN) */
  themes: ShopTheme[];
  /** the shop's markets, in the order Admin GraphQL lists them (a country is in at most one) */
  markets: ShopMarket[];
  /** the next id of each kind */
  next: { customer: number; address: number; order: number; orderNumber: number; lineItem: number; fulfillment: number; metafield: number };
}

/** The order's total, cents: subtotal + shipping + tax - discount. */
export const orderTotal = (o: ShopOrder): number => o.subtotal + o.shipping + o.tax - o.discount;

/** An address's name or company, street and city on one line, for pages. */
export const addressLines = (a: ShopAddress): string[] => [
  [a.firstName, a.lastName].filter(Boolean).join(' '),
  a.company,
  [a.address1, a.address2].filter(Boolean).join(', '),
  [a.city, a.provinceCode || a.province, a.zip].filter(Boolean).join(' '),
  a.country,
].filter(Boolean);

/**
 * The demo shop's data as Shopify holds it, built from the seed (server/store/seed/) at a clock:
 * the catalog (deleted products kept for old line items), customers 9001 and 9002 with their
 * addresses, tags and metafields, the 33 seeded orders with their fulfillments, the markets, and
 * the live theme 'Dawn' with our app embed switched on.
 */
import { orderableVariantById, PRODUCTS, RETIRED_PRODUCTS, SHOP_CURRENCY, SHOPIFY_DOMAIN, type SeedProduct } from '../seed/catalog';
import { BIRTH_DATE_METAFIELD, OTHER, PERSONALIZATIONS_METAFIELD, SEED_ADDRESSES, SEED_TAGS, SHOPPER, SHOPPER_PERSONALIZATIONS } from '../seed/customers';
import type { DemoAddress, DemoOrder } from '../seed/orders';
import { seedOrders } from '../seed/shop-orders';
import { COUNTRY_CODES, countryByName, provinceOf } from './countries';
import type { ShopAddress, ShopCustomer, ShopCustomerAccounts, ShopData, ShopFulfillment, ShopMarket, ShopOrder, ShopPlanData, ShopProduct, ShopTheme, ShopThemeFile } from './model';
import { APP_EMBED_TYPE, EMBED_BLOCK_ID, embedDefaults, SETTINGS_DATA, settingsDataText, type SettingsData } from './settings-data';

const DAY_MS = 86_400_000;

/** The shop's numeric id (gid://shopify/Shop/1) and the app installation's (gid://shopify/AppInstallation/1). */
export const SHOP_NUMERIC_ID = 1;

const FINANCIAL: Record<string, string> = { paid: 'PAID', refunded: 'REFUNDED', partially_refunded: 'PARTIALLY_REFUNDED' };

/** A catalog product as the shop holds it. */
function shopProduct(p: SeedProduct, live: boolean, at: number): ShopProduct {
  return {
    id: p.id, title: p.title, handle: p.handle, vendor: p.vendor, productType: p.productType, tags: [...p.tags], image: p.image, live,
    createdAt: at, updatedAt: at, metafields: [],
    variants: p.variants.map((v) => ({ id: v.id, title: v.title, sku: v.sku, price: v.price, compareAtPrice: v.compareAtPrice, inventory: v.inventory })),
  };
}

/** An order's address with Shopify's country and province codes. */
export function withCodes(a: DemoAddress, id: number): ShopAddress {
  const country = countryByName(a.country);
  const province = country && a.province ? provinceOf(country, a.province) : undefined;
  return { ...a, id, countryCode: country?.code ?? '', provinceCode: province?.code ?? '' };
}

/**
 * A priced order of the seed or of `POST /dev/orders` as the shop holds it at clock `now` (epoch ms): a cancelled order
 * (seed status CANCELED) has `cancelledAt` and stays UNFULFILLED; a shipment is one fulfillment.
 */
export function shopOrder(o: DemoOrder, ids: { lineItem: () => number; fulfillment: () => number; address: number }, email: string | null, now: number): ShopOrder {
  const cancelled = o.fulfillmentStatus === 'CANCELED';
  const fulfillments: ShopFulfillment[] = o.shipmentStatus ? [{
    id: ids.fulfillment(),
    name: `${o.name}.1`,
    status: o.shipmentStatus === 'CANCELED' || o.shipmentStatus === 'LABEL_VOIDED' ? 'CANCELLED' : o.shipmentStatus === 'FAILURE' ? 'FAILURE' : 'SUCCESS',
    displayStatus: o.shipmentStatus,
    // shipped a day after the order, never after its delivery nor in the future
    createdAt: Math.max(o.createdAt, Math.min(o.createdAt + DAY_MS, o.deliveredAt ?? Infinity, now)),
    estimatedDeliveryAt: o.estimatedDeliveryAt,
    deliveredAt: o.deliveredAt,
    tracking: o.tracking ? { company: o.tracking.company, number: o.tracking.number, url: o.tracking.url ?? null } : null,
  }] : [];
  return {
    id: Number(o.id),
    name: o.name,
    customerId: Number(o.customerId),
    email,
    createdAt: o.createdAt,
    updatedAt: o.canceledAt ?? o.deliveredAt ?? o.createdAt,
    cancelledAt: cancelled ? o.canceledAt : null,
    cancelReason: cancelled ? 'CUSTOMER' : null,
    financialStatus: FINANCIAL[o.status] ?? 'PAID',
    fulfillmentStatus: cancelled ? 'UNFULFILLED' : o.fulfillmentStatus,
    currencyCode: o.currencyCode,
    lineItems: o.lineItems.map((l) => ({
      id: ids.lineItem(), productId: l.productId, variantId: l.variantId, title: l.title, variantTitle: l.variantTitle,
      sku: orderableVariantById(l.variantId)?.variant.sku ?? '', quantity: l.quantity, image: l.image, price: l.price,
    })),
    subtotal: o.subtotalPrice,
    shipping: o.shippingPrice,
    tax: o.totalTax,
    discount: o.totalDiscount,
    shippingAddress: o.shippingAddress ? withCodes(o.shippingAddress, ids.address) : null,
    fulfillments,
    token: o.oneClickId,
    key: o.pass,
  };
}

/** The demo shop's plan: Shopify Plus (multipass is a Plus feature). */
export const DEMO_PLAN: ShopPlanData = { displayName: 'Shopify Plus', publicDisplayName: 'Plus', shopifyPlus: true, partnerDevelopment: false };
/** The demo shop's customer accounts: legacy (classic) accounts, login optional at checkout. */
export const DEMO_CUSTOMER_ACCOUNTS: ShopCustomerAccounts = { version: 'CLASSIC', loginRequiredAtCheckout: false, loginLinksVisible: true };

/** The euro area's countries, the demo shop's Europe market. */
const EURO_COUNTRIES = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'];

/**
 * The demo shop's markets, all active: the United States in the shop currency (USD), Europe
 * (EUR), the United Kingdom (GBP), Canada (CAD) and Australia (AUD); every other country buys in
 * the shop currency. The currencies are those of seed/catalog.ts `CURRENCY_RATES`, in its order.
 */
export function seedMarkets(): ShopMarket[] {
  return [
    { id: 1, handle: 'us', name: 'United States', status: 'ACTIVE', currencyCode: 'USD', countries: ['US'] },
    { id: 2, handle: 'europe', name: 'Europe', status: 'ACTIVE', currencyCode: 'EUR', countries: [...EURO_COUNTRIES] },
    { id: 3, handle: 'uk', name: 'United Kingdom', status: 'ACTIVE', currencyCode: 'GBP', countries: ['GB'] },
    { id: 4, handle: 'ca', name: 'Canada', status: 'ACTIVE', currencyCode: 'CAD', countries: ['CA'] },
    { id: 5, handle: 'au', name: 'Australia', status: 'ACTIVE', currencyCode: 'AUD', countries: ['AU'] },
  ];
}

/** The demo shop's themes at clock `now` (epoch ms): the live 'Dawn' with our app embed switched on. */
export function seedThemes(now: number): ShopTheme[] {
  const at = now - 400 * DAY_MS;
  const settings: SettingsData = {
    current: {
      type_header_font: 'assistant_n4',
      type_body_font: 'assistant_n4',
      blocks: { [EMBED_BLOCK_ID]: { type: APP_EMBED_TYPE, disabled: false, settings: embedDefaults() } },
    },
    presets: { Default: {} },
  };
  const file = (filename: string, content: string): ShopThemeFile => ({ filename, content, createdAt: at, updatedAt: at });
  return [
    {
      id: 140_000_000_001, name: 'Dawn', role: 'MAIN', themeStoreId: 887, createdAt: at, updatedAt: at,
      files: [
        file(SETTINGS_DATA, settingsDataText(settings)),
        file('config/settings_schema.json', `${JSON.stringify([{ name: 'theme_info', theme_name: 'Dawn', theme_version: '15.0.0' }], null, 2)}\n`),
        file('templates/index.json', `${JSON.stringify({ sections: {}, order: [] }, null, 2)}\n`),
      ],
    },
  ];
}

/** The demo shop at clock `now` (epoch ms): order dates count back from it. */
export function seedShop(now: number): ShopData {
  const seeded = now - 400 * DAY_MS;
  const customers: ShopCustomer[] = [SHOPPER, OTHER].map((c) => {
    const addresses = SEED_ADDRESSES.filter((a) => a.customerId === c.id).map(({ customerId: _c, ...a }) => a);
    const metafields = c === SHOPPER ? [
      { id: 60001, ...PERSONALIZATIONS_METAFIELD, value: JSON.stringify(SHOPPER_PERSONALIZATIONS), updatedAt: now - 30 * DAY_MS },
      { id: 60002, ...BIRTH_DATE_METAFIELD, value: SHOPPER.birthday, updatedAt: now - 380 * DAY_MS },
    ] : [];
    return {
      id: Number(c.id), email: c.email, firstName: c.firstName, lastName: c.lastName, phone: c.phone || null, note: null,
      tags: [...(SEED_TAGS[c.id] ?? [])], state: 'ENABLED' as const, createdAt: now - 380 * DAY_MS, updatedAt: now - 380 * DAY_MS,
      addresses, defaultAddressId: addresses[0]?.id ?? null,
      emailMarketingConsent: { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN', consentUpdatedAt: now - 380 * DAY_MS },
      metafields,
    };
  });
  let lineItem = 10_000_001;
  let fulfillment = 5_000_001;
  let address = 40_001;
  const emailOf = (id: string) => customers.find((c) => String(c.id) === id)?.email ?? null;
  const orders = seedOrders(now).map((o) => shopOrder(o, { lineItem: () => lineItem++, fulfillment: () => fulfillment++, address: address++ }, emailOf(o.customerId), now));
  return {
    version: 1,
    shop: { id: SHOP_NUMERIC_ID, name: 'Demo Goods', domain: SHOPIFY_DOMAIN, currencyCode: SHOP_CURRENCY, shipsToCountries: [...COUNTRY_CODES], metafields: [],
      plan: { ...DEMO_PLAN }, customerAccounts: { ...DEMO_CUSTOMER_ACCOUNTS } },
    installation: { id: 1, installed: true, metafields: [] },
    products: [...PRODUCTS.map((p) => shopProduct(p, true, seeded)), ...RETIRED_PRODUCTS.map((p) => shopProduct(p, false, seeded))],
    customers,
    orders,
    accessTokens: [],
    refreshTokens: [],
    themes: seedThemes(now),
    markets: seedMarkets(),
    next: { customer: 7_000_001, address: 50_001, order: 830_001, orderNumber: 2001, lineItem, fulfillment, metafield: 60_101 },
  };
}

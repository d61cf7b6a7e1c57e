/**
 * The shop's data as GraphQL values of Shopify's Admin schema (shopify-schema/): plain objects
 * whose own properties are the fields the local Shopify resolves: values, or functions
 * `(args, context) => value` (schema.ts `viewFieldResolver` calls them). A field of Shopify's
 * schema that a view leaves out answers an error naming it, so serving one more field is one
 * more property here. Each view carries `__typename`, which resolves Shopify's interfaces and
 * unions (Node, Media, ...). Money is Decimal strings ("28.00").
 */
import { presentmentCents } from '../seed/catalog';
import { connection, type PageArgs } from './connection';
import { gid } from './gid';
import { countryByCode } from './countries';
import type { ShopAddress, ShopCustomer, ShopData, ShopFulfillment, ShopLineItem, ShopMarket, ShopMetafield, ShopOrder, ShopProduct, ShopVariant } from './model';
import type { ShopStore } from './shop-store';
import type { AdminContext } from './themes';
import { primaryDomain } from './domains';
import { imageView } from './image-view';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
/** Cents as a Decimal string in major units. */
export const decimal = (cents: number): string => (cents / 100).toFixed(2);
const orNull = (s: string | null | undefined) => (s ? s : null);

/**
 * The currency buyers in `country` (ISO 3166-1 alpha-2) see: that of the ACTIVE market whose
 * regions list the country, else the shop currency (a country in no market, or in a DRAFT one).
 */
export const marketCurrency = (data: Pick<ShopData, 'markets' | 'shop'>, country: string): string =>
  data.markets.find((m) => m.status === 'ACTIVE' && m.countries.includes(country))?.currencyCode ?? data.shop.currencyCode;

const currencyNames = new Intl.DisplayNames('en', { type: 'currency' });

/** `CurrencySetting`: a market currency, enabled, converted at the shop's automatic rates (no manual rate). */
function currencySettingView(currencyCode: string) {
  return { __typename: 'CurrencySetting', currencyCode, currencyName: currencyNames.of(currencyCode) ?? currencyCode, enabled: true, manualRate: null, rateUpdatedAt: null };
}

/**
 * `Market` of type REGION: handle, name, status, type, its currency settings and its countries
 * as the regions condition (each a `MarketRegionCountry` with the market's currency).
 */
export function marketView(m: ShopMarket) {
  const currency = currencySettingView(m.currencyCode);
  const regions = m.countries.map((code, i) => ({ id: m.id * 1000 + i + 1, code }));
  return {
    __typename: 'Market', id: gid('Market', m.id), handle: m.handle, name: m.name, status: m.status, type: 'REGION',
    currencySettings: { __typename: 'MarketCurrencySettings', baseCurrency: currency, localCurrencies: false, roundingEnabled: false },
    conditions: {
      __typename: 'MarketConditions', conditionTypes: ['REGION'],
      regionsCondition: {
        __typename: 'RegionsCondition',
        regions: (a: PageArgs) => connection(regions, a, (r) => ({
          __typename: 'MarketRegionCountry', id: gid('MarketRegionCountry', r.id), code: r.code, name: countryByCode(r.code)?.name ?? r.code, currency,
        })),
      },
    },
  };
}

const money = (cents: number, currency: string) => ({ amount: decimal(cents), currencyCode: currency });
const bag = (cents: number, currency: string) => ({ shopMoney: money(cents, currency), presentmentMoney: money(cents, currency) });

/** `Metafield.jsonValue`: the value as JSON, parsed for json, number, boolean and list types; the text for the others. */
function jsonValueOf(m: ShopMetafield): unknown {
  if (!/^(json|number_|boolean|list\.|rating|dimension|volume|weight|money|link)/.test(m.type)) return m.value;
  try {
    return JSON.parse(m.value) as unknown;
  } catch {
    return m.value;
  }
}

export function metafieldView(m: ShopMetafield) {
  return {
    __typename: 'Metafield', id: gid('Metafield', m.id), namespace: m.namespace, key: m.key, type: m.type, value: m.value,
    jsonValue: () => jsonValueOf(m), updatedAt: iso(m.updatedAt),
  };
}

/** `metafield(namespace, key)` and `metafields(first, after, namespace)` over an owner's list. */
function metafieldFields(list: () => ShopMetafield[]) {
  return {
    metafield: (a: { namespace: string; key: string }) => {
      const m = list().find((x) => x.namespace === a.namespace && x.key === a.key);
      return m ? metafieldView(m) : null;
    },
    metafields: (a: PageArgs & { namespace?: string | null }) =>
      connection(list().filter((m) => !a.namespace || m.namespace === a.namespace), a, metafieldView),
  };
}

export function addressView(a: ShopAddress) {
  return {
    __typename: 'MailingAddress',
    id: gid('MailingAddress', a.id),
    firstName: orNull(a.firstName), lastName: orNull(a.lastName), company: orNull(a.company), address1: orNull(a.address1),
    address2: orNull(a.address2), city: orNull(a.city), province: orNull(a.province), provinceCode: orNull(a.provinceCode),
    zip: orNull(a.zip), country: orNull(a.country), countryCodeV2: orNull(a.countryCode), phone: orNull(a.phone),
  };
}

/** The customer's addresses, default first, then in the order they were added. */
export function addressesInOrder(c: ShopCustomer): ShopAddress[] {
  const def = c.addresses.find((a) => a.id === c.defaultAddressId);
  return def ? [def, ...c.addresses.filter((a) => a !== def)] : [...c.addresses];
}

type OrderSortArgs = PageArgs & { sortKey?: string | null; reverse?: boolean | null };

/** How far back orders are visible to an app without the read_all_orders scope, ms. */
export const RECENT_ORDERS_MS = 60 * 86_400_000;

/**
 * Whether the access token of `ctx` may see `o`: Shopify shows an app only the orders of the last
 * 60 days unless it has the `read_all_orders` scope
 * (https://shopify.dev/docs/api/usage/access-scopes#orders-permissions).
 */
export function orderVisible(store: ShopStore, ctx: AdminContext | undefined, o: ShopOrder): boolean {
  if ((ctx?.scopes ?? '').split(',').some((s) => s.trim() === 'read_all_orders')) return true;
  return o.createdAt >= store.now() - RECENT_ORDERS_MS;
}

/** Orders sorted as `sortKey` (default ID) says, reversed when asked. */
export function sortOrders(orders: ShopOrder[], a: { sortKey?: string | null; reverse?: boolean | null }): ShopOrder[] {
  const key = a.sortKey ?? 'ID';
  const value = (o: ShopOrder) => (key === 'CREATED_AT' || key === 'PROCESSED_AT' ? o.createdAt : key === 'UPDATED_AT' ? o.updatedAt : o.id);
  const sorted = [...orders].sort((x, y) => value(x) - value(y) || x.id - y.id);
  return a.reverse ? sorted.reverse() : sorted;
}

export function customerView(store: ShopStore, c: ShopCustomer) {
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
  return {
    __typename: 'Customer',
    id: gid('Customer', c.id),
    email: c.email, firstName: c.firstName, lastName: c.lastName, phone: c.phone, note: c.note, state: c.state, tags: [...c.tags].sort(),
    displayName: name || c.email || c.phone || '',
    createdAt: iso(c.createdAt), updatedAt: iso(c.updatedAt),
    defaultAddress: () => {
      const a = c.addresses.find((x) => x.id === c.defaultAddressId);
      return a ? addressView(a) : null;
    },
    addressesV2: (a: PageArgs) => connection(addressesInOrder(c), a, addressView),
    defaultEmailAddress: c.email === null ? null : {
      emailAddress: c.email,
      marketingState: c.emailMarketingConsent.marketingState,
      marketingOptInLevel: c.emailMarketingConsent.marketingOptInLevel,
      marketingUpdatedAt: iso(c.emailMarketingConsent.consentUpdatedAt),
    },
    defaultPhoneNumber: c.phone === null ? null : { phoneNumber: c.phone },
    emailMarketingConsent: {
      marketingState: c.emailMarketingConsent.marketingState,
      marketingOptInLevel: c.emailMarketingConsent.marketingOptInLevel,
      consentUpdatedAt: iso(c.emailMarketingConsent.consentUpdatedAt),
    },
    ...metafieldFields(() => c.metafields),
    orders: (a: OrderSortArgs, ctx: AdminContext) =>
      connection(sortOrders(store.data.orders.filter((o) => o.customerId === c.id && orderVisible(store, ctx, o)), a), a, (o) => orderView(store, o)),
    numberOfOrders: () => String(store.data.orders.filter((o) => o.customerId === c.id).length),
  };
}

function fulfillmentView(f: ShopFulfillment) {
  return {
    __typename: 'Fulfillment',
    id: gid('Fulfillment', f.id), name: f.name, status: f.status, displayStatus: f.displayStatus, createdAt: iso(f.createdAt),
    estimatedDeliveryAt: iso(f.estimatedDeliveryAt), deliveredAt: iso(f.deliveredAt),
    trackingInfo: (a: { first?: number | null }) => (f.tracking ? [f.tracking] : []).slice(0, a.first ?? undefined),
  };
}

function lineItemView(store: ShopStore, l: ShopLineItem, currency: string) {
  const found = store.variant(l.variantId);
  return {
    __typename: 'LineItem',
    id: gid('LineItem', l.id),
    title: l.title, variantTitle: l.variantTitle || null, name: l.variantTitle ? `${l.title} - ${l.variantTitle}` : l.title,
    quantity: l.quantity, sku: l.sku || null,
    image: imageView(store.imageUrl(l.image), l.title),
    originalUnitPriceSet: bag(l.price, currency),
    variant: () => (found ? variantView(store, found.product, found.variant) : null),
    product: () => {
      const p = store.product(l.productId);
      return p ? productView(store, p) : null;
    },
  };
}

export function orderView(store: ShopStore, o: ShopOrder) {
  const c = o.currencyCode;
  return {
    __typename: 'Order',
    id: gid('Order', o.id), name: o.name, createdAt: iso(o.createdAt), updatedAt: iso(o.updatedAt),
    cancelledAt: iso(o.cancelledAt), cancelReason: o.cancelReason,
    displayFinancialStatus: o.financialStatus, displayFulfillmentStatus: o.fulfillmentStatus,
    currencyCode: c, presentmentCurrencyCode: c, email: o.email,
    customer: () => {
      const customer = o.customerId === null ? undefined : store.customer(o.customerId);
      return customer ? customerView(store, customer) : null;
    },
    shippingAddress: o.shippingAddress ? addressView(o.shippingAddress) : null,
    subtotalPriceSet: bag(o.subtotal, c), totalShippingPriceSet: bag(o.shipping, c), totalTaxSet: bag(o.tax, c),
    totalDiscountsSet: bag(o.discount, c), totalPriceSet: bag(o.subtotal + o.shipping + o.tax - o.discount, c),
    statusPageUrl: `https://${store.data.shop.domain}/${store.data.shop.id}/orders/${o.token}/authenticate?key=${o.key}`,
    lineItems: (a: PageArgs) => connection(o.lineItems, a, (l) => lineItemView(store, l, c)),
    fulfillments: (a: { first?: number | null }) => o.fulfillments.slice(0, a.first ?? undefined).map(fulfillmentView),
  };
}

export function variantView(store: ShopStore, p: ShopProduct, v: ShopVariant) {
  return {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', v.id), title: v.title, sku: v.sku || null,
    price: decimal(v.price), compareAtPrice: v.compareAtPrice === null ? null : decimal(v.compareAtPrice),
    availableForSale: v.inventory > 0, inventoryQuantity: v.inventory,
    product: () => productView(store, p),
    contextualPricing: (a: { context: { country?: string | null } }) => {
      const currency = a.context.country ? marketCurrency(store.data, a.context.country) : store.data.shop.currencyCode;
      return {
        price: money(presentmentCents(v.price, currency), currency),
        compareAtPrice: v.compareAtPrice === null ? null : money(presentmentCents(v.compareAtPrice, currency), currency),
      };
    },
  };
}

/** A product's image as Shopify's Media (a MediaImage, ready): its preview and the image itself. */
function mediaImageView(url: string, alt: string) {
  const image = imageView(url, alt);
  return { __typename: 'MediaImage', alt, mediaContentType: 'IMAGE', status: 'READY', image, preview: { image, status: 'READY' } };
}

export function productView(store: ShopStore, p: ShopProduct) {
  return {
    __typename: 'Product',
    id: gid('Product', p.id), title: p.title, handle: p.handle, vendor: p.vendor, productType: p.productType, status: 'ACTIVE',
    tags: [...p.tags], updatedAt: iso(p.updatedAt),
    onlineStoreUrl: `https://${store.data.shop.domain}/products/${p.handle}`,
    featuredImage: imageView(store.imageUrl(p.image), p.title),
    featuredMedia: mediaImageView(store.imageUrl(p.image), p.title),
    totalInventory: p.variants.reduce((sum, v) => sum + Math.max(0, v.inventory), 0),
    variants: (a: PageArgs) => connection(p.variants, a, (v) => variantView(store, p, v)),
  };
}

export function shopView(store: ShopStore) {
  const s = store.data.shop;
  return {
    __typename: 'Shop', id: gid('Shop', s.id), name: s.name, myshopifyDomain: s.domain,
    primaryDomain: primaryDomain(store), currencyCode: s.currencyCode, shipsToCountries: s.shipsToCountries,
    plan: { ...s.plan },
    customerAccountsV2: {
      customerAccountsVersion: s.customerAccounts.version,
      loginLinksVisibleOnStorefrontAndCheckout: s.customerAccounts.loginLinksVisible,
      loginRequiredAtCheckout: s.customerAccounts.loginRequiredAtCheckout,
      url: s.customerAccounts.version === 'NEW_CUSTOMER_ACCOUNTS' ? `https://shopify.com/${s.id}/account` : null,
    },
  };
}

export function installationView(store: ShopStore) {
  const i = store.data.installation;
  return { __typename: 'AppInstallation', id: gid('AppInstallation', i.id), ...metafieldFields(() => i.metafields) };
}

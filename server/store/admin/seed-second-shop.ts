/**
 * A second shop the local Shopify serves besides the demo shop, so tests can play a merchant who
 * installed the app on their own store (an attacker's shop): second-shop.myshopify.com ("Second
 * Shop"), two products, customers 9501 and 9502 and one order of 9501 (#5001).
 *
 * Shopify's ids are global across shops, so none of this shop's ids (products, variants,
 * customers, addresses, orders, line items, fulfillments, metafields, themes, markets, the shop
 * and its app installation) is one the demo shop has or counts towards (seed-shop.ts `next`), and
 * its order names are not the demo shop's either. Customer 9501 has the same email as the demo
 * shop's customer 9001 (shopper@example.com): one person, a customer of both shops, with a
 * different customer id in each.
 */
import { demoSecret } from '../seed/orders';
import { COUNTRY_CODES } from './countries';
import type { ShopAddress, ShopCustomer, ShopData, ShopOrder, ShopProduct } from './model';
import { seedThemes } from './seed-shop';

const DAY_MS = 86_400_000;

/** The second shop's myshopify domain. */
export const SECOND_SHOP_DOMAIN = 'second-shop.myshopify.com';
/** The app's id of the second shop (its myshopify domain without `.myshopify.com`). */
export const SECOND_SHOP_ID = 'second-shop';
/** The second shop's numeric id (gid://shopify/Shop/2) and its app installation's (gid://shopify/AppInstallation/2). */
export const SECOND_SHOP_NUMERIC_ID = 2;

/** Customer 9501: the demo shop's shopper@example.com (9001), as a customer of the second shop. */
export const SECOND_SHOP_SHOPPER = { id: '9501', email: 'shopper@example.com', firstName: 'Sam', lastName: 'Rivera' } as const;
/** Customer 9502, only a customer of the second shop. */
export const SECOND_SHOP_OTHER = { id: '9502', email: 'mallory@second-shop.example', firstName: 'Mallory', lastName: 'Quinn' } as const;
/** The seeded order of customer 9501: id and name. */
export const SECOND_SHOP_ORDER = { id: '850001', name: '#5001' } as const;

const address = (id: number, firstName: string, lastName: string, line: Omit<ShopAddress, 'id' | 'firstName' | 'lastName' | 'company' | 'address2'>): ShopAddress =>
  ({ id, firstName, lastName, company: '', address2: '', ...line });

/** The second shop at clock `now` (epoch ms): dates count back from it. */
export function seedSecondShop(now: number): ShopData {
  const seeded = now - 200 * DAY_MS;
  const product = (id: number, title: string, handle: string, productType: string, variants: ShopProduct['variants']): ShopProduct => ({
    id, title, handle, vendor: 'Second Shop', productType, tags: [productType.toLowerCase()], image: `/images/${handle}.png`, live: true,
    createdAt: seeded, updatedAt: seeded, metafields: [], variants,
  });
  const products = [
    product(7501, 'Trail Lantern', 'trail-lantern', 'Lighting', [
      { id: 400075011, title: 'Small', sku: 'TRAIL-LANTERN-1', price: 3900, compareAtPrice: null, inventory: 12 },
      { id: 400075012, title: 'Large', sku: 'TRAIL-LANTERN-2', price: 5400, compareAtPrice: null, inventory: 8 },
    ]),
    product(7502, 'Enamel Camp Mug', 'enamel-camp-mug', 'Mug', [
      { id: 400075021, title: 'Default Title', sku: 'ENAMEL-CAMP-MUG-1', price: 1600, compareAtPrice: null, inventory: 30 },
    ]),
  ];
  const joined = now - 150 * DAY_MS;
  const customer = (c: { id: string; email: string; firstName: string; lastName: string }, addresses: ShopAddress[]): ShopCustomer => ({
    id: Number(c.id), email: c.email, firstName: c.firstName, lastName: c.lastName, phone: null, note: null, tags: [], state: 'ENABLED',
    createdAt: joined, updatedAt: joined, addresses, defaultAddressId: addresses[0]?.id ?? null,
    emailMarketingConsent: { marketingState: 'NOT_SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN', consentUpdatedAt: null },
    metafields: [],
  });
  const home = address(35001, 'Sam', 'Rivera', {
    address1: '9 Lakeview Drive', city: 'Boise', province: 'Idaho', provinceCode: 'ID', zip: '83702', country: 'United States', countryCode: 'US', phone: '',
  });
  const customers = [
    customer(SECOND_SHOP_SHOPPER, [home]),
    customer(SECOND_SHOP_OTHER, [address(35002, 'Mallory', 'Quinn', {
      address1: '300 Pine Street', city: 'Denver', province: 'Colorado', provinceCode: 'CO', zip: '80202', country: 'United States', countryCode: 'US', phone: '',
    })]),
  ];
  const ordered = now - 10 * DAY_MS;
  const lantern = products[0]!;
  const small = lantern.variants[0]!;
  const order: ShopOrder = {
    id: Number(SECOND_SHOP_ORDER.id), name: SECOND_SHOP_ORDER.name, customerId: Number(SECOND_SHOP_SHOPPER.id), email: SECOND_SHOP_SHOPPER.email,
    createdAt: ordered, updatedAt: ordered + 4 * DAY_MS, cancelledAt: null, cancelReason: null,
    financialStatus: 'PAID', fulfillmentStatus: 'FULFILLED', currencyCode: 'USD',
    lineItems: [{
      id: 20_000_001, productId: lantern.id, variantId: small.id, title: lantern.title, variantTitle: small.title, sku: small.sku, quantity: 1,
      image: lantern.image, price: small.price,
    }],
    subtotal: 3900, shipping: 800, tax: 312, discount: 0,
    shippingAddress: { ...home, id: 45_001 },
    fulfillments: [{
      id: 6_000_001, name: `${SECOND_SHOP_ORDER.name}.1`, status: 'SUCCESS', displayStatus: 'DELIVERED', createdAt: ordered + DAY_MS,
      estimatedDeliveryAt: null, deliveredAt: ordered + 4 * DAY_MS, tracking: { company: 'USPS', number: '9400111206213485729911', url: null },
    }],
    token: demoSecret('one-click', SECOND_SHOP_ORDER.id),
    key: demoSecret('pass', SECOND_SHOP_ORDER.id),
  };
  return {
    version: 1,
    shop: {
      id: SECOND_SHOP_NUMERIC_ID, name: 'Second Shop', domain: SECOND_SHOP_DOMAIN, currencyCode: 'USD', shipsToCountries: [...COUNTRY_CODES], metafields: [],
      plan: { displayName: 'Basic', publicDisplayName: 'Basic', shopifyPlus: false, partnerDevelopment: false },
      customerAccounts: { version: 'CLASSIC', loginRequiredAtCheckout: false, loginLinksVisible: true },
    },
    installation: { id: SECOND_SHOP_NUMERIC_ID, installed: false, metafields: [] },
    products,
    customers,
    orders: [order],
    accessTokens: [],
    refreshTokens: [],
    // the demo shop's theme under an id of this shop: the app embed's settings live in the same file
    themes: seedThemes(now).map((t, i) => ({ ...t, id: 140_000_000_101 + i })),
    markets: [{ id: 11, handle: 'us', name: 'United States', status: 'ACTIVE', currencyCode: 'USD', countries: ['US'] }],
    next: { customer: 7_500_001, address: 55_001, order: 860_001, orderNumber: 5002, lineItem: 20_000_002, fulfillment: 6_000_002, metafield: 65_001 },
  };
}

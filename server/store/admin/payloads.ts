/** Webhook payloads as Shopify's REST webhooks send them (snake_case, numeric ids, Decimal strings). */
import { gid } from './gid';
import type { ShopCustomer, ShopData, ShopProduct } from './model';
import { decimal } from './views';

const iso = (ms: number) => new Date(ms).toISOString();

/** products/update: the product with its variants' prices and stock. */
export function productPayload(p: ShopProduct) {
  return {
    id: p.id, admin_graphql_api_id: gid('Product', p.id), title: p.title, handle: p.handle, vendor: p.vendor, product_type: p.productType,
    tags: p.tags.join(', '), status: 'active', created_at: iso(p.createdAt), updated_at: iso(p.updatedAt),
    image: { src: p.image },
    variants: p.variants.map((v) => ({
      id: v.id, admin_graphql_api_id: gid('ProductVariant', v.id), product_id: p.id, title: v.title, sku: v.sku, price: decimal(v.price),
      compare_at_price: v.compareAtPrice === null ? null : decimal(v.compareAtPrice), inventory_quantity: v.inventory,
    })),
  };
}

/** customers/delete: what is left of a deleted customer, their id and its gid, as Shopify sends it. */
export const customerDeletePayload = (c: ShopCustomer) => ({
  id: c.id, phone: null, addresses: [], tax_exemptions: [], email_marketing_consent: null, sms_marketing_consent: null,
  admin_graphql_api_id: gid('Customer', c.id),
});

/** The customer as compliance payloads name them. */
const customerRef = (c: ShopCustomer) => ({ id: c.id, email: c.email, phone: c.phone });

/** customers/redact: the customer and their orders. */
export const customersRedactPayload = (shop: ShopData['shop'], c: ShopCustomer, orderIds: number[]) =>
  ({ shop_id: shop.id, shop_domain: shop.domain, customer: customerRef(c), orders_to_redact: orderIds });

/** customers/data_request: the customer, their orders and the request's id. */
export const dataRequestPayload = (shop: ShopData['shop'], c: ShopCustomer, orderIds: number[], requestId: number) =>
  ({ shop_id: shop.id, shop_domain: shop.domain, orders_requested: orderIds, customer: customerRef(c), data_request: { id: requestId } });

/** shop/redact. */
export const shopRedactPayload = (shop: ShopData['shop']) => ({ shop_id: shop.id, shop_domain: shop.domain });

/** app/uninstalled: the shop. */
export const shopPayload = (shop: ShopData['shop']) => ({
  id: shop.id, name: shop.name, email: `owner@${shop.domain}`, domain: shop.domain, myshopify_domain: shop.domain,
  currency: shop.currencyCode, country_code: 'US', plan_name: 'basic', shop_owner: `${shop.name} owner`,
});

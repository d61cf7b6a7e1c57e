/**
 * The webhook topics the app subscribes to (shopify.app.toml) and the part of each payload it
 * reads, as Shopify's REST webhook bodies spell it (snake_case). Schemas are loose: Shopify adds
 * fields, and a field we do not read must not refuse a delivery; but a field that marks another
 * topic's body does, since X-Shopify-Topic is not covered by the signature.
 */
import { z } from 'zod';

/** Every topic POST /admin/webhooks acts on; any other topic is acknowledged and ignored. */
export const WEBHOOK_TOPICS = [
  'app/uninstalled',
  'app/scopes_update',
  'domains/create',
  'domains/update',
  'domains/destroy',
  'products/update',
  'products/delete',
  'customers/delete',
  'customers/data_request',
  'customers/redact',
  'shop/redact',
] as const;

export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

/** True when `topic` is one of WEBHOOK_TOPICS. */
export const isWebhookTopic = (topic: string): topic is WebhookTopic => (WEBHOOK_TOPICS as readonly string[]).includes(topic);

/** A Shopify REST id: a positive integer, as a JSON number or a string of digits; read as a string. */
const restId = z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9][0-9]{0,19}$/)])
  .transform((id) => String(id));

const myshopifyDomain = z.string().max(255).regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/i).transform((d) => d.toLowerCase());

/** An access scope as Shopify names it, e.g. 'read_products'. */
const accessScope = z.string().max(100).regex(/^[a-z][a-z0-9_]*$/);

/**
 * Keys that only other topics' bodies carry: a body with one of them is not this topic's. A
 * signed body re-sent under another X-Shopify-Topic (the header is not signed) is refused so.
 */
const without = <K extends string>(...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, z.never().optional()])) as { [P in K]: z.ZodOptional<z.ZodNever> };

/** What marks each kind of body: the Shop resource, compliance requests, products, domains, scope changes. */
const SHOP_KEYS = ['myshopify_domain'] as const;
const COMPLIANCE_KEYS = ['shop_domain', 'customer', 'orders_to_redact', 'orders_requested', 'data_request'] as const;
const PRODUCT_KEYS = ['title', 'variants'] as const;
const DOMAIN_KEYS = ['host'] as const;
const SCOPE_KEYS = ['current', 'previous'] as const;

/** A storefront domain as the domains/* topics send it: its id and host name (no scheme, no path). */
const domainPayload = z.looseObject({
  id: restId.optional(),
  host: z.string().min(1).max(253).regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i).transform((h) => h.toLowerCase()),
  ...without(...SHOP_KEYS, ...COMPLIANCE_KEYS, ...PRODUCT_KEYS, ...SCOPE_KEYS),
});

/** The customer a compliance webhook names; email and phone are null when the customer has none. */
const complianceCustomer = z.looseObject({
  id: restId,
  email: z.string().max(320).nullish().transform((e) => e ?? null),
  phone: z.string().max(64).nullish().transform((p) => p ?? null),
});

/** A REST resource's admin_graphql_api_id of `type`, e.g. gid://shopify/Customer/123. */
const gidOf = (type: string) => z.string().max(100).regex(new RegExp(`^gid://shopify/${type}/[1-9][0-9]{0,19}$`));

/** products/update (narrowed to `id` by shopify.app.toml's include_fields) and products/delete. */
const productPayload = z.looseObject({
  id: restId,
  admin_graphql_api_id: gidOf('Product').optional(),
  ...without(...SHOP_KEYS, ...COMPLIANCE_KEYS, ...DOMAIN_KEYS, ...SCOPE_KEYS),
});

/**
 * What each topic's body must hold; the parsed value is what the job handler reads. Each schema
 * requires what Shopify always sends for its topic and refuses the other topics' bodies
 * (docs/security.md, "Webhooks"):
 *   app/uninstalled  the Shop resource: id, name, domain and myshopify_domain
 *   customers/redact shop_id, shop_domain, customer and orders_to_redact
 *   customers/data_request shop_id, shop_domain, customer, orders_requested and data_request
 *   shop/redact      shop_id and shop_domain, nothing of a customer's
 *   customers/delete id and its gid://shopify/Customer/{id}
 * products/update's body is its id alone (include_fields), which no other topic's schema takes
 * as it is: app/uninstalled needs myshopify_domain, customers/delete its Customer gid.
 */
export const PAYLOAD_SCHEMAS = {
  'app/uninstalled': z.looseObject({
    id: restId,
    name: z.string().max(255),
    domain: z.string().min(1).max(255),
    myshopify_domain: myshopifyDomain,
    ...without(...COMPLIANCE_KEYS, ...PRODUCT_KEYS, ...DOMAIN_KEYS, ...SCOPE_KEYS),
  }),
  // The access scopes granted before and after the change; updated_at is when it happened.
  'app/scopes_update': z.looseObject({
    id: restId.optional(),
    previous: z.array(accessScope).max(500).optional(),
    current: z.array(accessScope).max(500),
    updated_at: z.string().max(64).optional(),
    ...without(...SHOP_KEYS, ...COMPLIANCE_KEYS, ...PRODUCT_KEYS, ...DOMAIN_KEYS),
  }),
  // A domain of the shop's storefront (the REST Domain resource): its host name, e.g. www.brand.com.
  'domains/create': domainPayload,
  'domains/update': domainPayload,
  'domains/destroy': domainPayload,
  'products/update': productPayload,
  'products/delete': productPayload,
  'customers/delete': z.looseObject({
    id: restId,
    admin_graphql_api_id: gidOf('Customer'),
    ...without(...SHOP_KEYS, ...COMPLIANCE_KEYS, ...PRODUCT_KEYS, ...DOMAIN_KEYS, ...SCOPE_KEYS),
  }).refine((p) => p.admin_graphql_api_id === `gid://shopify/Customer/${p.id}`, { path: ['admin_graphql_api_id'], message: 'not the customer of id' }),
  'customers/data_request': z.looseObject({
    shop_id: restId,
    shop_domain: myshopifyDomain,
    customer: complianceCustomer,
    orders_requested: z.array(restId).max(100_000),
    data_request: z.looseObject({ id: restId }),
    ...without('orders_to_redact', ...SHOP_KEYS, ...PRODUCT_KEYS, ...DOMAIN_KEYS, ...SCOPE_KEYS),
  }),
  'customers/redact': z.looseObject({
    shop_id: restId,
    shop_domain: myshopifyDomain,
    customer: complianceCustomer,
    orders_to_redact: z.array(restId).max(100_000),
    ...without('orders_requested', 'data_request', ...SHOP_KEYS, ...PRODUCT_KEYS, ...DOMAIN_KEYS, ...SCOPE_KEYS),
  }),
  'shop/redact': z.looseObject({
    shop_id: restId,
    shop_domain: myshopifyDomain,
    ...without('customer', 'orders_to_redact', 'orders_requested', 'data_request', ...SHOP_KEYS, ...PRODUCT_KEYS, ...DOMAIN_KEYS, ...SCOPE_KEYS),
  }),
} as const satisfies Record<WebhookTopic, z.ZodType>;

export type WebhookPayload<T extends WebhookTopic> = z.output<(typeof PAYLOAD_SCHEMAS)[T]>;

/**
 * The shop domain the signed body names for topics whose body always carries one
 * (app/uninstalled: myshopify_domain; compliance topics: shop_domain), else null. The route
 * refuses a delivery whose X-Shopify-Shop-Domain header differs from it, since only the body is signed.
 */
export function payloadShopDomain(topic: WebhookTopic, payload: Record<string, unknown>): string | null {
  if (topic === 'app/uninstalled') return typeof payload.myshopify_domain === 'string' ? payload.myshopify_domain : null;
  return typeof payload.shop_domain === 'string' ? payload.shop_domain : null;
}

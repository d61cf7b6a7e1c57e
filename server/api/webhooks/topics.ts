/**
 * The webhook topics the app subscribes to (shopify.app.toml) and the part of each payload it
 * reads, as Shopify's REST webhook bodies spell it (snake_case). Schemas are loose: Shopify adds
 * fields, and a field we do not read must not refuse a delivery.
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

/** A storefront domain as the domains/* topics send it: its id and host name (no scheme, no path). */
const domainPayload = z.looseObject({
  id: restId.optional(),
  host: z.string().min(1).max(253).regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i).transform((h) => h.toLowerCase()),
});

/** The customer a compliance webhook names; email and phone are null when the customer has none. */
const complianceCustomer = z.looseObject({
  id: restId,
  email: z.string().max(320).nullish().transform((e) => e ?? null),
  phone: z.string().max(64).nullish().transform((p) => p ?? null),
});

/** What each topic's body must hold; the parsed value is what the job handler reads. */
export const PAYLOAD_SCHEMAS = {
  'app/uninstalled': z.looseObject({ id: restId.optional(), myshopify_domain: myshopifyDomain.optional() }),
  // The access scopes granted before and after the change; updated_at is when it happened.
  'app/scopes_update': z.looseObject({
    id: restId.optional(),
    previous: z.array(accessScope).max(500).optional(),
    current: z.array(accessScope).max(500),
    updated_at: z.string().max(64).optional(),
  }),
  // A domain of the shop's storefront (the REST Domain resource): its host name, e.g. www.brand.com.
  'domains/create': domainPayload,
  'domains/update': domainPayload,
  'domains/destroy': domainPayload,
  'products/update': z.looseObject({ id: restId }),
  'products/delete': z.looseObject({ id: restId }),
  'customers/delete': z.looseObject({ id: restId }),
  'customers/data_request': z.looseObject({
    shop_id: restId.optional(),
    shop_domain: myshopifyDomain,
    customer: complianceCustomer,
    orders_requested: z.array(restId).max(100_000).optional(),
    data_request: z.looseObject({ id: restId }).optional(),
  }),
  'customers/redact': z.looseObject({
    shop_id: restId.optional(),
    shop_domain: myshopifyDomain,
    customer: complianceCustomer,
    orders_to_redact: z.array(restId).max(100_000).optional(),
  }),
  'shop/redact': z.looseObject({ shop_id: restId.optional(), shop_domain: myshopifyDomain }),
} as const satisfies Record<WebhookTopic, z.ZodType>;

export type WebhookPayload<T extends WebhookTopic> = z.output<(typeof PAYLOAD_SCHEMAS)[T]>;

/**
 * The shop domain a payload itself names (signed with the body), or null for topics whose body
 * does not carry one (products/*, customers/delete): the X-Shopify-Shop-Domain header then.
 */
export function payloadShopDomain(topic: WebhookTopic, payload: Record<string, unknown>): string | null {
  if (topic === 'app/uninstalled') return typeof payload.myshopify_domain === 'string' ? payload.myshopify_domain : null;
  return typeof payload.shop_domain === 'string' ? payload.shop_domain : null;
}

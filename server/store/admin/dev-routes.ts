/**
 * The local Shopify's `/dev/*` helpers for tests and docs/local-stack.md (JSON in, `{data}` out; 400
 * 'invalid-argument' and 404 'not-found' as `{error: {code, message}}`):
 *   POST   /dev/customers {email, firstName?, lastName?}            a new customer (409 when the email is taken)
 *   DELETE /dev/customers/{id}                                       deletes one, sends customers/delete
 *   POST   /dev/orders {email, fulfillmentStatus?, shipmentStatus?, lineItems?}  a new order, placed now
 *   POST   /dev/orders/{id}/fulfil {shipmentStatus?}                 fulfils it with one shipment
 *   POST   /dev/orders/{id}/cancel                                   cancels it (refund, restock)
 *   PATCH  /dev/variants/{id} {price?, compareAtPrice?, inventory?}  cents; sends products/update
 *   DELETE /dev/products/{id}                                        deletes a product (old line items keep it), sends products/delete
 *   POST   /dev/compliance {topic, email?}                           sends a compliance webhook
 *   POST   /dev/uninstall                                            revokes the app's tokens, sends app/uninstalled
 *   GET    /dev/webhooks                                             the delivery log, newest first
 *   POST   /dev/admin-api/faults {status?, throttled?, times}        the next `times` Admin GraphQL requests fail so
 *   POST   /dev/admin-api/bucket {currentlyAvailable}                sets the cost bucket
 *   POST   /dev/theme/app-embed {enabled}                            switches the app embed in the live theme (as the theme editor's Save)
 *   PATCH  /dev/shop {shopifyPlus?, customerAccountsVersion?}        the shop's plan and customer accounts setting
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { orderableVariantById } from '../seed/catalog';
import type { CostBucket } from './cost';
import { createCustomer } from './customer-mutations';
import type { AdminFaults } from './graphql-route';
import { orderTotal, type ShopOrder } from './model';
import { fulfilOrder, placeOrder } from './order-ops';
import { cancelOrder, cancelProblem } from './other-mutations';
import { customerDeletePayload, customersRedactPayload, dataRequestPayload, productPayload, shopPayload, shopRedactPayload } from './payloads';
import type { ShopStore } from './shop-store';
import { revokeAll } from './tokens';
import { appEmbedEnabled, liveTheme, setAppEmbed } from './themes';
import type { WebhookDeliverer } from './webhooks';

const FULFILLMENT = ['OPEN', 'IN_PROGRESS', 'ON_HOLD', 'FULFILLED', 'PARTIALLY_FULFILLED', 'PENDING_FULFILLMENT', 'RESTOCKED', 'SCHEDULED', 'UNFULFILLED', 'CANCELED'] as const;
const SHIPMENT = [
  'ATTEMPTED_DELIVERY', 'CANCELED', 'CONFIRMED', 'DELIVERED', 'FAILURE', 'FULFILLED', 'IN_TRANSIT', 'LABEL_PRINTED', 'LABEL_PURCHASED',
  'LABEL_VOIDED', 'MARKED_AS_FULFILLED', 'NOT_DELIVERED', 'OUT_FOR_DELIVERY', 'PICKED_UP', 'READY_FOR_PICKUP', 'SUBMITTED',
] as const;

const email = z.string().trim().min(3).max(320).pipe(z.email());
const cents = z.number().int().min(0).max(100_000_000);
const NEW_CUSTOMER = z.object({ email, firstName: z.string().max(255).optional(), lastName: z.string().max(255).optional() });
const NEW_ORDER = z.object({
  email,
  shop: z.string().max(100).optional(),
  fulfillmentStatus: z.enum(FULFILLMENT).default('UNFULFILLED'),
  shipmentStatus: z.enum(SHIPMENT).nullable().default(null),
  lineItems: z.array(z.object({
    variantId: z.number().int().refine((id) => orderableVariantById(id) !== undefined, { error: 'not a variant of the catalog' }),
    quantity: z.number().int().min(1).max(99).default(1),
  })).min(1).max(20).default([{ variantId: 400070011, quantity: 1 }]),
});
const FULFIL = z.object({ shipmentStatus: z.enum(SHIPMENT).optional() });
const VARIANT_PATCH = z.object({ price: cents.optional(), compareAtPrice: cents.nullable().optional(), inventory: z.number().int().min(-1000).max(1_000_000).optional() });
const COMPLIANCE = z.object({ topic: z.enum(['customers/data_request', 'customers/redact', 'shop/redact']), email: email.optional() });
const FAULTS = z.object({ status: z.union([z.literal(500), z.literal(502), z.literal(503)]).optional(), throttled: z.boolean().optional(), times: z.number().int().min(1).max(1000) })
  .refine((f) => f.status !== undefined || f.throttled, { error: 'give status or throttled' });
const BUCKET = z.object({ currentlyAvailable: z.number().min(0).max(2000) });
const APP_EMBED = z.object({ enabled: z.boolean() });
const SHOP_PATCH = z.object({ shopifyPlus: z.boolean().optional(), customerAccountsVersion: z.enum(['CLASSIC', 'NEW_CUSTOMER_ACCOUNTS']).optional() });
const NUMERIC_ID = /^\d{1,15}$/;

export interface DevRouteOptions { store: ShopStore; webhooks: WebhookDeliverer; faults: AdminFaults; bucket: CostBucket }

type Fail = { status: 400 | 404 | 409; code: string; message: string };
const fail = (c: Context, f: Fail) => c.json({ error: { code: f.code, message: f.message } }, f.status);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The body parsed by `schema`, or the 400 to answer. */
async function read<T extends z.ZodTypeAny>(c: Context, schema: T, empty = false): Promise<z.infer<T> | Fail> {
  const raw: unknown = await c.req.json().catch(() => (empty ? {} : undefined));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return { status: 400, code: 'invalid-argument', message: raw === undefined ? 'The body must be JSON.' : `${issue?.path.join('.') || 'body'}: ${issue?.message}` };
}
const isFail = (x: unknown): x is Fail => !!x && typeof x === 'object' && 'code' in x && 'status' in x && 'message' in x;

/** An order as the dev routes answer it: ids numeric strings, money cents, times ISO. */
export function devOrderJson(o: ShopOrder) {
  const shipment = o.fulfillments.at(-1);
  return {
    id: String(o.id), name: o.name, customerId: o.customerId === null ? null : String(o.customerId), email: o.email, createdAt: iso(o.createdAt),
    fulfillmentStatus: o.cancelledAt !== null ? 'CANCELED' : o.fulfillmentStatus, shipmentStatus: shipment?.displayStatus ?? null,
    financialStatus: o.financialStatus, cancelledAt: iso(o.cancelledAt), currencyCode: o.currencyCode,
    subtotalPrice: o.subtotal, shippingPrice: o.shipping, totalTax: o.tax, totalDiscount: o.discount, totalPrice: orderTotal(o),
    lineItems: o.lineItems.map((l) => ({ id: String(l.id), productId: l.productId, variantId: l.variantId, title: l.title, variantTitle: l.variantTitle, quantity: l.quantity, price: l.price, image: l.image })),
    shippingAddress: o.shippingAddress,
    tracking: shipment?.tracking ? { company: shipment.tracking.company, number: shipment.tracking.number } : null,
    estimatedDeliveryAt: iso(shipment?.estimatedDeliveryAt ?? null), deliveredAt: iso(shipment?.deliveredAt ?? null),
  };
}

/** Registers the dev routes on `app`. */
export function registerDevRoutes(app: Hono, opts: DevRouteOptions): void {
  const { store, webhooks } = opts;
  const orderOf = (c: Context) => {
    const id = c.req.param('id') ?? '';
    return NUMERIC_ID.test(id) ? store.order(Number(id)) : undefined;
  };
  const noOrder: Fail = { status: 404, code: 'not-found', message: 'No order with that id.' };
  let dataRequests = 1;

  app.post('/dev/customers', async (c) => {
    const body = await read(c, NEW_CUSTOMER);
    if (isFail(body)) return fail(c, body);
    const made = createCustomer(store, { email: body.email, firstName: body.firstName, lastName: body.lastName }, true);
    if (!made.customer) return fail(c, { status: 409, code: 'conflict', message: made.userErrors[0]!.message });
    const cu = made.customer;
    return c.json({ data: { id: String(cu.id), email: cu.email, firstName: cu.firstName, lastName: cu.lastName, createdAt: iso(cu.createdAt) } });
  });

  app.delete('/dev/customers/:id', (c) => {
    const id = c.req.param('id');
    const at = NUMERIC_ID.test(id) ? store.data.customers.findIndex((x) => x.id === Number(id)) : -1;
    if (at < 0) return fail(c, { status: 404, code: 'not-found', message: 'No customer with that id.' });
    const [gone] = store.data.customers.splice(at, 1);
    for (const o of store.data.orders) if (o.customerId === gone!.id) o.customerId = null;
    store.changed();
    webhooks.deliver('customers/delete', customerDeletePayload(gone!));
    return c.json({ data: { id: String(gone!.id), deleted: true } });
  });

  app.post('/dev/orders', async (c) => {
    const body = await read(c, NEW_ORDER);
    if (isFail(body)) return fail(c, body);
    const customer = store.customerByEmail(body.email);
    if (!customer) return fail(c, { status: 404, code: 'not-found', message: 'No customer with that email.' });
    const order = placeOrder(store, customer, { fulfillmentStatus: body.fulfillmentStatus, shipmentStatus: body.shipmentStatus, lineItems: body.lineItems });
    return c.json({ data: devOrderJson(order) });
  });

  app.post('/dev/orders/:id/fulfil', async (c) => {
    const order = orderOf(c);
    if (!order) return fail(c, noOrder);
    const body = await read(c, FULFIL, true);
    if (isFail(body)) return fail(c, body);
    const problem = fulfilOrder(store, order, body.shipmentStatus);
    if (problem) return fail(c, { status: 409, code: 'conflict', message: problem });
    return c.json({ data: devOrderJson(order) });
  });

  app.post('/dev/orders/:id/cancel', (c) => {
    const order = orderOf(c);
    if (!order) return fail(c, noOrder);
    const problem = cancelProblem(order);
    if (problem) return fail(c, { status: 409, code: 'conflict', message: problem });
    cancelOrder(store, order, 'OTHER', true, true);
    return c.json({ data: devOrderJson(order) });
  });

  app.patch('/dev/variants/:id', async (c) => {
    const id = c.req.param('id');
    const found = NUMERIC_ID.test(id) ? store.variant(Number(id)) : undefined;
    if (!found) return fail(c, { status: 404, code: 'not-found', message: 'No variant with that id.' });
    const body = await read(c, VARIANT_PATCH);
    if (isFail(body)) return fail(c, body);
    const { product, variant } = found;
    if (body.price !== undefined) variant.price = body.price;
    if (body.compareAtPrice !== undefined) variant.compareAtPrice = body.compareAtPrice;
    if (body.inventory !== undefined) variant.inventory = body.inventory;
    product.updatedAt = store.now();
    store.changed();
    webhooks.deliver('products/update', productPayload(product));
    return c.json({ data: { id: String(variant.id), productId: String(product.id), price: variant.price, compareAtPrice: variant.compareAtPrice, inventory: variant.inventory } });
  });

  app.delete('/dev/products/:id', (c) => {
    const id = c.req.param('id');
    const product = NUMERIC_ID.test(id) ? store.product(Number(id)) : undefined;
    if (!product) return fail(c, { status: 404, code: 'not-found', message: 'No product with that id.' });
    product.live = false;
    product.updatedAt = store.now();
    store.changed();
    webhooks.deliver('products/delete', { id: product.id });
    return c.json({ data: { id: String(product.id), deleted: true } });
  });

  app.post('/dev/compliance', async (c) => {
    const body = await read(c, COMPLIANCE);
    if (isFail(body)) return fail(c, body);
    const shop = store.data.shop;
    if (body.topic === 'shop/redact') return c.json({ data: { webhook: webhooks.deliver(body.topic, shopRedactPayload(shop)) } });
    if (!body.email) return fail(c, { status: 400, code: 'invalid-argument', message: `email: required for ${body.topic}` });
    const customer = store.customerByEmail(body.email);
    if (!customer) return fail(c, { status: 404, code: 'not-found', message: 'No customer with that email.' });
    const orderIds = store.ordersOf(customer.id).map((o) => o.id);
    const payload = body.topic === 'customers/redact'
      ? customersRedactPayload(shop, customer, orderIds)
      : dataRequestPayload(shop, customer, orderIds, dataRequests++);
    return c.json({ data: { webhook: webhooks.deliver(body.topic, payload) } });
  });

  app.post('/dev/uninstall', (c) => {
    revokeAll(store);
    return c.json({ data: { webhook: webhooks.deliver('app/uninstalled', shopPayload(store.data.shop)) } });
  });

  app.get('/dev/webhooks', (c) => c.json({ data: webhooks.log }, 200, { 'Cache-Control': 'no-store' }));

  app.post('/dev/admin-api/faults', async (c) => {
    const body = await read(c, FAULTS);
    if (isFail(body)) return fail(c, body);
    opts.faults.add(body);
    return c.json({ data: body });
  });

  app.post('/dev/admin-api/bucket', async (c) => {
    const body = await read(c, BUCKET);
    if (isFail(body)) return fail(c, body);
    opts.bucket.set(body.currentlyAvailable);
    return c.json({ data: { currentlyAvailable: opts.bucket.current() } });
  });

  app.post('/dev/theme/app-embed', async (c) => {
    const body = await read(c, APP_EMBED);
    if (isFail(body)) return fail(c, body);
    if (!setAppEmbed(store, body.enabled)) return fail(c, { status: 404, code: 'not-found', message: 'The shop has no live theme with config/settings_data.json.' });
    const theme = liveTheme(store)!;
    return c.json({ data: { enabled: appEmbedEnabled(store), theme: { id: String(theme.id), name: theme.name } } });
  });

  app.patch('/dev/shop', async (c) => {
    const body = await read(c, SHOP_PATCH);
    if (isFail(body)) return fail(c, body);
    const shop = store.data.shop;
    if (body.shopifyPlus !== undefined) {
      shop.plan = body.shopifyPlus
        ? { displayName: 'Shopify Plus', publicDisplayName: 'Plus', shopifyPlus: true, partnerDevelopment: false }
        : { displayName: 'Advanced Shopify', publicDisplayName: 'Advanced', shopifyPlus: false, partnerDevelopment: false };
    }
    if (body.customerAccountsVersion) shop.customerAccounts = { ...shop.customerAccounts, version: body.customerAccountsVersion };
    store.changed();
    return c.json({ data: { plan: shop.plan, customerAccountsVersion: shop.customerAccounts.version } });
  });
}

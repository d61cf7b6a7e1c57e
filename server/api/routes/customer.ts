/**
 * The signed-in customer's own record (docs/product.md#data, #validation, #api-calls):
 *   GET    /customer/{shopId}/{customerId} -> Customer (addresses default first)
 *   PUT    /customer/{shopId}/{customerId} {customer: CustomerUpdate} -> Customer
 *   GET    /customer/{shopId}/{customerId}/personalizations -> {personalizations: {[key]: value}}
 *          (an array, {value, unit}, or a plain value; {} when none): the login-triggered quiz's check
 *   POST   /customer/{shopId}/{customerId}/address {address: AddressInput} -> {address, addresses}
 *   PUT    /customer/{shopId}/{customerId}/address/{addressId} {address: AddressInput} -> {address, addresses}
 *   DELETE /customer/{shopId}/{customerId}/address/{addressId} -> {addresses}
 * 403 'permission-denied' unless {customerId} is the caller's own customer (lib/customers.ts
 * `customerOfUser`; anonymous callers included). 400 'invalid-argument' for malformed input,
 * naming the field ('data.address.city: City required', lib/address-rules.ts; lib/profile.ts for
 * the customer); 400 'email-locked' 'Email used for login cannot be updated'; 404 'not-found'
 * for an address id the customer does not have; 404 'customer-not-found' when the customer was
 * deleted in Shopify; 409 'too-many-addresses' past MAX_ADDRESSES; Shopify's userErrors as 400;
 * Shopify down 503 'unavailable' (app.ts). Everything is read and written through Admin GraphQL.
 */
import { Hono, type Context } from 'hono';
import type { Customer } from '../../../src/api/types';
import type { ApiDeps, AppEnv } from '../deps';
import { pathShop } from '../envelope';
import { forbidden } from '../errors';
import { addressSchema, checkAddress } from '../lib/address-rules';
import { addAddress, deleteAddress, updateAddress } from '../lib/addresses';
import { customerOfUser } from '../lib/customers';
import { customerUpdateSchema, getCustomer, getPersonalizations, updateCustomer } from '../lib/profile';
import { envelope, opaqueId, params, shopId } from '../validate';

/** GET /customer/{shopId}/{customerId}/personalizations response */
export interface PersonalizationsResponse { personalizations: Record<string, unknown> }

const customerPath = params({ shopId, customerId: opaqueId });
const addressPath = params({ shopId, customerId: opaqueId, addressId: opaqueId });

/**
 * The customer id of the path when it is the caller's own.
 * @throws ApiError 403 'permission-denied' otherwise (anonymous callers included); 400/404 for a bad or unknown shop
 */
async function ownCustomerId(c: Context<AppEnv>, deps: ApiDeps): Promise<{ shop: string; id: string }> {
  const shop = await pathShop(c, deps);
  const customer = await customerOfUser(deps.db, c.get('user'), shop, deps.shopify, deps.now());
  if (!customer || customer.id !== c.req.param('customerId')) throw forbidden('Not your customer record.');
  return { shop, id: customer.id };
}

/** The customer routes; see the file comment. */
export function customerRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { shopify } = deps;

  app.get('/customer/:shopId/:customerId', customerPath, async (c) => {
    const { shop, id } = await ownCustomerId(c, deps);
    const data: Customer = await getCustomer(shopify, shop, id);
    return c.json({ data });
  });

  app.put('/customer/:shopId/:customerId', customerPath, envelope({ customer: customerUpdateSchema }), async (c) => {
    const { shop, id } = await ownCustomerId(c, deps);
    const data: Customer = await updateCustomer(shopify, shop, id, c.req.valid('json').data.customer);
    return c.json({ data });
  });

  app.get('/customer/:shopId/:customerId/personalizations', customerPath, async (c) => {
    const { shop, id } = await ownCustomerId(c, deps);
    const data: PersonalizationsResponse = { personalizations: await getPersonalizations(shopify, shop, id) };
    return c.json({ data });
  });

  app.post('/customer/:shopId/:customerId/address', customerPath, envelope({ address: addressSchema }), async (c) => {
    const { shop, id } = await ownCustomerId(c, deps);
    return c.json({ data: await addAddress(shopify, shop, id, checkAddress(c.req.valid('json').data.address)) });
  });

  app.put('/customer/:shopId/:customerId/address/:addressId', addressPath, envelope({ address: addressSchema }), async (c) => {
    const { shop, id } = await ownCustomerId(c, deps);
    return c.json({ data: await updateAddress(shopify, shop, id, c.req.valid('param').addressId, checkAddress(c.req.valid('json').data.address)) });
  });

  app.delete('/customer/:shopId/:customerId/address/:addressId', addressPath, async (c) => {
    const { shop, id } = await ownCustomerId(c, deps);
    return c.json({ data: await deleteAddress(shopify, shop, id, c.req.valid('param').addressId) });
  });

  return app;
}

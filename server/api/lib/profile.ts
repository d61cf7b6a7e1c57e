/**
 * A customer's own record as Profile, Personal info and Preferences show and save it
 * (docs/product.md#customer-and-address 'Customer'): `Customer` of src/api/types.ts, and the update of
 * `PUT /customer/{shopId}/{customerId}`. Shopify keeps all of it: names and phone on the customer (customerUpdate),
 * acceptsMarketing as the email marketing consent, the birthday as the metafield facts.birth_date (date), and
 * personalizations and customFields as json metafields status.personalizations and status.custom_fields.
 */
import { z } from 'zod';
import type { Customer } from '../../../src/api/types';
import { ApiError, badRequest } from '../errors';
import { CUSTOMER_PERSONALIZATIONS, CUSTOMER_PROFILE, CUSTOMER_PROFILE_UPDATE, emailOf } from '../shopify/customer-queries';
import { toGid, type ShopifyAdmin } from '../shopify/types';
import { checkUserErrors, type UserError } from '../shopify/user-errors';
import { PHONE, PHONE_MESSAGE } from './address-rules';
import { toAddresses, type AddressNode } from './addresses';
import { customerGone } from './customers';
import { isoDate, jsonObject, text } from '../validate';

/** Most keys personalizations or customFields may hold once merged, and their most JSON bytes. */
export const MAX_STORED_KEYS = 200;
export const MAX_STORED_BYTES = 32_768;

/**
 * The `customer` of the PUT body (CustomerUpdate): only the fields to change. Unknown fields are
 * dropped; `email` is only compared with the login email (`updateCustomer`).
 */
export const customerUpdateSchema = z.object({
  email: text({ max: 320 }).optional(),
  firstName: text({ max: 255 }).optional(),
  lastName: text({ max: 255 }).optional(),
  phone: text({ max: 40 }).refine((s) => s.trim() === '' || PHONE.test(s.trim()), { error: PHONE_MESSAGE }).optional(),
  birthday: z.union([z.literal(''), isoDate], { error: 'expected a date YYYY-MM-DD or an empty string' }).optional(),
  acceptsMarketing: z.boolean().optional(),
  personalizations: jsonObject().optional(),
  customFields: jsonObject().optional(),
});

export type CustomerUpdateInput = z.output<typeof customerUpdateSchema>;

interface ProfileNode {
  id: string;
  firstName: string | null;
  lastName: string | null;
  defaultEmailAddress: { emailAddress: string | null; marketingState: string | null } | null;
  defaultPhoneNumber: { phoneNumber: string | null } | null;
  birthDate: { value: string } | null;
  personalizations: { value: string } | null;
  customFields: { value: string } | null;
  defaultAddress: { id: string } | null;
  addressesV2: { nodes: AddressNode[] };
}

/** A json metafield's object; {} for none, or for a value that is not a JSON object (set by someone else). */
function jsonValue(field: { value: string } | null): Record<string, unknown> {
  if (!field) return {};
  try {
    const v = JSON.parse(field.value) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? v as Record<string, unknown> : {};
  } catch {
    return {};
  }
}

const SUBSCRIBED = new Set(['SUBSCRIBED', 'PENDING']);

async function readProfile(shopify: ShopifyAdmin, shopId: string, customerId: string): Promise<ProfileNode> {
  const { customer } = await shopify.graphql<{ customer: ProfileNode | null }>(shopId, CUSTOMER_PROFILE, { id: toGid('Customer', customerId) });
  if (!customer) throw customerGone();
  return customer;
}

const toCustomer = (customerId: string, n: ProfileNode): Customer => ({
  id: customerId,
  email: emailOf(n) ?? '',
  firstName: n.firstName ?? '',
  lastName: n.lastName ?? '',
  phone: n.defaultPhoneNumber?.phoneNumber ?? '',
  birthday: n.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(n.birthDate.value) ? n.birthDate.value : '',
  acceptsMarketing: SUBSCRIBED.has(n.defaultEmailAddress?.marketingState ?? ''),
  personalizations: jsonValue(n.personalizations),
  customFields: jsonValue(n.customFields),
  addresses: toAddresses(n.addressesV2.nodes, n.defaultAddress?.id),
});

/**
 * The customer with their addresses (default first), in one Admin GraphQL round trip.
 * @throws ApiError 404 'customer-not-found' when Shopify has no such customer (deleted there); ShopifyError
 */
export async function getCustomer(shopify: ShopifyAdmin, shopId: string, customerId: string): Promise<Customer> {
  return toCustomer(customerId, await readProfile(shopify, shopId, customerId));
}

/**
 * The customer's personalizations ({} when none).
 * @throws ApiError 404 'customer-not-found'; ShopifyError
 */
export async function getPersonalizations(shopify: ShopifyAdmin, shopId: string, customerId: string): Promise<Record<string, unknown>> {
  const { customer } = await shopify.graphql<{ customer: { personalizations: { value: string } | null } | null }>(
    shopId, CUSTOMER_PERSONALIZATIONS, { id: toGid('Customer', customerId) },
  );
  if (!customer) throw customerGone();
  return jsonValue(customer.personalizations);
}

/** `stored` with `changes` merged in key by key; a key changed to null is removed. */
function merge(stored: Record<string, unknown>, changes: Record<string, unknown>, name: string): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  if (Object.keys(merged).length > MAX_STORED_KEYS || Buffer.byteLength(JSON.stringify(merged)) > MAX_STORED_BYTES) {
    throw badRequest(`data.customer.${name}: would hold more than ${MAX_STORED_KEYS} keys or ${MAX_STORED_BYTES} bytes`);
  }
  return merged;
}

/**
 * Saves the given fields: names, phone and acceptsMarketing are replaced, the birthday set (''
 * deletes the stored one with metafieldsDelete); personalizations and
 * customFields are merged key by key into the stored ones (a key set to null is removed), so a
 * quiz saving one answer keeps the others. One read, one mutation document, one read.
 * @throws ApiError 400 'email-locked' ('Email used for login cannot be updated') when `email` is
 *   not the customer's email (compared case-insensitively, trimmed); 400 'invalid-argument' when a
 *   merged object would grow past MAX_STORED_KEYS or MAX_STORED_BYTES, or for Shopify's userErrors;
 *   404 'customer-not-found'; ShopifyError
 * @returns the whole customer after the change
 */
export async function updateCustomer(shopify: ShopifyAdmin, shopId: string, customerId: string, update: CustomerUpdateInput): Promise<Customer> {
  const current = await readProfile(shopify, shopId, customerId);
  if (update.email !== undefined && update.email.trim().toLowerCase() !== (emailOf(current) ?? '').toLowerCase()) {
    throw new ApiError(400, 'email-locked', 'Email used for login cannot be updated');
  }
  const id = toGid('Customer', customerId);
  const input: Record<string, unknown> = { id };
  if (update.firstName !== undefined) input.firstName = update.firstName.trim();
  if (update.lastName !== undefined) input.lastName = update.lastName.trim();
  if (update.phone !== undefined) input.phone = update.phone.trim() === '' ? null : update.phone.trim();
  const metafields: { ownerId: string; namespace: string; key: string; type: string; value: string }[] = [];
  if (update.birthday) metafields.push({ ownerId: id, namespace: 'facts', key: 'birth_date', type: 'date', value: update.birthday });
  const deleted = update.birthday === '' && current.birthDate ? [{ ownerId: id, namespace: 'facts', key: 'birth_date' }] : [];
  if (update.personalizations) {
    const value = merge(jsonValue(current.personalizations), update.personalizations, 'personalizations');
    metafields.push({ ownerId: id, namespace: 'status', key: 'personalizations', type: 'json', value: JSON.stringify(value) });
  }
  if (update.customFields) {
    const value = merge(jsonValue(current.customFields), update.customFields, 'customFields');
    metafields.push({ ownerId: id, namespace: 'status', key: 'custom_fields', type: 'json', value: JSON.stringify(value) });
  }
  const updateCustomerFields = Object.keys(input).length > 1;
  const updateConsent = update.acceptsMarketing !== undefined;
  if (updateCustomerFields || updateConsent || metafields.length || deleted.length) {
    type Payload = { userErrors: UserError[] } | null | undefined;
    const res = await shopify.graphql<{ customerUpdate?: Payload; customerEmailMarketingConsentUpdate?: Payload; metafieldsSet?: Payload; metafieldsDelete?: Payload }>(shopId, CUSTOMER_PROFILE_UPDATE, {
      input, updateCustomer: updateCustomerFields,
      consent: { customerId: id, emailMarketingConsent: { marketingState: update.acceptsMarketing ? 'SUBSCRIBED' : 'UNSUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN' } },
      updateConsent,
      metafields: metafields.length ? metafields : [{ ownerId: id, namespace: 'status', key: 'unused', type: 'json', value: '{}' }],
      setMetafields: metafields.length > 0,
      deleted: deleted.length ? deleted : [{ ownerId: id, namespace: 'facts', key: 'birth_date' }],
      deleteMetafields: deleted.length > 0,
    });
    if (updateCustomerFields) checkUserErrors(res.customerUpdate, 'customerUpdate');
    if (updateConsent) checkUserErrors(res.customerEmailMarketingConsentUpdate, 'customerEmailMarketingConsentUpdate');
    if (metafields.length) checkUserErrors(res.metafieldsSet, 'metafieldsSet');
    if (deleted.length) checkUserErrors(res.metafieldsDelete, 'metafieldsDelete');
  }
  return getCustomer(shopify, shopId, customerId);
}

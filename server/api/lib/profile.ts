/**
 * A customer's own record as Profile, Personal info and Preferences show and save it (SPEC.md 3
 * 'Customer'; issue 11): `Customer` of src/api/types.ts, and the update of `PUT
 * /customer/{shopId}/{customerId}`.
 */
import { z } from 'zod';
import type { Customer } from '../../../src/api/types';
import type { Db, Queryable } from '../db/db';
import { ApiError, badRequest } from '../errors';
import { PHONE, PHONE_MESSAGE } from './address-rules';
import { listAddresses } from './addresses';
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

interface CustomerRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  birthday: string;
  accepts_marketing: boolean;
  personalizations: Record<string, unknown> | null;
  custom_fields: Record<string, unknown> | null;
}

const COLUMNS = 'id, email, first_name, last_name, phone, birthday, accepts_marketing, personalizations, custom_fields';

/**
 * The customer with their addresses (default first).
 * @returns null when there is no customer `customerId`
 */
export async function getCustomer(db: Queryable, customerId: string): Promise<Customer | null> {
  const { rows } = await db.query<CustomerRow>(`SELECT ${COLUMNS} FROM customers WHERE id = $1`, [customerId]);
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    email: r.email,
    firstName: r.first_name ?? '',
    lastName: r.last_name ?? '',
    phone: r.phone ?? '',
    birthday: r.birthday,
    acceptsMarketing: r.accepts_marketing,
    personalizations: r.personalizations ?? {},
    customFields: r.custom_fields ?? {},
    addresses: await listAddresses(db, r.id),
  };
}

/** `stored` with `changes` merged in key by key; a key changed to null is removed. */
function merge(stored: Record<string, unknown> | null, changes: Record<string, unknown>, name: string): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(stored ?? {}) };
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
 * Saves the given fields: names, phone, birthday and acceptsMarketing are replaced;
 * personalizations and customFields are merged key by key into the stored ones (a key set to
 * null is removed), so a quiz saving one answer keeps the others.
 * @throws ApiError 400 'email-locked' ('Email used for login cannot be updated') when `email` is
 *   not the login email (compared case-insensitively, trimmed); 400 'invalid-argument' when a
 *   merged object would grow past MAX_STORED_KEYS or MAX_STORED_BYTES
 * @returns the whole customer after the change
 */
export async function updateCustomer(db: Db, customerId: string, update: CustomerUpdateInput): Promise<Customer> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<CustomerRow>(`SELECT ${COLUMNS} FROM customers WHERE id = $1 FOR UPDATE`, [customerId]);
    const row = rows[0]!;
    if (update.email !== undefined && update.email.trim().toLowerCase() !== row.email.toLowerCase()) {
      throw new ApiError(400, 'email-locked', 'Email used for login cannot be updated');
    }
    const personalizations = update.personalizations ? merge(row.personalizations, update.personalizations, 'personalizations') : row.personalizations ?? {};
    const customFields = update.customFields ? merge(row.custom_fields, update.customFields, 'customFields') : row.custom_fields ?? {};
    await tx.query(
      `UPDATE customers SET first_name = $2, last_name = $3, phone = $4, birthday = $5, accepts_marketing = $6,
         personalizations = $7, custom_fields = $8
       WHERE id = $1`,
      [
        customerId,
        update.firstName?.trim() ?? row.first_name,
        update.lastName?.trim() ?? row.last_name,
        update.phone?.trim() ?? row.phone,
        update.birthday ?? row.birthday,
        update.acceptsMarketing ?? row.accepts_marketing,
        JSON.stringify(personalizations),
        JSON.stringify(customFields),
      ],
    );
  });
  return (await getCustomer(db, customerId))!;
}

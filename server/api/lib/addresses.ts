/**
 * A customer's shipping addresses (SPEC.md 3 'Address', 5; issue 11): listed default first,
 * then oldest first; exactly one default while there are any (a partial unique index, migration
 * 4, refuses two); at most MAX_ADDRESSES. Writes run in one transaction holding the customer's
 * row lock, so concurrent writes of one customer take turns and never break those rules.
 */
import type { Address, AddressInput, AddressesResponse } from '../../../src/api/types';
import type { Db, Queryable } from '../db/db';
import { ApiError, conflict } from '../errors';

/** The most addresses one customer may have. */
export const MAX_ADDRESSES = 50;

interface AddressRow {
  id: string;
  first_name: string;
  last_name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  country: string;
  phone: string;
  is_default: boolean;
}

const toAddress = (r: AddressRow): Address => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  company: r.company,
  address1: r.address1,
  address2: r.address2,
  city: r.city,
  province: r.province,
  zip: r.zip,
  country: r.country,
  phone: r.phone,
  default: r.is_default,
});

const addressNotFound = () => new ApiError(404, 'not-found', 'Address not found.');

/** The customer's addresses, default first, then in the order they were added (ids grow with address_id_seq). */
export async function listAddresses(db: Queryable, customerId: string): Promise<Address[]> {
  const { rows } = await db.query<AddressRow>(
    'SELECT * FROM addresses WHERE customer_id = $1 ORDER BY is_default DESC, length(id), id',
    [customerId],
  );
  return rows.map(toAddress);
}

const lockCustomer = (tx: Queryable, customerId: string) => tx.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [customerId]);

/** Makes `addressId` the one default. */
async function makeDefault(tx: Queryable, customerId: string, addressId: string): Promise<void> {
  await tx.query('UPDATE addresses SET is_default = false WHERE customer_id = $1 AND is_default AND id <> $2', [customerId, addressId]);
  await tx.query('UPDATE addresses SET is_default = true WHERE id = $1', [addressId]);
}

const VALUES = (a: AddressInput) => [a.firstName, a.lastName, a.company, a.address1, a.address2, a.city, a.province, a.zip, a.country, a.phone];

/**
 * Adds an address (checked with address-rules.ts `checkAddress` first). It becomes the default
 * when `default` is set or when it is the customer's first.
 * @throws ApiError 409 'too-many-addresses' at MAX_ADDRESSES
 */
export async function addAddress(db: Db, customerId: string, input: AddressInput): Promise<Required<AddressesResponse>> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const { rows: [count] } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses WHERE customer_id = $1', [customerId]);
    if (count!.n >= MAX_ADDRESSES) throw conflict('too-many-addresses', `A customer can have at most ${MAX_ADDRESSES} addresses.`);
    const { rows: [row] } = await tx.query<{ id: string }>(
      `INSERT INTO addresses (customer_id, first_name, last_name, company, address1, address2, city, province, zip, country, phone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [customerId, ...VALUES(input)],
    );
    if (input.default || count!.n === 0) await makeDefault(tx, customerId, row!.id);
    return answer(tx, customerId, row!.id);
  });
}

/**
 * Replaces an address's fields. `default: true` makes it the default; `default: false` on the
 * current default keeps it the default (a shopper picks another address as default instead).
 * @throws ApiError 404 'not-found' when the customer has no address `addressId`
 */
export async function updateAddress(db: Db, customerId: string, addressId: string, input: AddressInput): Promise<Required<AddressesResponse>> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const { rows } = await tx.query(
      `UPDATE addresses SET first_name = $3, last_name = $4, company = $5, address1 = $6, address2 = $7, city = $8,
         province = $9, zip = $10, country = $11, phone = $12
       WHERE id = $1 AND customer_id = $2 RETURNING id`,
      [addressId, customerId, ...VALUES(input)],
    );
    if (!rows.length) throw addressNotFound();
    if (input.default) await makeDefault(tx, customerId, addressId);
    return answer(tx, customerId, addressId);
  });
}

/**
 * Deletes an address; when it was the default, the next one in list order becomes the default.
 * @throws ApiError 404 'not-found' when the customer has no address `addressId`
 */
export async function deleteAddress(db: Db, customerId: string, addressId: string): Promise<AddressesResponse> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const { rows } = await tx.query<{ is_default: boolean }>(
      'DELETE FROM addresses WHERE id = $1 AND customer_id = $2 RETURNING is_default',
      [addressId, customerId],
    );
    if (!rows.length) throw addressNotFound();
    if (rows[0]!.is_default) {
      const [next] = await listAddresses(tx, customerId);
      if (next) await makeDefault(tx, customerId, next.id);
    }
    return { addresses: await listAddresses(tx, customerId) };
  });
}

async function answer(tx: Queryable, customerId: string, addressId: string): Promise<Required<AddressesResponse>> {
  const addresses = await listAddresses(tx, customerId);
  return { address: addresses.find((a) => a.id === addressId)!, addresses };
}

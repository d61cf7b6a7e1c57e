/**
 * A customer's shipping addresses (docs/product.md#customer-and-address 'Address', #validation), kept by Shopify and
 * changed through customerAddressCreate/Update/Delete. On the wire the widget sends and gets country and province
 * names; Shopify gets their codes (data/countries.json has both). Listed default first, then in
 * the order they were added; at most MAX_ADDRESSES; a Shopify userError is a 400 with its message.
 */
import type { Address, AddressInput, AddressesResponse } from '../../../src/api/types';
import { ApiError, conflict } from '../errors';
import { ADDRESS_CREATE, ADDRESS_DELETE, ADDRESS_UPDATE, CUSTOMER_ADDRESSES } from '../shopify/customer-queries';
import { fromGid, toGid, type ShopifyAdmin } from '../shopify/types';
import { checkUserErrors, type UserError } from '../shopify/user-errors';
import { findCountry, findProvince } from './countries';
import { customerGone } from './customers';

/** The most addresses one customer may have. */
export const MAX_ADDRESSES = 50;

/** A MailingAddress node as CUSTOMER_ADDRESSES and CUSTOMER_PROFILE read it. */
export interface AddressNode {
  id: string;
  firstName: string | null; lastName: string | null; company: string | null;
  address1: string | null; address2: string | null; city: string | null;
  province: string | null; provinceCode: string | null; zip: string | null;
  country: string | null; countryCodeV2: string | null; phone: string | null;
}

/** Shopify's addresses of a customer as the widget shows them: names for country and province, default first. */
export function toAddresses(nodes: readonly AddressNode[], defaultId: string | null | undefined): Address[] {
  const list = nodes.map((n): Address => {
    const country = n.countryCodeV2 ? findCountry(n.countryCodeV2) : undefined;
    const province = country && n.provinceCode ? findProvince(country, n.provinceCode) : undefined;
    return {
      id: fromGid(n.id),
      firstName: n.firstName ?? '', lastName: n.lastName ?? '', company: n.company ?? '',
      address1: n.address1 ?? '', address2: n.address2 ?? '', city: n.city ?? '',
      province: province?.name ?? n.province ?? '', zip: n.zip ?? '',
      country: country?.name ?? n.country ?? '', phone: n.phone ?? '',
      default: defaultId !== null && defaultId !== undefined && n.id === defaultId,
    };
  });
  return [...list.filter((a) => a.default), ...list.filter((a) => !a.default)];
}

/** Shopify's MailingAddressInput of a checked address (address-rules.ts `checkAddress`): codes for country and province. */
function toInput(a: AddressInput) {
  const country = findCountry(a.country);
  const province = country && a.province ? findProvince(country, a.province) : undefined;
  return {
    firstName: a.firstName, lastName: a.lastName, company: a.company, address1: a.address1, address2: a.address2,
    city: a.city, zip: a.zip, phone: a.phone, countryCode: country?.code ?? null, provinceCode: province?.code ?? null,
  };
}

const addressNotFound = () => new ApiError(404, 'not-found', 'Address not found.');

interface AddressesAnswer { customer: { id: string; defaultAddress: { id: string } | null; addressesV2: { nodes: AddressNode[] } } | null }

/**
 * The customer's addresses, default first.
 * @throws ApiError 404 'customer-not-found' when Shopify has no such customer; ShopifyError
 */
export async function listAddresses(shopify: ShopifyAdmin, shopId: string, customerId: string): Promise<Address[]> {
  const { customer } = await shopify.graphql<AddressesAnswer>(shopId, CUSTOMER_ADDRESSES, { id: toGid('Customer', customerId) });
  if (!customer) throw customerGone();
  return toAddresses(customer.addressesV2.nodes, customer.defaultAddress?.id);
}

async function answer(shopify: ShopifyAdmin, shopId: string, customerId: string, addressId: string): Promise<Required<AddressesResponse>> {
  const addresses = await listAddresses(shopify, shopId, customerId);
  const address = addresses.find((a) => a.id === addressId);
  if (!address) throw addressNotFound();
  return { address, addresses };
}

async function ownAddress(shopify: ShopifyAdmin, shopId: string, customerId: string, addressId: string): Promise<Address[]> {
  const addresses = await listAddresses(shopify, shopId, customerId);
  if (!addresses.some((a) => a.id === addressId)) throw addressNotFound();
  return addresses;
}

/**
 * Adds an address (checked with address-rules.ts `checkAddress` first). It becomes the default
 * when `default` is set or when it is the customer's first.
 * @throws ApiError 409 'too-many-addresses' at MAX_ADDRESSES; 400 with Shopify's userErrors; 404 'customer-not-found'
 */
export async function addAddress(shopify: ShopifyAdmin, shopId: string, customerId: string, input: AddressInput): Promise<Required<AddressesResponse>> {
  const before = await listAddresses(shopify, shopId, customerId);
  if (before.length >= MAX_ADDRESSES) throw conflict('too-many-addresses', `A customer can have at most ${MAX_ADDRESSES} addresses.`);
  const res = await shopify.graphql<{ customerAddressCreate: { address: { id: string } | null; userErrors: UserError[] } | null }>(shopId, ADDRESS_CREATE, {
    customerId: toGid('Customer', customerId), address: toInput(input), setAsDefault: input.default || before.length === 0,
  });
  checkUserErrors(res.customerAddressCreate, 'customerAddressCreate');
  return answer(shopify, shopId, customerId, fromGid(res.customerAddressCreate!.address!.id));
}

const addressGid = (addressId: string) => `gid://shopify/MailingAddress/${addressId}?model_name=CustomerAddress`;

/**
 * Replaces an address's fields. `default: true` makes it the default; `default: false` on the
 * current default keeps it the default (a shopper picks another address as default instead).
 * @throws ApiError 404 'not-found' when the customer has no address `addressId`; 400 with Shopify's userErrors
 */
export async function updateAddress(shopify: ShopifyAdmin, shopId: string, customerId: string, addressId: string, input: AddressInput): Promise<Required<AddressesResponse>> {
  await ownAddress(shopify, shopId, customerId, addressId);
  const res = await shopify.graphql<{ customerAddressUpdate: { userErrors: UserError[] } | null }>(shopId, ADDRESS_UPDATE, {
    customerId: toGid('Customer', customerId), addressId: addressGid(addressId), address: toInput(input),
    setAsDefault: input.default ? true : null,
  });
  checkUserErrors(res.customerAddressUpdate, 'customerAddressUpdate');
  return answer(shopify, shopId, customerId, addressId);
}

/**
 * Deletes an address; when it was the default, the next one in list order becomes the default.
 * @throws ApiError 404 'not-found' when the customer has no address `addressId`
 */
export async function deleteAddress(shopify: ShopifyAdmin, shopId: string, customerId: string, addressId: string): Promise<AddressesResponse> {
  const before = await ownAddress(shopify, shopId, customerId, addressId);
  const res = await shopify.graphql<{ customerAddressDelete: { userErrors: UserError[] } | null }>(shopId, ADDRESS_DELETE, {
    customerId: toGid('Customer', customerId), addressId: addressGid(addressId),
  });
  checkUserErrors(res.customerAddressDelete, 'customerAddressDelete');
  let addresses = await listAddresses(shopify, shopId, customerId);
  const wasDefault = before.find((a) => a.id === addressId)!.default;
  if (wasDefault && addresses.length && !addresses.some((a) => a.default)) {
    const next = addresses[0]!;
    const set = await shopify.graphql<{ customerAddressUpdate: { userErrors: UserError[] } | null }>(shopId, ADDRESS_UPDATE, {
      customerId: toGid('Customer', customerId), addressId: addressGid(next.id), address: {}, setAsDefault: true,
    });
    checkUserErrors(set.customerAddressUpdate, 'customerAddressUpdate');
    addresses = await listAddresses(shopify, shopId, customerId);
  }
  return { addresses };
}

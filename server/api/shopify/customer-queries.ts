/**
 * The Admin GraphQL operations of customers, profiles and addresses (Shopify's Admin API 2026-07;
 * tests/server/api/admin-graphql-operations.test.ts validates each against Shopify's published
 * schema, deprecated fields refused). A customer's email and phone are their default email
 * address and phone number (`Customer.email` and `Customer.phone` are deprecated in 2026-07).
 */

const USER_ERRORS = 'userErrors { field message }';

/** A customer's email as CUSTOMER_FIELDS selects it: null when the customer has none. */
export interface GqlEmail { defaultEmailAddress: { emailAddress: string | null } | null }

/** The customer's email, or null. */
export const emailOf = (n: GqlEmail | null | undefined): string | null => n?.defaultEmailAddress?.emailAddress ?? null;

/** A customer's id, email and names. */
const CUSTOMER_FIELDS = 'id defaultEmailAddress { emailAddress } firstName lastName';

/** A customer as CUSTOMER_FIELDS selects it. */
export interface GqlCustomer extends GqlEmail { id: string; firstName: string | null; lastName: string | null }

/** A customer's mailing address as the widget shows it. */
export const ADDRESS_FIELDS = 'id firstName lastName company address1 address2 city province provinceCode zip country countryCodeV2 phone';

/** The first customer of the shop with an email: variables {query: 'email:ADDRESS'}. */
export const CUSTOMER_BY_EMAIL = /* GraphQL */ `query CustomerByEmail($query: String!) {
  customers(first: 1, query: $query) { nodes { ${CUSTOMER_FIELDS} } }
}`;

/** A customer's id, email and names: variables {id: Customer GID}. */
export const CUSTOMER_NAME = /* GraphQL */ `query CustomerName($id: ID!) {
  customer(id: $id) { ${CUSTOMER_FIELDS} }
}`;

/** Creates a customer: variables {input: CustomerInput} (email, emailMarketingConsent). */
export const CUSTOMER_CREATE = /* GraphQL */ `mutation CustomerCreate($input: CustomerInput!) {
  customerCreate(input: $input) { customer { ${CUSTOMER_FIELDS} } ${USER_ERRORS} }
}`;

/** Subscribes or unsubscribes a customer's email: variables {input: CustomerEmailMarketingConsentUpdateInput}. */
export const CUSTOMER_CONSENT_UPDATE = /* GraphQL */ `mutation CustomerConsentUpdate($input: CustomerEmailMarketingConsentUpdateInput!) {
  customerEmailMarketingConsentUpdate(input: $input) { ${USER_ERRORS} }
}`;

/** The whole profile with its addresses, in one round trip: variables {id: Customer GID}. */
export const CUSTOMER_PROFILE = /* GraphQL */ `query CustomerProfile($id: ID!) {
  customer(id: $id) {
    id firstName lastName
    defaultEmailAddress { emailAddress marketingState }
    defaultPhoneNumber { phoneNumber }
    birthDate: metafield(namespace: "facts", key: "birth_date") { value }
    personalizations: metafield(namespace: "status", key: "personalizations") { value }
    customFields: metafield(namespace: "status", key: "custom_fields") { value }
    defaultAddress { id }
    addressesV2(first: 50) { nodes { ${ADDRESS_FIELDS} } }
  }
}`;

/** Only the personalizations metafield: variables {id: Customer GID}. */
export const CUSTOMER_PERSONALIZATIONS = /* GraphQL */ `query CustomerPersonalizations($id: ID!) {
  customer(id: $id) { id personalizations: metafield(namespace: "status", key: "personalizations") { value } }
}`;

/**
 * A profile's changes in one round trip; each part runs only when its flag is true (the skipped
 * parts still need well-typed variables).
 */
export const CUSTOMER_PROFILE_UPDATE = /* GraphQL */ `mutation CustomerProfileUpdate(
  $input: CustomerInput!, $updateCustomer: Boolean!,
  $consent: CustomerEmailMarketingConsentUpdateInput!, $updateConsent: Boolean!,
  $metafields: [MetafieldsSetInput!]!, $setMetafields: Boolean!,
  $deleted: [MetafieldIdentifierInput!]!, $deleteMetafields: Boolean!
) {
  customerUpdate(input: $input) @include(if: $updateCustomer) { ${USER_ERRORS} }
  customerEmailMarketingConsentUpdate(input: $consent) @include(if: $updateConsent) { ${USER_ERRORS} }
  metafieldsSet(metafields: $metafields) @include(if: $setMetafields) { ${USER_ERRORS} }
  metafieldsDelete(metafields: $deleted) @include(if: $deleteMetafields) { ${USER_ERRORS} }
}`;

/** The customer's addresses (at most 50, default first) and which is the default: variables {id}. */
export const CUSTOMER_ADDRESSES = /* GraphQL */ `query CustomerAddresses($id: ID!) {
  customer(id: $id) { id defaultAddress { id } addressesV2(first: 50) { nodes { ${ADDRESS_FIELDS} } } }
}`;

/** variables {customerId, address: MailingAddressInput, setAsDefault} */
export const ADDRESS_CREATE = /* GraphQL */ `mutation AddressCreate($customerId: ID!, $address: MailingAddressInput!, $setAsDefault: Boolean) {
  customerAddressCreate(customerId: $customerId, address: $address, setAsDefault: $setAsDefault) { address { id } ${USER_ERRORS} }
}`;

/** variables {customerId, addressId, address: MailingAddressInput, setAsDefault} */
export const ADDRESS_UPDATE = /* GraphQL */ `mutation AddressUpdate($customerId: ID!, $addressId: ID!, $address: MailingAddressInput!, $setAsDefault: Boolean) {
  customerAddressUpdate(customerId: $customerId, addressId: $addressId, address: $address, setAsDefault: $setAsDefault) { address { id } ${USER_ERRORS} }
}`;

/** variables {customerId, addressId} */
export const ADDRESS_DELETE = /* GraphQL */ `mutation AddressDelete($customerId: ID!, $addressId: ID!) {
  customerAddressDelete(customerId: $customerId, addressId: $addressId) { deletedAddressId ${USER_ERRORS} }
}`;

// @vitest-environment node
// The local Shopify's Admin GraphQL mutations and their userErrors, as the app meets them.
import { beforeEach, describe, expect, it } from 'vitest';
import { localShopify } from './shopify-helpers';

const SHOPPER = 'gid://shopify/Customer/9001';
let s: ReturnType<typeof localShopify>;
let token = '';
beforeEach(async () => {
  s = localShopify();
  token = await s.install();
});
const run = async (query: string) => (await s.gql(token, query)).body;
const runWith = async (query: string, variables: Record<string, unknown>) => (await s.gql(token, query, variables)).body;

describe('customerCreate and customerUpdate', () => {
  const CREATE = `mutation($input: CustomerInput!) { customerCreate(input: $input) { customer { id email firstName tags state metafield(namespace: "facts", key: "birth_date") { value } } userErrors { field message } } }`;

  it('creates a customer that the email search then finds', async () => {
    const body = await runWith(CREATE, { input: { email: 'New.Person@Example.com', firstName: 'Nova', tags: ['widget', 'widget', ' beta '], metafields: [{ namespace: 'facts', key: 'birth_date', type: 'date', value: '1999-02-03' }] } });
    expect(body.data.customerCreate.userErrors).toEqual([]);
    expect(body.data.customerCreate.customer).toMatchObject({ email: 'new.person@example.com', firstName: 'Nova', tags: ['beta', 'widget'], metafield: { value: '1999-02-03' } });
    const found = await run('{ customers(first: 1, query: "email:NEW.person@example.com") { nodes { id } } }');
    expect(found.data.customers.nodes[0].id).toBe(body.data.customerCreate.customer.id);
  });

  it("answers a taken email, an invalid email and an invalid metafield as Shopify's userErrors", async () => {
    const taken = await runWith(CREATE, { input: { email: 'SHOPPER@example.com' } });
    expect(taken.data.customerCreate).toEqual({ customer: null, userErrors: [{ field: ['email'], message: 'Email has already been taken' }] });
    const invalid = await runWith(CREATE, { input: { email: 'not-an-email' } });
    expect(invalid.data.customerCreate.userErrors).toEqual([{ field: ['email'], message: 'Email is invalid' }]);
    const date = await runWith(CREATE, { input: { email: 'x@example.com', metafields: [{ namespace: 'facts', key: 'birth_date', type: 'date', value: '1999-13-40' }] } });
    expect(date.data.customerCreate.userErrors).toEqual([{ field: ['metafields', '0', 'value'], message: "Value must be in 'YYYY-MM-DD' format." }]);
    const empty = await runWith(CREATE, { input: { note: 'nobody' } });
    expect(empty.data.customerCreate.userErrors[0].message).toBe('A name, phone number, or email address must be present');
    // none of the refused inputs made a customer
    expect((await run('{ customers(first: 50) { nodes { id } } }')).data.customers.nodes).toHaveLength(2);
  });

  it('updates personal fields, replaces tags and metafields, and refuses consent and unknown ids', async () => {
    const UPDATE = `mutation($input: CustomerInput!) { customerUpdate(input: $input) { customer { firstName phone tags metafield(namespace: "status", key: "personalizations") { value } } userErrors { field message } } }`;
    const ok = await runWith(UPDATE, { input: { id: SHOPPER, firstName: 'Samantha', phone: '+1 503 555 0100', tags: ['gold'], metafields: [{ namespace: 'status', key: 'personalizations', type: 'json', value: '{"skinType":"Oily"}' }] } });
    expect(ok.data.customerUpdate).toEqual({ customer: { firstName: 'Samantha', phone: '+1 503 555 0100', tags: ['gold'], metafield: { value: '{"skinType":"Oily"}' } }, userErrors: [] });
    const taken = await runWith(UPDATE, { input: { id: SHOPPER, email: 'other@example.com' } });
    expect(taken.data.customerUpdate.userErrors).toEqual([{ field: ['email'], message: 'Email has already been taken' }]);
    const consent = await runWith(UPDATE, { input: { id: SHOPPER, emailMarketingConsent: { marketingState: 'SUBSCRIBED' } } });
    expect(consent.data.customerUpdate.userErrors[0].field).toEqual(['emailMarketingConsent']);
    const unknown = await runWith(UPDATE, { input: { id: 'gid://shopify/Customer/1', firstName: 'X' } });
    expect(unknown.data.customerUpdate).toEqual({ customer: null, userErrors: [{ field: ['id'], message: 'Customer does not exist' }] });
    const json = await runWith(UPDATE, { input: { id: SHOPPER, metafields: [{ namespace: 'status', key: 'personalizations', type: 'json', value: '{oops' }] } });
    expect(json.data.customerUpdate.userErrors).toEqual([{ field: ['metafields', '0', 'value'], message: 'Value is invalid JSON.' }]);
  });

  it('updates email marketing consent through its own mutation', async () => {
    const body = await runWith(`mutation($input: CustomerEmailMarketingConsentUpdateInput!) { customerEmailMarketingConsentUpdate(input: $input) {
      customer { emailMarketingConsent { marketingState marketingOptInLevel consentUpdatedAt } } userErrors { field message } } }`,
    { input: { customerId: SHOPPER, emailMarketingConsent: { marketingState: 'UNSUBSCRIBED' } } });
    expect(body.data.customerEmailMarketingConsentUpdate).toEqual({
      customer: { emailMarketingConsent: { marketingState: 'UNSUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN', consentUpdatedAt: '2026-06-01T12:00:00.000Z' } }, userErrors: [],
    });
    const unknown = await runWith(`mutation($input: CustomerEmailMarketingConsentUpdateInput!) { customerEmailMarketingConsentUpdate(input: $input) { userErrors { field message } } }`,
      { input: { customerId: 'gid://shopify/Customer/77', emailMarketingConsent: { marketingState: 'SUBSCRIBED' } } });
    expect(unknown.data.customerEmailMarketingConsentUpdate.userErrors).toEqual([{ field: ['input', 'customerId'], message: 'Customer not found' }]);
  });
});

describe('customer addresses', () => {
  const CREATE = `mutation($c: ID!, $a: MailingAddressInput!, $d: Boolean) { customerAddressCreate(customerId: $c, address: $a, setAsDefault: $d) {
    address { id province provinceCode country countryCodeV2 city } userErrors { field message } } }`;
  const LIST = `{ customer(id: "${SHOPPER}") { defaultAddress { id } addressesV2(first: 10) { nodes { id city } } } }`;

  it('adds an address with country and province names; setAsDefault makes it the default', async () => {
    const body = await runWith(CREATE, { c: SHOPPER, a: { address1: '1 Rue de Rivoli', city: 'Montréal', countryCode: 'CA', provinceCode: 'QC', zip: 'H2X 1Y4' }, d: true });
    const address = body.data.customerAddressCreate.address;
    expect(address).toMatchObject({ province: 'Quebec', provinceCode: 'QC', country: 'Canada', countryCodeV2: 'CA', city: 'Montréal' });
    expect(address.id).toMatch(/^gid:\/\/shopify\/MailingAddress\/\d+\?model_name=CustomerAddress$/);
    const list = (await run(LIST)).data.customer;
    expect(list.defaultAddress.id).toBe(address.id);
    expect(list.addressesV2.nodes.map((a: { city: string }) => a.city)).toEqual(['Montréal', 'Portland', 'Seattle']);
  });

  it('refuses a province of another country and an unknown customer', async () => {
    const bad = await runWith(CREATE, { c: SHOPPER, a: { city: 'Portland', countryCode: 'US', provinceCode: 'QC' } });
    expect(bad.data.customerAddressCreate).toEqual({ address: null, userErrors: [{ field: ['address', 'provinceCode'], message: 'Province is not a valid province of United States' }] });
    const nobody = await runWith(CREATE, { c: 'gid://shopify/Customer/5', a: { city: 'X' } });
    expect(nobody.data.customerAddressCreate.userErrors).toEqual([{ field: ['customerId'], message: 'Customer does not exist' }]);
  });

  it("updates an address; another customer's address does not exist for this one", async () => {
    const UPDATE = `mutation($c: ID!, $id: ID!, $a: MailingAddressInput!) { customerAddressUpdate(customerId: $c, addressId: $id, address: $a) { address { city address2 zip } userErrors { field message } } }`;
    const ok = await runWith(UPDATE, { c: SHOPPER, id: 'gid://shopify/MailingAddress/30002?model_name=CustomerAddress', a: { city: 'Tacoma', address2: null } });
    expect(ok.data.customerAddressUpdate).toEqual({ address: { city: 'Tacoma', address2: null, zip: '98101' }, userErrors: [] });
    const foreign = await runWith(UPDATE, { c: SHOPPER, id: 'gid://shopify/MailingAddress/30003?model_name=CustomerAddress', a: { city: 'Nope' } });
    expect(foreign.data.customerAddressUpdate.userErrors).toEqual([{ field: ['addressId'], message: 'Address does not exist' }]);
  });

  it('deleting the default address makes the next one the default', async () => {
    const DELETE = `mutation($c: ID!, $id: ID!) { customerAddressDelete(customerId: $c, addressId: $id) { deletedAddressId userErrors { field message } } }`;
    const id = 'gid://shopify/MailingAddress/30001?model_name=CustomerAddress';
    expect((await runWith(DELETE, { c: SHOPPER, id })).data.customerAddressDelete).toEqual({ deletedAddressId: id, userErrors: [] });
    const list = (await run(LIST)).data.customer;
    expect(list.defaultAddress.id).toBe('gid://shopify/MailingAddress/30002?model_name=CustomerAddress');
    expect(list.addressesV2.nodes).toHaveLength(1);
    expect((await runWith(DELETE, { c: SHOPPER, id })).data.customerAddressDelete.userErrors).toEqual([{ field: ['addressId'], message: 'Address does not exist' }]);
  });
});

describe('tagsAdd, metafieldsSet, orderCancel', () => {
  it('adds tags without duplicates', async () => {
    const body = await run(`mutation { tagsAdd(id: "${SHOPPER}", tags: ["VIP", "status-member"]) { node { ... on Customer { tags } } userErrors { field message } } }`);
    expect(body.data.tagsAdd).toEqual({ node: { tags: ['newsletter', 'status-member', 'vip'] }, userErrors: [] });
    const missing = await run('mutation { tagsAdd(id: "gid://shopify/Customer/3", tags: ["x"]) { userErrors { field message } } }');
    expect(missing.data.tagsAdd.userErrors).toEqual([{ field: ['id'], message: 'Resource does not exist' }]);
  });

  it("sets the app installation's embed metafield, all or nothing, and reads it back", async () => {
    const SET = `mutation($m: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $m) { metafields { key namespace type value } userErrors { field message code } } }`;
    const embed = { ownerId: 'gid://shopify/AppInstallation/1', namespace: 'status', key: 'embed', type: 'json', value: '{"utmTracking":{"medium":"link"}}' };
    const refused = await runWith(SET, { m: [embed, { ...embed, ownerId: 'gid://shopify/Customer/1', key: 'x1' }] });
    expect(refused.data.metafieldsSet).toEqual({ metafields: null, userErrors: [{ field: ['metafields', '1', 'ownerId'], message: 'Owner does not exist.', code: 'INVALID_VALUE' }] });
    expect((await run('{ currentAppInstallation { metafield(namespace: "status", key: "embed") { value } } }')).data.currentAppInstallation.metafield).toBeNull();
    const ok = await runWith(SET, { m: [embed] });
    expect(ok.data.metafieldsSet).toEqual({ metafields: [{ key: 'embed', namespace: 'status', type: 'json', value: embed.value }], userErrors: [] });
    expect((await run('{ currentAppInstallation { id metafield(namespace: "status", key: "embed") { value } } }')).data.currentAppInstallation)
      .toEqual({ id: 'gid://shopify/AppInstallation/1', metafield: { value: embed.value } });
    const badType = await runWith(SET, { m: [{ ...embed, type: 'jsonish' }] });
    expect(badType.data.metafieldsSet.userErrors[0]).toMatchObject({ field: ['metafields', '0', 'type'], code: 'INVALID_TYPE' });
  });

  it('cancels an unfulfilled order (refunded) and refuses a cancelled or fulfilled one', async () => {
    const CANCEL = (id: number) => `mutation { orderCancel(orderId: "gid://shopify/Order/${id}", reason: CUSTOMER, refund: true, restock: true, notifyCustomer: false) {
      job { id done } orderCancelUserErrors { field message code } } }`;
    const before = (await run('{ orders: nodes(ids: ["gid://shopify/Order/820020"]) { ... on Order { lineItems(first: 5) { nodes { quantity variant { id inventoryQuantity } } } } } }')).data.orders[0];
    const ok = await run(CANCEL(820020));
    expect(ok.data.orderCancel.orderCancelUserErrors).toEqual([]);
    expect(ok.data.orderCancel.job.id).toMatch(/^gid:\/\/shopify\/Job\//);
    const order = (await run('{ order(id: "gid://shopify/Order/820020") { cancelledAt cancelReason displayFinancialStatus lineItems(first: 5) { nodes { quantity variant { inventoryQuantity } } } } }')).data.order;
    expect(order).toMatchObject({ cancelledAt: '2026-06-01T12:00:00.000Z', cancelReason: 'CUSTOMER', displayFinancialStatus: 'REFUNDED' });
    // restocked: each live variant has its quantity back
    before.lineItems.nodes.forEach((l: { quantity: number; variant: { inventoryQuantity: number } | null }, i: number) => {
      if (l.variant) expect(order.lineItems.nodes[i].variant.inventoryQuantity).toBe(l.variant.inventoryQuantity + l.quantity);
    });
    expect((await run(CANCEL(820020))).data.orderCancel.orderCancelUserErrors).toEqual([{ field: ['orderId'], message: 'Order has already been cancelled', code: 'INVALID' }]);
    const fulfilled = (await run(CANCEL(820031))).data.orderCancel;
    expect(fulfilled).toMatchObject({ job: null, orderCancelUserErrors: [{ field: ['orderId'], code: 'INVALID' }] });
    expect((await run(CANCEL(1))).data.orderCancel.orderCancelUserErrors).toEqual([{ field: ['orderId'], message: 'Order does not exist', code: 'NOT_FOUND' }]);
  });
});

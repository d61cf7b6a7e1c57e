/**
 * customerCreate, customerUpdate and customerEmailMarketingConsentUpdate, with the userErrors
 * Shopify gives: a taken email ('Email has already been taken', field ['email']), an invalid
 * email or phone, a customer without name, email and phone, an unknown id, consent through
 * customerUpdate (refused), bad metafields and over-long fields.
 */
import { idOf } from './gid';
import { metafieldProblem, setMetafield, type MetafieldValue } from './metafields';
import type { ShopCustomer } from './model';
import type { ShopStore } from './shop-store';
import { customerView } from './views';

export interface UserError { field: string[] | null; message: string }

export interface CustomerInput {
  id?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  note?: string | null;
  tags?: string[] | null;
  metafields?: { namespace?: string | null; key?: string | null; type?: string | null; value?: string | null }[] | null;
  emailMarketingConsent?: { marketingState: string; marketingOptInLevel?: string | null } | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LABELS: Record<string, string> = { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone', note: 'Note' };
const MAX = { firstName: 255, lastName: 255, email: 255, phone: 255, note: 5000 } as const;

/** Tags as Shopify keeps them: trimmed, no empties, no case-insensitive duplicates. */
export function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags.flatMap((t) => t.split(','))) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** The problems of the input's personal fields against the shop's other customers. */
function inputErrors(store: ShopStore, input: CustomerInput, self: ShopCustomer | null): UserError[] {
  const errors: UserError[] = [];
  for (const key of Object.keys(MAX) as (keyof typeof MAX)[]) {
    const value = input[key];
    if (typeof value === 'string' && value.length > MAX[key]) errors.push({ field: [key], message: `${LABELS[key]} is too long (maximum is ${MAX[key]} characters)` });
  }
  const email = input.email?.trim();
  if (email) {
    if (!EMAIL.test(email)) errors.push({ field: ['email'], message: 'Email is invalid' });
    else {
      const other = store.customerByEmail(email);
      if (other && other !== self) errors.push({ field: ['email'], message: 'Email has already been taken' });
    }
  }
  const phone = input.phone?.trim();
  if (phone) {
    const digits = phone.replace(/\D/g, '');
    if (!/^\+?[\d\s().-]+$/.test(phone) || digits.length < 7 || digits.length > 15) errors.push({ field: ['phone'], message: 'Phone is invalid' });
    else if (store.data.customers.some((c) => c !== self && c.phone && c.phone.replace(/\D/g, '') === digits)) {
      errors.push({ field: ['phone'], message: 'Phone has already been taken' });
    }
  }
  for (const tag of input.tags ?? []) {
    if (tag.length > 255) errors.push({ field: ['tags'], message: 'Tags is too long (maximum is 255 characters)' });
  }
  (input.metafields ?? []).forEach((m, i) => {
    const value = { namespace: m.namespace ?? '', key: m.key ?? '', type: m.type ?? '', value: m.value ?? '' };
    const existing = self?.metafields.find((x) => x.namespace === value.namespace && x.key === value.key);
    if (!m.type && existing) value.type = existing.type;
    const problem = metafieldProblem(value);
    if (problem) errors.push({ field: ['metafields', String(i), problem.field], message: problem.message });
  });
  return errors;
}

/** Applies the input's fields to `c` (validated before). */
function apply(store: ShopStore, c: ShopCustomer, input: CustomerInput): void {
  const now = store.now();
  const text = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v.trim() : null);
  for (const key of ['email', 'firstName', 'lastName', 'phone', 'note'] as const) {
    const value = text(input[key]);
    if (value !== undefined) c[key] = key === 'email' && value ? value.toLowerCase() : value;
  }
  if (input.tags) c.tags = cleanTags(input.tags);
  for (const m of input.metafields ?? []) {
    const existing = c.metafields.find((x) => x.namespace === m.namespace && x.key === m.key);
    const value: MetafieldValue = { namespace: m.namespace ?? '', key: m.key ?? '', type: m.type ?? existing?.type ?? '', value: m.value ?? '' };
    setMetafield(c.metafields, value, () => store.nextId('metafield'), now);
  }
  c.updatedAt = now;
}

/**
 * Creates a customer (state ENABLED when `enabled`, as an account made by signing in; else
 * DISABLED, as one made through the API) or answers the userErrors.
 */
export function createCustomer(store: ShopStore, input: CustomerInput, enabled = false): { customer: ShopCustomer | null; userErrors: UserError[] } {
  if (input.id) return { customer: null, userErrors: [{ field: ['id'], message: 'Id is not allowed for customerCreate' }] };
  const errors = inputErrors(store, input, null);
  if (!input.email?.trim() && !input.phone?.trim() && !input.firstName?.trim() && !input.lastName?.trim()) {
    errors.push({ field: null, message: 'A name, phone number, or email address must be present' });
  }
  if (errors.length) return { customer: null, userErrors: errors };
  const now = store.now();
  const consent = input.emailMarketingConsent;
  const customer: ShopCustomer = {
    id: store.nextId('customer'), email: null, firstName: null, lastName: null, phone: null, note: null, tags: [],
    state: enabled ? 'ENABLED' : 'DISABLED', createdAt: now, updatedAt: now, addresses: [], defaultAddressId: null,
    emailMarketingConsent: consent
      ? { marketingState: consent.marketingState, marketingOptInLevel: consent.marketingOptInLevel ?? 'SINGLE_OPT_IN', consentUpdatedAt: now }
      : { marketingState: 'NOT_SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN', consentUpdatedAt: null },
    metafields: [],
  };
  apply(store, customer, input);
  store.data.customers.push(customer);
  store.changed();
  return { customer, userErrors: [] };
}

/** The customerCreate, customerUpdate and customerEmailMarketingConsentUpdate resolvers. */
export function customerMutations(store: ShopStore) {
  const view = (c: ShopCustomer | null) => (c ? customerView(store, c) : null);
  return {
    customerCreate: (a: { input: CustomerInput }) => {
      const { customer, userErrors } = createCustomer(store, a.input);
      return { customer: view(customer), userErrors };
    },
    customerUpdate: (a: { input: CustomerInput }) => {
      const id = a.input.id ? idOf(a.input.id, 'Customer') : null;
      const c = id === null ? undefined : store.customer(id);
      if (!c) return { customer: null, userErrors: [{ field: ['id'], message: 'Customer does not exist' }] };
      if (a.input.emailMarketingConsent) {
        return {
          customer: null,
          userErrors: [{ field: ['emailMarketingConsent'], message: 'To update emailMarketingConsent, please use the customerEmailMarketingConsentUpdate Mutation instead' }],
        };
      }
      const errors = inputErrors(store, a.input, c);
      if (a.input.email === '' && !c.phone && !a.input.phone) errors.push({ field: ['email'], message: 'A name, phone number, or email address must be present' });
      if (errors.length) return { customer: null, userErrors: errors };
      apply(store, c, a.input);
      store.changed();
      return { customer: view(c), userErrors: [] };
    },
    customerEmailMarketingConsentUpdate: (a: { input: { customerId: string; emailMarketingConsent: { marketingState: string; marketingOptInLevel?: string | null } } }) => {
      const id = idOf(a.input.customerId, 'Customer');
      const c = id === null ? undefined : store.customer(id);
      if (!c) return { customer: null, userErrors: [{ field: ['input', 'customerId'], message: 'Customer not found' }] };
      const { marketingState, marketingOptInLevel } = a.input.emailMarketingConsent;
      if (!c.email) return { customer: null, userErrors: [{ field: ['input', 'emailMarketingConsent'], message: 'Customer must have an email address to update email marketing consent' }] };
      if (marketingState !== 'SUBSCRIBED' && marketingState !== 'UNSUBSCRIBED' && marketingState !== 'PENDING' && marketingState !== 'NOT_SUBSCRIBED') {
        return { customer: null, userErrors: [{ field: ['input', 'emailMarketingConsent', 'marketingState'], message: `Marketing state ${marketingState} cannot be set` }] };
      }
      const now = store.now();
      c.emailMarketingConsent = { marketingState, marketingOptInLevel: marketingOptInLevel ?? c.emailMarketingConsent.marketingOptInLevel ?? 'SINGLE_OPT_IN', consentUpdatedAt: now };
      c.updatedAt = now;
      store.changed();
      return { customer: view(c), userErrors: [] };
    },
  };
}

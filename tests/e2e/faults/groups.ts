/**
 * The API groups of the fault table (docs/product.md#api-calls; src/api/*.ts): for each, the
 * request a fault is injected into, how a shopper makes the widget send it, what they must then see
 * (the message of docs/product.md#error-messages, else the generic one, or null where a safe
 * fallback is the right answer), and what they typed that must still be there.
 */
import type { Page } from 'playwright-core';
import { type Fault, genericFor } from './table';
import { panel, emailBox, openPanel, SEEN_WITHIN, uniqueEmail } from '../shopper';

export interface Group {
  /** names the cell in failures: 'orders list × 500' */
  name: string;
  /** needs the signed-in member's context (else a guest's) */
  member: boolean;
  /**
   * each cell in a new context, the fault routed for the whole context: a fresh anonymous
   * session per cell (sends are limited per session), and requests page routing may not see
   * (a keepalive fetch as the page hides)
   */
  ownContext?: boolean;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: RegExp;
  /** the wrong-shape answer's `data` (default 42) */
  shape?: unknown;
  /**
   * once per run, before the group's cells, in a page of its context: makes the shopper's own
   * data the cells act on (an order, an address, a collection) through the real API
   */
  prepare?(page: Page, base: string, run: { api: string; store: string; email: string }): Promise<void>;
  /** before the fault is switched on: load the page at `base`, open the screen, type */
  setup?(page: Page, base: string): Promise<void>;
  /** makes the widget send the request (loads `base` when the request goes out on open) */
  act(page: Page, base: string): Promise<void>;
  /** the exact text the shopper sees, or null for a safe fallback (no error text; the panel works) */
  expected(fault: Fault): string | null;
  /**
   * a console error the spec or the merchant wants for `fault` (e.g. the one
   * docs/product.md#error-messages gives for a missing rewards SDK), null for none
   */
  console?(fault: Fault): RegExp | null;
  /** checks what the shopper typed is still there */
  kept?(page: Page): Promise<void>;
}

/** Loads `base` with `#status-{route}`, as a store link would open the panel there. */
async function openAt(page: Page, base: string, route: string): Promise<void> {
  await page.goto(`${base}#status-${route}`, { waitUntil: 'load' });
  await panel(page).waitFor({ timeout: SEEN_WITHIN });
}

const value = (page: Page, name: string) => panel(page).getByRole('textbox', { name, exact: true }).inputValue();

/** Per page, what the setup typed (kept checks compare with it). */
export const typed = new WeakMap<Page, string>();

/** Throws unless the text box `name` still holds what the setup typed. */
export const expectValue = async (page: Page, name: string) => {
  const got = await value(page, name);
  if (got !== typed.get(page)) throw new Error(`the ${name} box holds '${got}', not what the shopper typed ('${typed.get(page)}')`);
};

/** Opens the panel on `base` and types a new address (`tag` in it) into Email, remembered for the kept check. */
export async function typeNewEmail(page: Page, base: string, tag: string): Promise<void> {
  await page.goto(base, { waitUntil: 'load' });
  await openPanel(page);
  const email = uniqueEmail(tag);
  typed.set(page, email);
  await emailBox(page).fill(email);
}

export const GROUPS: Group[] = [
  {
    name: 'for you (public GET /init/for-you)',
    member: false,
    method: 'GET',
    url: /\/init\/for-you\/demo-shop\?/,
    act: async (page, base) => {
      await page.goto(base, { waitUntil: 'load' });
      await openPanel(page);
    },
    // a wrong shape reads as empty lists (api/init.ts): For you shows no section, no error
    expected: (f) => (f === 'wrong-shape' ? null : genericFor(f)),
  },
  {
    name: 'settings (GET /init/v2/{shop}/user)',
    member: false,
    method: 'GET',
    url: /\/init\/v2\/demo-shop\/user$/,
    act: async (page, base) => {
      await page.goto(base, { waitUntil: 'load' });
      await openPanel(page);
      await emailBox(page).waitFor({ timeout: 60_000 }); // after the settings' 15 s timeout at worst
    },
    // settings that cannot load read as defaults (settings/settings.ts): the panel works without a message
    expected: () => null,
  },
  {
    name: 'sign-in code (POST /authentication/create-otc)',
    member: false,
    method: 'POST',
    url: /\/authentication\/create-otc$/,
    setup: (page, base) => typeNewEmail(page, base, 'fault'),
    act: (page) => panel(page).getByRole('button', { name: 'Continue', exact: true }).click(),
    expected: () => "We weren't able to email you a login code. Please try again later.",
    kept: (page) => expectValue(page, 'Email'),
  },
  {
    name: 'orders list (POST /orders/{shop}/orders)',
    member: true,
    method: 'POST',
    url: /\/orders\/demo-shop\/orders$/,
    shape: { orders: 'x', items: 'x', pageCursor: 7 },
    act: (page, base) => openAt(page, base, 'orders'),
    expected: genericFor,
  },
  {
    name: 'receipt (GET /orders/{shop}/order/{id})',
    member: true,
    method: 'GET',
    url: /\/orders\/demo-shop\/order\/990001$/,
    shape: { id: 990001, lineItems: 'x', totalPrice: {} },
    act: (page, base) => openAt(page, base, 'order:990001'),
    expected: (f) => (f === '401' ? 'Unable to get order.' : genericFor(f)),
  },
  {
    name: 'customer (GET /customer/{shop}/{id})',
    member: true,
    method: 'GET',
    url: /\/customer\/demo-shop\/[^/?]+$/,
    act: (page, base) => openAt(page, base, 'preferences'),
    expected: genericFor,
  },
  {
    name: 'personal info (PUT /customer/{shop}/{id})',
    member: true,
    method: 'PUT',
    url: /\/customer\/demo-shop\/[^/?]+$/,
    setup: async (page, base) => {
      await openAt(page, base, 'preferences');
      const first = panel(page).getByRole('textbox', { name: 'First name', exact: true });
      await first.waitFor({ timeout: SEEN_WITHIN });
      const name = `Faulty${Date.now() % 100000}`;
      typed.set(page, name);
      await first.fill(name);
    },
    act: (page) => panel(page).getByRole('form', { name: 'Personal info' }).getByRole('button', { name: 'Save' }).click(),
    expected: () => 'Unable to save personal info.',
    kept: (page) => expectValue(page, 'First name'),
  },
  {
    name: 'address save (POST /customer/{shop}/{id}/address)',
    member: true,
    method: 'POST',
    url: /\/customer\/demo-shop\/[^/]+\/address$/,
    setup: async (page, base) => {
      await openAt(page, base, 'add-address');
      const form = panel(page);
      const street = `${1000 + (Date.now() % 9000)} Fault Lane`;
      typed.set(page, street);
      await form.getByRole('textbox', { name: 'First name' }).fill('Sam');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
      await form.getByRole('textbox', { name: 'Address', exact: true }).fill(street);
      await form.getByRole('textbox', { name: 'City' }).fill('Portland');
      await form.getByRole('combobox', { name: 'Country/region' }).selectOption({ label: 'United States' });
      await form.getByRole('combobox', { name: 'State/province' }).selectOption({ label: 'Oregon' });
      await form.getByRole('textbox', { name: 'Zip/postal code' }).fill('97201');
    },
    act: (page) => panel(page).getByRole('button', { name: 'Save' }).click(),
    expected: () => 'Unable to save address.',
    kept: (page) => expectValue(page, 'Address'),
  },
  {
    name: 'countries (GET /init/countries)',
    member: true,
    method: 'GET',
    url: /\/init\/countries$/,
    act: (page, base) => openAt(page, base, 'add-address'),
    expected: genericFor,
  },
  {
    name: 'favorites (POST /saved/wishlist-items)',
    member: true,
    method: 'POST',
    url: /\/saved\/wishlist-items$/,
    shape: { products: 'x', items: 42 },
    act: (page, base) => openAt(page, base, 'favorites'),
    expected: genericFor,
  },
  {
    name: 'collection create (POST /saved/wishlist-collection)',
    member: true,
    method: 'POST',
    url: /\/saved\/wishlist-collection$/,
    setup: async (page, base) => {
      await openAt(page, base, 'create');
      const name = `Fault picks ${Date.now() % 100000}`;
      typed.set(page, name);
      await panel(page).getByRole('textbox', { name: 'Name' }).fill(name);
    },
    act: (page) => panel(page).getByRole('button', { name: 'Save' }).click(),
    expected: () => 'Unable to create collection',
    kept: (page) => expectValue(page, 'Name'),
  },
];

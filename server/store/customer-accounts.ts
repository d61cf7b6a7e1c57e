/**
 * New customer accounts' sign-in in the storefront emulator: the
 * hand-off target of the widget's store login on a `customer_accounts` store.
 *
 *   GET  /customer_authentication/redirect  302 to /customer_authentication/login, query kept
 *   GET  /customer_authentication/login     step 1: email (prefilled from `login_hint`)
 *   POST /customer_authentication/login     emails a 6-digit code, shows step 2 (code)
 *   POST /customer_authentication/verify    a right code starts the store session, 302 to `return_to`
 *   GET  /dev/store-outbox?to=EMAIL         the emulator's mail, newest first (local stack only)
 *   GET  /account/login                     on a 'new' store: 302 to the new sign-in
 *
 * CSRF: every POST carries the visitor's form token (`authenticity_token`, tied to the
 * HttpOnly SameSite=Lax `customer_authentication` cookie, as a Rails login form); a missing or
 * foreign token gets 403 and a fresh form. The email a code goes to is kept server-side, never
 * read back from the code form.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { LocalShopify } from './admin';
import { createCustomer } from './admin/customer-mutations';
import { safeReturnPath } from './account';
import { accountLoginUrl, accountsKind } from './accounts-kind';
import { languageOf, resolveCountry } from './locale';
import { codeStepPage, emailStepPage, type SignInCarry } from './pages/customer-login';
import type { SessionStore } from './session';
import { SignInCodes, type SignInAttempt } from './sign-in-codes';
import { StoreOutbox } from './store-outbox';

/** A customer of the shop as the sign-in needs it. */
export interface ShopCustomer { id: string; email: string; firstName: string | null; lastName: string | null }

/** Finds the shop's customer with `email` or creates one (new customer accounts create an account on first sign-in). */
export type CustomerForEmail = (email: string) => Promise<ShopCustomer>;

/** What the routes need from the app. */
export interface CustomerAccountsOptions {
  sessions: SessionStore;
  /** the clock, epoch ms (code lifetime, mail times) */
  now: () => number;
  /** the shop's customers: found or created in the local Shopify's data */
  customerForEmail: CustomerForEmail;
}

/**
 * The shop's own customers (the local Shopify's data): the one with that email, any case, or a
 * new enabled customer, as new customer accounts create one on first sign-in.
 * @throws Error when Shopify refuses to create the customer (e.g. an invalid email)
 */
export function shopCustomers(shopify: LocalShopify): CustomerForEmail {
  return async (email) => {
    const found = shopify.store.customerByEmail(email);
    const customer = found ?? createCustomer(shopify.store, { email }, true).customer;
    if (!customer) throw new Error(`Cannot create a customer for ${email}`);
    return { id: String(customer.id), email: customer.email ?? email, firstName: customer.firstName, lastName: customer.lastName };
  };
}

const emailSchema = z.email().max(320);
const field = (max: number) => z.string().max(max).optional().default('');
const emailForm = z.object({ authenticity_token: field(128), email: field(320), return_to: field(2048), login_hint: field(320) });
const codeForm = z.object({ authenticity_token: field(128), code: field(32), return_to: field(2048), login_hint: field(320) });
const outboxQuery = z.object({ to: z.string().max(320).optional() });

/** `value` when it is an email address, else ''. */
const addressOrEmpty = (value: string | undefined) => (value && emailSchema.safeParse(value.trim()).success ? value.trim() : '');

const noStore = { 'Cache-Control': 'no-store' };

/** Registers the routes above on `app` (before the app's own `/account/login`). */
export function registerCustomerAccounts(app: Hono, opts: CustomerAccountsOptions): void {
  const codes = new SignInCodes(opts.now);
  const outbox = new StoreOutbox(opts.now);
  const customerForEmail = opts.customerForEmail;

  const carry = (attempt: SignInAttempt, returnTo: string, loginHint: string): SignInCarry => ({ formToken: attempt.formToken, returnTo, loginHint });
  /** The landing path after sign-in: `return_to` when it stays on the store, else /account. */
  const landing = (c: Context, returnTo: string) => safeReturnPath(returnTo, c.req.url) ?? '/account';
  /** The posted form as strings (files dropped), or null when it fails `schema`. */
  const readForm = async <T extends z.ZodTypeAny>(c: Context, schema: T): Promise<z.infer<T> | null> => {
    const body = await c.req.parseBody().catch(() => null);
    if (!body) return null;
    const strings = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string'));
    const parsed = schema.safeParse(strings);
    return parsed.success ? parsed.data : null;
  };

  app.get('/account/login', async (c, next) => {
    if (accountsKind(c) === 'classic') return next();
    c.header('Cache-Control', 'no-store');
    const returnUrl = c.req.query('return_url');
    const target = accountLoginUrl('new', '/', languageOf(c), resolveCountry(c));
    return c.redirect(returnUrl ? `${target}&${new URLSearchParams({ return_to: returnUrl })}` : target, 302);
  });

  app.get('/customer_authentication/redirect', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.redirect(`/customer_authentication/login${new URL(c.req.url).search}`, 302);
  });

  app.get('/customer_authentication/login', (c) => {
    const returnTo = (c.req.query('return_to') ?? '').slice(0, 2048);
    if (opts.sessions.current(c)) {
      c.header('Cache-Control', 'no-store');
      return c.redirect(landing(c, returnTo), 302);
    }
    const loginHint = addressOrEmpty(c.req.query('login_hint'));
    const attempt = codes.attempt(c);
    return c.html(emailStepPage(carry(attempt, returnTo, loginHint), loginHint), 200, noStore);
  });

  app.post('/customer_authentication/login', async (c) => {
    const attempt = codes.attempt(c);
    const form = await readForm(c, emailForm);
    if (!form) return c.html(emailStepPage(carry(attempt, '', ''), '', 'Something went wrong. Try again.'), 400, noStore);
    const here = carry(attempt, form.return_to, addressOrEmpty(form.login_hint));
    if (!SignInCodes.formTokenMatches(attempt, form.authenticity_token)) {
      return c.html(emailStepPage(here, form.email, 'Your session expired. Try again.'), 403, noStore);
    }
    const email = addressOrEmpty(form.email);
    if (!email) return c.html(emailStepPage(here, form.email, 'Enter a valid email'), 422, noStore);
    const code = codes.issue(attempt, email);
    outbox.send({
      to: email,
      subject: `${code} is your Demo Goods sign-in code`,
      text: `Your sign-in code for Demo Goods is ${code}.\n\nIt expires in 10 minutes. If you didn't try to sign in, you can ignore this email.`,
    });
    return c.html(codeStepPage(here, email), 200, noStore);
  });

  app.post('/customer_authentication/verify', async (c) => {
    const attempt = codes.attempt(c);
    const form = await readForm(c, codeForm);
    if (!form) return c.html(emailStepPage(carry(attempt, '', ''), '', 'Something went wrong. Try again.'), 400, noStore);
    const here = carry(attempt, form.return_to, addressOrEmpty(form.login_hint));
    const email = attempt.email;
    if (!SignInCodes.formTokenMatches(attempt, form.authenticity_token) || !email) {
      return c.html(emailStepPage(here, here.loginHint, 'Your session expired. Enter your email to get a new code.'), 403, noStore);
    }
    const code = form.code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(code)) return c.html(codeStepPage(here, email, { error: 'Enter the 6-digit code' }), 422, noStore);
    const result = codes.verify(attempt, code);
    if (result === 'wrong') return c.html(codeStepPage(here, email, { error: 'Incorrect code. Try again.' }), 422, noStore);
    if (result !== 'ok') {
      const error = result === 'too-many-tries' ? 'Too many attempts. Send a new code to try again.'
        : result === 'expired' ? 'This code has expired. Send a new code to try again.'
          : 'This code is no longer valid. Send a new code to try again.';
      return c.html(codeStepPage(here, email, { error, needsNewCode: true }), 422, noStore);
    }
    const customer = await customerForEmail(email).catch(() => null);
    if (!customer) return c.html(emailStepPage(here, email, "We couldn't sign you in. Try again."), 502, noStore);
    opts.sessions.start(c, { customerId: customer.id, email: customer.email, firstName: customer.firstName, lastName: customer.lastName, createdAt: opts.now() });
    c.header('Cache-Control', 'no-store');
    return c.redirect(landing(c, form.return_to), 302);
  });

  app.get('/dev/store-outbox', (c) => {
    const q = outboxQuery.safeParse({ to: c.req.query('to') });
    if (!q.success) return c.json({ error: { code: 'invalid-request', message: 'to: at most 320 characters' } }, 400);
    return c.json({ data: outbox.list(q.data.to?.trim() || undefined) }, 200, noStore);
  });
}

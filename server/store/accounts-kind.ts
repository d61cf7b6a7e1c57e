/**
 * Which kind of Shopify store the emulator plays for a visitor: 'classic' (legacy
 * customer accounts on Shopify Plus, store login by multipass: the default) or 'new' (new
 * customer accounts, signed in with an emailed 6-digit code; no multipass). `?customer-accounts=new`
 * (or `=classic`) on any page sets the `demo_customer_accounts` cookie, which picks the kind for
 * the visitor's later requests.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export type AccountsKind = 'classic' | 'new';

/** Cookie remembering the visitor's store kind. */
export const ACCOUNTS_KIND_COOKIE = 'demo_customer_accounts';

const kindOf = (v: string | undefined): AccountsKind | null => (v === 'new' || v === 'classic' ? v : null);

/** The request's store kind: the query's `customer-accounts` (remembered in the cookie), else the cookie's, else 'classic'. */
export function accountsKind(c: Context): AccountsKind {
  const fromQuery = kindOf(c.req.query('customer-accounts'));
  if (fromQuery) {
    if (getCookie(c, ACCOUNTS_KIND_COOKIE) !== fromQuery) setCookie(c, ACCOUNTS_KIND_COOKIE, fromQuery, { path: '/', sameSite: 'Lax', maxAge: 60 * 60 * 24 * 14 });
    return fromQuery;
  }
  return kindOf(getCookie(c, ACCOUNTS_KIND_COOKIE)) ?? 'classic';
}

/** The app embed's `store_login` setting a store of `kind` uses (the merchant's choice in the theme editor). */
export const storeLoginOf = (kind: AccountsKind): 'multipass' | 'customer_accounts' => (kind === 'classic' ? 'multipass' : 'customer_accounts');

/**
 * Liquid's `routes.account_login_url` for a store of `kind`: '/account/login' (legacy accounts), or
 * new customer accounts' `/customer_authentication/redirect?locale=..&region_country=..`; under
 * `root` ('/de/') for a Markets language.
 */
export function accountLoginUrl(kind: AccountsKind, root: string, language: string, country: string): string {
  return kind === 'classic' ? `${root}account/login` : `${root}customer_authentication/redirect?locale=${language}&region_country=${country}`;
}

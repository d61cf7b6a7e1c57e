/**
 * The shop's domains as Admin GraphQL answers them: `shop.primaryDomain` and the Markets web
 * presence that serves the storefront (`webPresences`: its domain and one root URL per
 * language). The local Shopify serves the shop on its own domain, the primary, and on the
 * stand-in of its `*.myshopify.com` domain (ShopStore.storefront, set when the store listens);
 * before the store listens, the primary domain is https://{myshopify domain} and there is no web
 * presence, as for a shop that never added a domain.
 */
import { STORE_LANGUAGES, rootOf } from '../locale';
import { connection, type PageArgs } from './connection';
import { gid } from './gid';
import type { ShopStore } from './shop-store';

/** A `Domain` of `url` (an origin). */
function domainView(url: string, id: number) {
  const { host, protocol } = new URL(url);
  return { __typename: 'Domain', id: gid('Domain', id), host, url, sslEnabled: protocol === 'https:' };
}

/** `Shop.primaryDomain`. */
export function primaryDomain(store: ShopStore) {
  return domainView(store.storefront?.primary ?? `https://${store.data.shop.domain}`, 1);
}

/** The Query root's `webPresences` (needs read_markets, which the local Shopify does not check). */
export function domainQueries(store: ShopStore) {
  return {
    webPresences: (a: PageArgs) => {
      const primary = store.storefront?.primary;
      const presences = primary ? [{ id: 1, primary }] : [];
      return connection(presences, a, (p) => ({
        __typename: 'MarketWebPresence',
        id: gid('MarketWebPresence', p.id),
        domain: domainView(p.primary, 1),
        subfolderSuffix: null,
        defaultLocale: { __typename: 'ShopLocale', locale: 'en', name: 'English', primary: true, published: true },
        rootUrls: STORE_LANGUAGES.map((locale) => ({ __typename: 'MarketWebPresenceRootUrl', locale, url: `${p.primary}${rootOf(locale)}` })),
      }));
    },
  };
}

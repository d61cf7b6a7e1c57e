/**
 * The Query root of the Admin GraphQL API: shop, currentAppInstallation, customer(s), order(s),
 * product(s), nodes and theme(s) (themes.ts). Search queries understand the subset the app uses: customers
 * `email:ADDRESS` (any case), orders `created_at:>=DATE` and `customer_id:ID`, products
 * `id:1 OR id:2` and `updated_at:>=DATE`, markets `status:ACTIVE`, `name:X`, `market_type:REGION`
 * and `id:1`; terms are ANDed, `OR` joins alternatives of one field.
 */
import { GraphQLError } from 'graphql';
import { connection, type PageArgs } from './connection';
import { idOf, parseGid } from './gid';
import type { ShopMarket, ShopOrder, ShopProduct } from './model';
import { notResolved } from './not-resolved';
import type { ShopStore } from './shop-store';
import { themeQueries, type AdminContext } from './themes';
import { domainQueries } from './domains';
import {
  addressView, customerView, installationView, marketView, metafieldView, orderView, orderVisible, productView, shopView, sortOrders, variantView,
} from './views';

/** One search term: `field:value` with an optional comparison (`>=`, `<=`, `>`, `<`). */
interface Term { field: string; op: string; value: string }

/** The terms of a search query; alternatives joined by OR come back as one list. */
export function parseSearch(query: string | null | undefined): Term[][] {
  if (!query?.trim()) return [];
  const groups: Term[][] = [];
  let joinNext = false;
  for (const token of query.trim().match(/(?:[^\s"]+|"[^"]*")+/g) ?? []) {
    if (token.toUpperCase() === 'OR') { joinNext = true; continue; }
    if (token.toUpperCase() === 'AND') continue;
    const m = /^([a-z_]+):(>=|<=|>|<)?(.*)$/.exec(token);
    const term = m ? { field: m[1]!, op: m[2] ?? '=', value: m[3]!.replace(/^["']|["']$/g, '') } : { field: 'default', op: '=', value: token };
    if (joinNext && groups.length) groups.at(-1)!.push(term);
    else groups.push([term]);
    joinNext = false;
  }
  return groups;
}

const compare = (actual: number, op: string, wanted: number) =>
  op === '>=' ? actual >= wanted : op === '<=' ? actual <= wanted : op === '>' ? actual > wanted : op === '<' ? actual < wanted : actual === wanted;

const dateOf = (value: string) => {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new GraphQLError(`Invalid date in search query: '${value}'`, { extensions: { code: 'BAD_REQUEST' } });
  return ms;
};

/** True when `matches` holds for one term of every group. */
const matchAll = <T>(groups: Term[][], item: T, matches: (item: T, term: Term) => boolean) =>
  groups.every((group) => group.some((term) => matches(item, term)));

const orderMatches = (o: ShopOrder, t: Term) => {
  if (t.field === 'created_at') return compare(o.createdAt, t.op, dateOf(t.value));
  if (t.field === 'updated_at') return compare(o.updatedAt, t.op, dateOf(t.value));
  if (t.field === 'customer_id') return String(o.customerId) === t.value;
  if (t.field === 'name') return o.name === t.value || o.name === `#${t.value}`;
  if (t.field === 'id') return String(o.id) === t.value;
  return false;
};

const productMatches = (p: ShopProduct, t: Term) => {
  if (t.field === 'id') return String(p.id) === t.value;
  if (t.field === 'updated_at') return compare(p.updatedAt, t.op, dateOf(t.value));
  if (t.field === 'handle') return p.handle === t.value;
  if (t.field === 'title' || t.field === 'default') return p.title.toLowerCase().includes(t.value.toLowerCase());
  return false;
};

const marketMatches = (m: ShopMarket, t: Term) => {
  if (t.field === 'status') return m.status === t.value.toUpperCase();
  if (t.field === 'market_type') return t.value.toUpperCase() === 'REGION';
  if (t.field === 'id') return String(m.id) === t.value;
  if (t.field === 'name' || t.field === 'default') return m.name.toLowerCase().includes(t.value.toLowerCase());
  return false;
};

/**
 * A Node of any type the local Shopify serves, or null when there is none with that id (or it is
 * an order older than the token may see: views.ts `orderVisible`).
 */
export function nodeOf(store: ShopStore, id: string, ctx: AdminContext | undefined): object | null {
  const { type, id: n } = parseGid(id);
  switch (type) {
    case 'Customer': { const c = store.customer(n); return c ? customerView(store, c) : null; }
    case 'Order': { const o = store.order(n); return o && orderVisible(store, ctx, o) ? orderView(store, o) : null; }
    case 'Product': { const p = store.product(n); return p ? productView(store, p) : null; }
    case 'ProductVariant': { const v = store.variant(n); return v ? variantView(store, v.product, v.variant) : null; }
    case 'MailingAddress': {
      for (const c of store.data.customers) { const a = c.addresses.find((x) => x.id === n); if (a) return addressView(a); }
      return null;
    }
    case 'Metafield': {
      const owners = [store.data.shop, store.data.installation, ...store.data.customers, ...store.data.products];
      for (const owner of owners) { const m = owner.metafields.find((x) => x.id === n); if (m) return metafieldView(m); }
      return null;
    }
    case 'Market': { const m = store.data.markets.find((x) => x.id === n); return m ? marketView(m) : null; }
    case 'Shop': return n === store.data.shop.id ? shopView(store) : null;
    case 'AppInstallation': return n === store.data.installation.id ? installationView(store) : null;
    default: return null;
  }
}

/** The Query root's resolvers over `store`. */
export function queryRoot(store: ShopStore) {
  return {
    ...themeQueries(store),
    ...domainQueries(store),
    shop: () => shopView(store),
    currentAppInstallation: () => installationView(store),
    customer: (a: { id: string }) => {
      const id = idOf(a.id, 'Customer');
      const c = id === null ? undefined : store.customer(id);
      return c ? customerView(store, c) : null;
    },
    customers: (a: PageArgs & { query?: string | null }) => {
      const groups = parseSearch(a.query);
      const found = store.data.customers.filter((c) => matchAll(groups, c, (x, t) => {
        if (t.field === 'email') return (x.email ?? '').toLowerCase() === t.value.toLowerCase();
        if (t.field === 'id') return String(x.id) === t.value;
        if (t.field === 'phone') return x.phone === t.value;
        return false;
      }));
      return connection([...found].sort((x, y) => x.id - y.id), a, (c) => customerView(store, c));
    },
    order: (a: { id: string }, ctx: AdminContext) => {
      const id = idOf(a.id, 'Order');
      const o = id === null ? undefined : store.order(id);
      return o && orderVisible(store, ctx, o) ? orderView(store, o) : null;
    },
    orders: (a: PageArgs & { query?: string | null; sortKey?: string | null; reverse?: boolean | null }, ctx: AdminContext) => {
      const groups = parseSearch(a.query);
      const found = store.data.orders.filter((o) => orderVisible(store, ctx, o) && matchAll(groups, o, orderMatches));
      return connection(sortOrders(found, a), a, (o) => orderView(store, o));
    },
    product: (a: { id: string }) => {
      const id = idOf(a.id, 'Product');
      const p = id === null ? undefined : store.product(id);
      return p ? productView(store, p) : null;
    },
    products: (a: PageArgs & { query?: string | null; sortKey?: string | null; reverse?: boolean | null }) => {
      const groups = parseSearch(a.query);
      const found = store.data.products.filter((p) => p.live && matchAll(groups, p, productMatches));
      const key = a.sortKey ?? 'ID';
      const sorted = [...found].sort((x, y) => (key === 'TITLE' ? x.title.localeCompare(y.title)
        : key === 'UPDATED_AT' ? x.updatedAt - y.updatedAt
          : key === 'CREATED_AT' ? x.createdAt - y.createdAt
            : key === 'INVENTORY_TOTAL' ? x.variants.reduce((s, v) => s + v.inventory, 0) - y.variants.reduce((s, v) => s + v.inventory, 0)
              : 0) || x.id - y.id);
      if (a.reverse) sorted.reverse();
      return connection(sorted, a, (p) => productView(store, p));
    },
    // every market of the local Shopify is a region market; sorted by ID (Shopify's default) or NAME
    markets: (a: PageArgs & { query?: string | null; type?: string | null; sortKey?: string | null; reverse?: boolean | null }) => {
      const key = a.sortKey ?? 'ID';
      if (key !== 'ID' && key !== 'NAME') throw notResolved(`markets(sortKey: ${key})`);
      const groups = parseSearch(a.query);
      const found = store.data.markets.filter((m) => (!a.type || a.type === 'REGION') && matchAll(groups, m, marketMatches));
      const sorted = [...found].sort((x, y) => (key === 'NAME' ? x.name.localeCompare(y.name) : 0) || x.id - y.id);
      if (a.reverse) sorted.reverse();
      return connection(sorted, a, marketView);
    },
    nodes: (a: { ids: string[] }, ctx: AdminContext) => {
      if (a.ids.length > 250) throw new GraphQLError('The ids argument accepts at most 250 ids.', { extensions: { code: 'BAD_REQUEST' } });
      return a.ids.map((id) => nodeOf(store, id, ctx));
    },
  };
}

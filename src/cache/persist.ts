/**
 * The last visit's lists (docs/performance.md 'Opening the panel'; docs/product.md#request-cache,
 * 'Sign-out'): For you's lists, the first page of Orders and the customer of Profile, kept in
 * IndexedDB (idb-keyval, database 'status-lists') per shop and signed-in customer, so a returning
 * shopper's panel on a new page paints from them and then refreshes in the background. Guests
 * keep only For you's shop-wide 'Popular today' as product cards (localStorage, for-you.ts
 * `POPULAR_KEY`): For you paints from them, the page's recently viewed cards and the product cache.
 *
 * A lazy chunk: panel/last-visit.tsx starts it on intent or on the first route but For you, never
 * before the shopper touches us, and never in the panel entry's bytes. The request cache (./request-cache.ts) stays the one writer of every
 * entry: a list from storage goes in through its `update`, only into an entry with no data, and
 * with `fetchedAt` 0 so the screen's next `load` fetches it again. A successful load is written
 * back when the browser is idle. What comes from storage is checked like an API answer: another
 * version, an old record, another shop's or customer's, or junk reads as nothing.
 *
 * Forgetting: sign-out empties the whole store (./persist-clear.ts); an answer 404
 * 'customer-not-found' (the customer was deleted or redacted in Shopify) deletes that customer's
 * record and takes its lists off the screen. IndexedDB may be missing or fail (private mode,
 * quota): every function then resolves quietly and the panel works from the network.
 */
import { batch, computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import type { Writable } from '../lib/writable';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { entry, update, type Entry } from './request-cache';
import { customerId } from '../session/session';
import { pageConfig } from '../settings/config';
import { browserOffline } from '../lib/offline';
import { whenIdle } from '../lib/idle';
import { customerFrom } from '../features/profile';
import { productPrice } from '../lib/money';
import type { Product } from '../api/types';
import type { ViewedCard } from '../settings/types';


/** The record's shape version: a record of another version reads as nothing and is deleted. */
export const RECORD_VERSION = 1;
/** A record older than this (ms, 30 days) reads as nothing. */
export const MAX_RECORD_AGE_MS = 30 * 86_400_000;
/** A list whose JSON is longer than this (characters) is not stored. */
export const MAX_LIST_CHARS = 200_000;
/** Request-cache keys kept: For you (for-you.ts), Orders' first page (orders.ts), Profile's customer (customer.ts). */
export const LAST_VISIT_KEYS = ['for-you', 'orders', 'customer'] as const;
/** Wait after a successful load before the write is queued for an idle moment, ms. */
export const SAVE_DELAY_MS = 1000;

/** One stored list: a request-cache entry's data and the cursor of its next page. */
export interface StoredList { data: unknown; pageCursor: string | null }
/** Stored lists by request-cache key. */
export type Lists = Record<string, StoredList>;
/** The record stored under [shop id, customer id]. */
interface LastVisitRecord { v: number; shop: string; customer: string; savedAt: number; lists: Lists }

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const isOrder = (o: unknown): boolean =>
  isObject(o) && typeof o.id === 'string' && typeof o.name === 'string' && typeof o.createdAt === 'string' && typeof o.currencyCode === 'string' &&
  typeof o.totalPrice === 'number' && Array.isArray(o.lineItems);

const isProduct = (p: unknown): boolean => isObject(p) && Number.isInteger(p.id) && typeof p.title === 'string' && typeof p.url === 'string' && typeof p.price === 'number';

/** Each kept key's check: the data a screen can render, or null for junk. Orders: at most one page (10). */
const CHECKS: Record<string, (data: unknown) => unknown> = {
  'for-you': (d) =>
    isObject(d) && Array.isArray(d.recentlyViewed) && Array.isArray(d.popularToday) && d.recentlyViewed.every(isProduct) && d.popularToday.every(isProduct)
      ? { recentlyViewed: d.recentlyViewed, popularToday: d.popularToday }
      : null,
  orders: (d) => (Array.isArray(d) && d.length <= 10 && d.every(isOrder) ? d : null),
  customer: customerFrom,
};

let store: UseStore | null | undefined;

/** The idb-keyval store, created on first use; null when IndexedDB is missing or failed. */
function listStore(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore('status-lists', 'records');
    } catch {
      store = null;
    }
  }
  return store;
}

/**
 * The lists stored for `shop` and `customer` that pass their checks, by request-cache key; {}
 * when there is no record, it is of another version (then deleted), older than
 * MAX_RECORD_AGE_MS at `now` (epoch ms), names another shop or customer, or storage fails.
 */
export async function readLastVisit(shop: string, customer: string, now = Date.now()): Promise<Lists> {
  const s = listStore();
  if (!s || !shop || !customer) return {};
  let rec: unknown;
  try {
    rec = await get([shop, customer], s);
  } catch {
    return {};
  }
  if (rec === undefined) return {};
  const r = rec as Partial<LastVisitRecord>;
  if (!isObject(rec) || r.v !== RECORD_VERSION || r.shop !== shop || r.customer !== customer || !isObject(r.lists)) {
    await del([shop, customer], s).catch(() => {});
    return {};
  }
  if (typeof r.savedAt !== 'number' || !(now - r.savedAt < MAX_RECORD_AGE_MS)) return {};
  const out: Lists = {};
  for (const key of LAST_VISIT_KEYS) {
    const list = r.lists[key];
    const data = isObject(list) ? CHECKS[key](list.data) : null;
    if (data != null) out[key] = { data, pageCursor: typeof list!.pageCursor === 'string' ? list!.pageCursor : null };
  }
  return out;
}

/**
 * Stores `lists` as the record of `shop` and `customer` (replacing it), leaving out unknown keys,
 * lists that would not pass their checks when read back and lists longer than MAX_LIST_CHARS. Failures are swallowed: the record is an optimisation.
 */
export async function writeLastVisit(shop: string, customer: string, lists: Lists, now = Date.now()): Promise<void> {
  const s = listStore();
  if (!s || !shop || !customer) return;
  const kept: Lists = {};
  for (const key of LAST_VISIT_KEYS) {
    const list = lists[key];
    // only what reads back: junk, and an orders list longer than one page, is not written
    if (list && CHECKS[key](list.data) != null && JSON.stringify(list.data).length <= MAX_LIST_CHARS) kept[key] = { data: list.data, pageCursor: list.pageCursor ?? null };
  }
  const rec: LastVisitRecord = { v: RECORD_VERSION, shop, customer, savedAt: now, lists: kept };
  try {
    await set([shop, customer], rec, s);
  } catch {
    /* quota or blocked storage: the next visit loads from the network */
  }
}

/** Deletes the record of `shop` and `customer`. Never rejects. */
export async function forgetLastVisit(shop: string, customer: string): Promise<void> {
  const s = listStore();
  if (s) await del([shop, customer], s).catch(() => {});
}

// ---- the running panel: restore, write back, forget ----

/** Bumped by every forget: a write that started before one is dropped. */
let generation = 0;
/** Lists loaded this page, by `shop\ncustomer`: only these are written (a record's other lists are kept as stored). */
const loaded = new Map<string, Lists>();
/** Each record as this page read or wrote it, by `shop\ncustomer`: a write then needs no read first (it may run as the page goes). */
const known = new Map<string, Lists>();
/** `fetchedAt` of each key's entry when last taken, so a change of anything else writes nothing. */
const taken: Record<string, number> = {};
let timer: ReturnType<typeof setTimeout> | undefined;
let restoring = '';
let started = false;
/** The 'customer-not-found' error already acted on. */
let gone: unknown = null;

/** The data objects this page put into entries from storage, by key. */
const restored: ReadonlySignal<Record<string, unknown>> = signal({});
/** False after the browser's 'offline' event (or when it started offline), true after 'online'. */
const online: ReadonlySignal<boolean> = signal(true);
/** The network errors that were on screen when the browser came back online: they no longer mean offline. */
const outdated: ReadonlySignal<ReadonlySet<unknown>> = signal(new Set());

const entries = () => LAST_VISIT_KEYS.map((k) => [k, entry<unknown>(k).value] as const);

/** True while the browser is offline, or a kept list's last load failed on the network since it came back. */
export const offline: ReadonlySignal<boolean> = computed(
  () => !online.value || entries().some(([, e]) => (e.error as { code?: unknown } | null)?.code === 'network' && !outdated.value.has(e.error)),
);
/** True while an entry shows a list from the last visit. */
export const showingLastVisit: ReadonlySignal<boolean> = computed(() => entries().some(([k, e]) => e.data !== null && e.data === restored.value[k]));
/** True when a list from the last visit is on screen and its refresh failed: it may be out of date. */
export const staleLastVisit: ReadonlySignal<boolean> = computed(() => entries().some(([k, e]) => !!e.error && !e.loading && e.data !== null && e.data === restored.value[k]));

const id = (shop: string, customer: string) => `${shop}\n${customer}`;

/** The remembered member's customer id (localStorage 'status:member', written by session/session.ts `remember`), or null. */
function rememberedCustomer(): string | null {
  try {
    const v = JSON.parse(localStorage.getItem('status:member') || 'null') as { customerId?: unknown } | null;
    return typeof v?.customerId === 'string' ? v.customerId : null;
  } catch {
    return null;
  }
}

/** Fills the entries that have no data from the record of `shop` and `customer`. */
async function restore(shop: string, customer: string): Promise<void> {
  const me = id(shop, customer);
  if (restoring === me) return;
  restoring = me;
  const gen = generation;
  const lists = await readLastVisit(shop, customer);
  // the shopper changed, or signed out, while storage answered
  if (restoring !== me || gen !== generation) return;
  if (!known.has(me)) known.set(me, lists);
  const shown: Record<string, unknown> = { ...restored.value };
  batch(() => {
    for (const [key, list] of Object.entries(lists)) {
      update<unknown>(key, (e) => {
        if (e.data !== null) return e;
        shown[key] = list.data;
        return { ...e, data: list.data, pageCursor: list.pageCursor, fetchedAt: 0 };
      });
    }
    (restored as Writable<typeof restored>).value = shown;
  });
}

/** Writes the lists loaded this page into their customers' records (merged over what is stored). */
async function save(): Promise<void> {
  timer = undefined;
  const gen = generation;
  for (const [who, lists] of [...loaded]) {
    loaded.delete(who);
    const [shop, customer] = who.split('\n');
    const base = known.get(who) ?? (await readLastVisit(shop, customer));
    // a forget (sign-out, a customer gone) or another customer since: this write is no one's now
    if (gen !== generation || customerId.peek() !== customer) return;
    const merged = { ...base, ...lists };
    known.set(who, merged);
    await writeLastVisit(shop, customer, merged);
  }
}

/** The most 'Popular today' cards kept for the next visit (a cap on stored bytes; the API sends at most 8). */
export const POPULAR_CARDS_MAX = 12;

/**
 * Keeps For you's 'Popular today' (shop-wide, nothing personal) as product cards in the price the
 * shopper saw, for the next visit's first paint, guests' too; for-you.ts reads them. A product
 * whose shown price is not in the page's currency (no presentment price) is left out: its card
 * would show another currency.
 */
function keepPopular(data: unknown): void {
  const popular = (data as { popularToday?: unknown } | null)?.popularToday;
  const cfg = pageConfig.peek();
  if (!Array.isArray(popular) || !cfg) return;
  const currency = cfg.locale.currency;
  const cents = (amount: number) => Math.round(amount * 100);
  const cards: ViewedCard[] = [];
  for (const p of popular.slice(0, POPULAR_CARDS_MAX) as Product[]) {
    if (!isProduct(p)) continue;
    const shown = productPrice(p, currency, cfg.shopCurrency);
    if (shown.currency !== currency) continue;
    cards.push({ id: p.id, title: p.title, url: p.url, image: p.image, price: cents(shown.amount), compareAtPrice: shown.compareAt === null ? null : cents(shown.compareAt), currency, variantTitle: p.variantTitle });
  }
  try {
    // for-you.ts `POPULAR_KEY` (a literal here: importing it would cost the panel entry an export)
    localStorage.setItem('status:popular-today', JSON.stringify(cards));
  } catch {
    /* storage blocked: the next visit just waits for the answer */
  }
}

/** Takes a successful load of `key`: For you's popular cards for anyone, the lists for the signed-in customer; queues the write. */
function take(key: string, e: Entry<unknown>): void {
  if (e.loading || e.error || e.data === null || e.fetchedAt <= 0 || taken[key] === e.fetchedAt) return;
  taken[key] = e.fetchedAt;
  if (key === 'for-you') keepPopular(e.data);
  const shop = pageConfig.peek()?.shopId;
  const customer = customerId.peek();
  if (!shop || !customer) return; // a guest's lists are not kept
  const who = id(shop, customer);
  loaded.set(who, { ...loaded.get(who), [key]: { data: e.data, pageCursor: e.pageCursor } });
  clearTimeout(timer);
  timer = setTimeout(() => whenIdle(() => void save()), SAVE_DELAY_MS);
}

/**
 * The customer's record and the lists shown from it go (an answer 404 'customer-not-found': the
 * customer was deleted or redacted in Shopify). The entries keep their error.
 */
async function customerGone(): Promise<void> {
  const shop = pageConfig.peek()?.shopId;
  const customer = customerId.peek();
  generation++;
  clearTimeout(timer);
  loaded.clear();
  known.clear();
  restoring = '';
  const shown = restored.peek();
  batch(() => {
    for (const key of Object.keys(shown)) update<unknown>(key, (e) => (e.data === shown[key] ? { ...e, data: null, pageCursor: null } : e));
    (restored as Writable<typeof restored>).value = {};
  });
  if (shop && customer) await forgetLastVisit(shop, customer);
}

/**
 * Empties the whole store (sign-out, docs/product.md#sign-out), drops writes under
 * way and forgets what this page restored. Never rejects.
 */
export async function forgetAllLastVisits(): Promise<void> {
  generation++;
  clearTimeout(timer);
  loaded.clear();
  known.clear();
  restoring = '';
  (restored as Writable<typeof restored>).value = {};
  const s = listStore();
  if (s) await clear(s).catch(() => {});
}

/**
 * Starts the last visit's lists once per page (later calls do nothing): restores the record of
 * the shop and customer as soon as both are known (and again when the customer changes), writes
 * every successful load of a kept key back when idle (or as the page goes), forgets a customer
 * Shopify no longer has, and follows the browser's online and offline events for `offline`.
 */
export function startLastVisit(): void {
  if (started) return;
  started = true;
  const setOnline = (on: boolean) =>
    batch(() => {
      // what failed while offline stays on screen, but no longer says "offline"
      if (on) (outdated as Writable<typeof outdated>).value = new Set(entries().map(([, e]) => e.error));
      (online as Writable<typeof online>).value = on;
    });
  setOnline(!browserOffline());
  addEventListener('online', () => setOnline(true));
  addEventListener('offline', () => setOnline(false));
  // a write still waiting when the shopper leaves (e.g. right after a save) starts now
  addEventListener('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    void save();
  });
  effect(() => {
    const shop = pageConfig.value?.shopId;
    // the remembered member goes when a missing session is final (session.ts), and customerId changes then
    const customer = customerId.value ?? rememberedCustomer();
    if (shop && customer) void restore(shop, customer);
  });
  for (const key of LAST_VISIT_KEYS)
    effect(() => {
      const e = entry<unknown>(key).value;
      if ((e.error as { code?: unknown } | null)?.code !== 'customer-not-found') take(key, e);
      else if (gone !== e.error) {
        gone = e.error;
        // after this run: customerGone changes the entries this effect reads
        void Promise.resolve().then(customerGone);
      }
    });
}

/**
 * One shop's data in the local Shopify, in memory with optional persistence: `dataFile` is read once at start
 * (a missing file seeds the shop: the demo shop unless another seed is given) and rewritten atomically (temp file, then rename) after
 * every change, so a second `npm start` keeps what the first one changed.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ShopCustomer, ShopData, ShopOrder, ShopProduct, ShopVariant } from './model';
import { DEMO_CUSTOMER_ACCOUNTS, DEMO_PLAN, seedMarkets, seedShop, seedThemes } from './seed-shop';

/** The shop's data plus lookups and change tracking. */
export class ShopStore {
  readonly data: ShopData;
  /**
   * Where the shop's storefront is served once the store listens (index.ts startStore): its own
   * domain, the primary (e.g. http://localhost:3000), and the stand-in of its `*.myshopify.com`
   * domain (e.g. http://127.0.0.1:3000); null before, when Admin GraphQL answers
   * https://{myshopify domain} as the primary domain.
   */
  storefront: { primary: string; myshopify: string } | null = null;

  /** An image path of the data (`/images/x.png`) as Shopify answers it: absolute, on the CDN origin when one is set. */
  imageUrl(path: string): string {
    return this.cdnOrigin && path.startsWith('/') ? `${this.cdnOrigin}${path}` : path;
  }
  private writing: Promise<void> = Promise.resolve();
  private dirty = false;

  /**
   * @param now the clock, epoch ms (seed dates count back from it)
   * @param dataFile where the data persists; in memory only when omitted
   * @param cdnOrigin the origin serving the shop's images (LocalShopifyOptions.cdnOrigin)
   * @param seed the shop's data when there is no `dataFile` yet, at the clock's time; default the demo shop
   * @throws Error when `dataFile` exists but is not the shop's JSON
   */
  constructor(readonly now: () => number, private readonly dataFile?: string, private readonly cdnOrigin?: string, seed: (now: number) => ShopData = seedShop) {
    if (dataFile && existsSync(dataFile)) {
      // data files written when the product images were SVG name them `/images/{handle}.svg`
      const loaded = JSON.parse(readFileSync(dataFile, 'utf8').replace(/"\/images\/([a-z0-9-]+)\.svg"/g, '"/images/$1.png"')) as ShopData;
      if (loaded?.version !== 1 || !Array.isArray(loaded.customers)) throw new Error(`${dataFile} is not the local Shopify's data`);
      // data files written before the shop had themes, a plan, a customer accounts setting and markets get the seeded ones
      loaded.themes ??= seedThemes(now());
      loaded.markets ??= seedMarkets();
      loaded.shop.plan ??= { ...DEMO_PLAN };
      loaded.shop.customerAccounts ??= { ...DEMO_CUSTOMER_ACCOUNTS };
      this.data = loaded;
    } else {
      this.data = seed(now());
      this.changed();
    }
  }

  /** Records a change: the data file is rewritten soon after (several changes in a row write once). */
  changed(): void {
    if (!this.dataFile || this.dirty) return;
    this.dirty = true;
    const file = this.dataFile;
    this.writing = this.writing.then(async () => {
      await new Promise((r) => setImmediate(r));
      this.dirty = false;
      mkdirSync(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify(this.data));
      await rename(temp, file);
    }).catch((err: unknown) => {
      console.error(`local Shopify: could not write ${file}:`, err);
    });
  }

  /** Resolves when every pending write is on disk. */
  async flush(): Promise<void> {
    await this.writing;
  }

  /** The next id of a kind (and counts it). */
  nextId(kind: keyof ShopData['next']): number {
    const id = this.data.next[kind];
    this.data.next[kind] = id + 1;
    return id;
  }

  customer(id: number): ShopCustomer | undefined {
    return this.data.customers.find((c) => c.id === id);
  }

  /** The customer whose email is `email`, any case. */
  customerByEmail(email: string): ShopCustomer | undefined {
    const wanted = email.trim().toLowerCase();
    return this.data.customers.find((c) => c.email?.toLowerCase() === wanted);
  }

  order(id: number): ShopOrder | undefined {
    return this.data.orders.find((o) => o.id === id);
  }

  /** A product the shop still has (deleted ones only live on in line items). */
  product(id: number): ShopProduct | undefined {
    return this.data.products.find((p) => p.id === id && p.live);
  }

  /** A variant of a product the shop still has, with its product. */
  variant(id: number): { product: ShopProduct; variant: ShopVariant } | undefined {
    for (const product of this.data.products) {
      if (!product.live) continue;
      const variant = product.variants.find((v) => v.id === id);
      if (variant) return { product, variant };
    }
    return undefined;
  }

  /** The customer's orders, newest first. */
  ordersOf(customerId: number): ShopOrder[] {
    return this.data.orders.filter((o) => o.customerId === customerId).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  }
}

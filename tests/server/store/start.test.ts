// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../server/seed/catalog';
import { startStore, type RunningStore } from '../../../server/store/index';
import { createLocalShopify, type LocalShopify } from '../../../server/store/admin';
import { DEMO_CLIENT_ID } from '../../../server/store/app';
import { DEMO_APP_SECRET } from '../../../server/store/seed/catalog';
import { appEmbed, writeAppEmbed } from '../../fixtures/app-embed';
import { makeDist } from './helpers';

describe('startStore', () => {
  let store: RunningStore;
  let shopify: LocalShopify;
  beforeAll(async () => {
    shopify = createLocalShopify({ apiKey: DEMO_CLIENT_ID, apiSecret: DEMO_APP_SECRET });
    writeAppEmbed(shopify, appEmbed());
    store = await startStore({ port: 0, apiBase: 'http://127.0.0.1:3001', distDir: makeDist(), shopify });
  });
  afterAll(async () => {
    await store.close();
  });

  it('listens on a free port and returns its real URL', async () => {
    expect(store.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(store.url.endsWith(':0')).toBe(false);
    const res = await fetch(`${store.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('id="status-config"');
  });

  it("serves the same store on the shop's own domain, which Admin GraphQL reports as the primary domain", async () => {
    const port = new URL(store.url).port;
    expect(store.domainUrl).toBe(`http://localhost:${port}`);
    const page = await fetch(`${store.url}/products/canvas-tote`, { headers: { Host: `localhost:${port}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Canvas Tote');
    expect(shopify.store.storefront).toEqual({ primary: store.domainUrl, myshopify: store.url });
  });

  it('keeps the cart across requests through the cart cookie', async () => {
    const add = await fetch(`${store.url}/cart/add.js`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ id: PRODUCTS[0]!.variants[0]!.id, quantity: 1 }] }),
    });
    expect(add.status).toBe(200);
    const cookie = add.headers.getSetCookie().find((c) => c.startsWith('cart='))!.split(';')[0]!;
    const cart = await (await fetch(`${store.url}/cart.js`, { headers: { cookie } })).json();
    expect(cart.item_count).toBe(1);
    expect(cart.token).toBe(cookie.slice('cart='.length));
  });
});

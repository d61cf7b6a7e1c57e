// @vitest-environment node
// New customer accounts' pages hosting the app's customer account extensions (server/store/extension-host/).
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_ID } from '../../../server/store/app';
import { DEMO_APP_SECRET } from '../../../server/store/seed/catalog';
import { makeClient, signInWithStoreCode } from './helpers';

const PAGE = '/account/pages/account-favorites';
const configOf = (html: string) => JSON.parse(/<script type="application\/json" id="extension-config">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
  worker: string; token: string; language: string; extensions: { root: string; bundle: string; translations: Record<string, unknown> }[];
};

/** A shopper on the store with new customer accounts (the kind cookie set). */
async function newAccountsShopper() {
  const client = makeClient();
  await client.send('/?customer-accounts=new');
  return client;
}

describe("the 'Favorites' page of new customer accounts", () => {
  it('is not there on a store with legacy customer accounts, nor for an extension the app does not have', async () => {
    expect((await makeClient().send(PAGE)).status).toBe(404);
    expect((await (await newAccountsShopper()).send('/account/pages/no-such-extension')).status).toBe(404);
  });

  it("sends a shopper who is not signed in to the store's sign-in, and back to the page after it", async () => {
    const client = await newAccountsShopper();
    const res = await client.send(PAGE);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/customer_authentication/login?return_to=${encodeURIComponent(PAGE)}`);
    const signedIn = await signInWithStoreCode(client, 'page-visitor@example.com', PAGE);
    expect(signedIn.headers.get('location')).toBe(PAGE);
  });

  it("frames the extension for a signed-in customer: the shop's account menu, the page's texts in English, its scripts", async () => {
    const client = await newAccountsShopper();
    await signInWithStoreCode(client, 'page-reader@example.com');
    const res = await client.send(PAGE);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toMatch(/<title>Favorites – [^<]+<\/title>/);
    expect(html).toContain('<main><div id="extension-0" class="extension"></div></main>');
    expect(html).toContain(`<a href="${PAGE}" aria-current="page">Favorites</a>`);
    const config = configOf(html);
    expect(config).toMatchObject({ worker: '/account/extension-host/worker.js', token: '/account/extension-token', language: 'en' });
    expect(config.extensions).toHaveLength(1);
    expect(config.extensions[0]).toMatchObject({ root: 'extension-0', bundle: '/account/extension-host/account-favorites.js' });
    expect(config.extensions[0]!.translations.signIn).toBe('Sign in to see your favorites.');
  });

  it("hands the extension a session token of the signed-in customer, as Shopify signs it, and none to anyone else", async () => {
    const client = await newAccountsShopper();
    expect((await client.send('/account/extension-token')).status).toBe(401);
    await signInWithStoreCode(client, 'token-holder@example.com');
    const res = await client.send('/account/extension-token');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { token: string } };
    const { payload } = await jwtVerify(data.token, new TextEncoder().encode(DEMO_APP_SECRET), { audience: DEMO_CLIENT_ID });
    expect(payload.dest).toBe('demo-shop.myshopify.com');
    expect(payload.sub).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
    expect(payload.exp! - payload.iat!).toBe(300);
  });

  it("serves the extension built for the stack's API, registered on its target as the CLI's build does", async () => {
    const client = await newAccountsShopper();
    const res = await client.send('/account/extension-host/account-favorites.js');
    expect(res.status).toBe(200);
    const code = await res.text();
    expect(code).toContain('API_BASE = "http://127.0.0.1:3001"');
    expect(code).toContain('shopify.extend("customer-account.page.render"');
    expect((await client.send('/account/extension-host/no-such-extension.js')).status).toBe(404);
  }, 60_000);
});

describe('the Orders and Profile pages of new customer accounts', () => {
  it('are not there on a store with legacy customer accounts, and send a shopper who is not signed in to sign in', async () => {
    expect((await makeClient().send('/account/orders')).status).toBe(404);
    expect((await makeClient().send('/account/profile')).status).toBe(404);
    const res = await (await newAccountsShopper()).send('/account/profile');
    expect(res.headers.get('location')).toBe(`/customer_authentication/login?return_to=${encodeURIComponent('/account/profile')}`);
  });

  it("place the app's Order index block on Orders and its Profile block on Profile, with the customer's details", async () => {
    const client = await newAccountsShopper();
    await signInWithStoreCode(client, 'block-reader@example.com');
    const orders = await (await client.send('/account/orders')).text();
    expect(orders).toContain('<h1>Orders</h1><div id="extension-0" class="extension"></div>');
    expect(orders).toContain("You haven't placed any orders yet.");
    expect(orders).toContain('<a href="/account/orders" aria-current="page">Orders</a>');
    const ordersConfig = configOf(orders);
    expect(ordersConfig.extensions.map((e) => e.bundle)).toEqual(['/account/extension-host/account-orders.js']);
    expect(ordersConfig.extensions[0]!.translations.buyAgain).toBe('Buy again');

    const profile = await (await client.send('/account/profile')).text();
    expect(profile).toContain('<dd>block-reader@example.com</dd>');
    expect(configOf(profile).extensions.map((e) => e.bundle)).toEqual(['/account/extension-host/account-profile.js']);
  });

  it("gives the blocks the page's language: German texts with their plural forms on a German page", async () => {
    const client = await newAccountsShopper();
    await signInWithStoreCode(client, 'block-leser@example.com');
    const config = configOf(await (await client.send('/de/account/orders')).text());
    expect(config.language).toBe('de');
    expect(config.extensions[0]!.translations.buyAgain).toBe('Erneut kaufen');
    expect(config.extensions[0]!.translations.items).toEqual({ one: '{{count}} Artikel', other: '{{count}} Artikel' });
  });

  it('serves each block built on its own target', async () => {
    const client = await newAccountsShopper();
    const code = await (await client.send('/account/extension-host/account-orders.js')).text();
    expect(code).toContain('shopify.extend("customer-account.order-index.block.render"');
    const profile = await (await client.send('/account/extension-host/account-profile.js')).text();
    expect(profile).toContain('shopify.extend("customer-account.profile.block.render"');
  }, 60_000);
});

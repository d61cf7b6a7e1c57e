/** Test helpers: a store app with a temp dist dir and a client that keeps the cart cookie. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalShopify } from '../../../server/store/admin';
import { createStoreApp, DEMO_CLIENT_ID, type StoreAppOptions } from '../../../server/store/app';
import { DEMO_APP_SECRET } from '../../../server/store/seed/catalog';
import { appEmbed, writeAppEmbed } from '../../fixtures/app-embed';

/** A temp widget build: status-launcher.js, status-panel.js, c-orders-1a2b3c4.js (flat, as the build writes them) and an empty folder. */
export function makeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-dist-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'status-launcher.js'), 'export const launcher = 1;\n');
  writeFileSync(path.join(dir, 'status-panel.js'), 'export const panel = 1;\n');
  writeFileSync(path.join(dir, 'c-orders-1a2b3c4.js'), 'export const orders = 1;\n');
  return dir;
}

/**
 * A store app plus a `send` that carries cookies between requests like a browser. Its local
 * Shopify (`overrides.shopify` or a new one) has the app embed's metafield written as the app
 * writes it (`embed`, default the demo shop's `appEmbed()`; null: none).
 */
export function makeClient(overrides: Partial<StoreAppOptions> & { embed?: unknown } = {}) {
  const { embed = appEmbed(), ...options } = overrides;
  const shopify = options.shopify ?? createLocalShopify({ apiKey: DEMO_CLIENT_ID, apiSecret: options.appSecret ?? DEMO_APP_SECRET, now: options.now });
  if (embed !== null) writeAppEmbed(shopify, embed);
  const app = createStoreApp({
    apiBase: 'http://127.0.0.1:3001',
    distDir: makeDist(),
    ...options,
    shopify,
  });
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await app.request(url, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  const postJson = (url: string, body: unknown) =>
    send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { app, jar, send, postJson };
}

/**
 * Signs `email` in on new customer accounts' sign-in as a shopper does (the form's token, the
 * mailed 6-digit code from /dev/store-outbox); resolves to the verify step's answer (a 302 to
 * `returnTo`, or /account).
 */
export async function signInWithStoreCode(client: ReturnType<typeof makeClient>, email: string, returnTo = ''): Promise<Response> {
  const form = (fields: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const login = await (await client.send('/customer_authentication/login')).text();
  const token = /name="authenticity_token" value="([0-9a-f]+)"/.exec(login)![1]!;
  await client.send('/customer_authentication/login', form({ authenticity_token: token, email, return_to: returnTo }));
  const { data } = (await (await client.send(`/dev/store-outbox?to=${encodeURIComponent(email)}`)).json()) as { data: Array<{ text: string }> };
  const code = /\b(\d{6})\b/.exec(data[0]!.text)![1]!;
  return client.send('/customer_authentication/verify', form({ authenticity_token: token, code, return_to: returnTo }));
}

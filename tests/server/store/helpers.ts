/** Test helpers: a store app with a temp dist dir and a client that keeps the cart cookie. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStoreApp, type StoreAppOptions } from '../../../server/store/app';

/** A temp widget build: status-launcher.js, status-panel.js, c-orders-1a2b3c4.js (flat, as the build writes them) and an empty folder. */
export function makeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-dist-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'status-launcher.js'), 'export const launcher = 1;\n');
  writeFileSync(path.join(dir, 'status-panel.js'), 'export const panel = 1;\n');
  writeFileSync(path.join(dir, 'c-orders-1a2b3c4.js'), 'export const orders = 1;\n');
  return dir;
}

/** A store app plus a `send` that carries cookies between requests like a browser. */
export function makeClient(overrides: Partial<StoreAppOptions> = {}) {
  const app = createStoreApp({
    apiBase: 'http://127.0.0.1:3001',
    authEmulatorUrl: 'http://127.0.0.1:9099',
    distDir: makeDist(),
    ...overrides,
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

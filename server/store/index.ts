/**
 * Storefront emulator entry (DESIGN.md 5): starts the demo store (pages, Ajax Cart API, product
 * JSON, images, the built widget under /status/) on a real socket.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createStoreApp, type StoreAppOptions } from './app';

export { createStoreApp, type StoreAppOptions } from './app';
export { CartStore, CartError } from './cart-store';
export { liveCatalog, type StoreCatalog } from './catalog';

/** Options of `startStore`: the app options plus where to listen. */
export interface StartStoreOptions extends StoreAppOptions {
  /** TCP port; 0 picks a free one (the returned `url` has the real port) */
  port: number;
  /** interface to bind; default 127.0.0.1 */
  host?: string;
}

/** A running store. */
export interface RunningStore {
  /** base URL without trailing slash, e.g. http://127.0.0.1:3000 */
  url: string;
  /** stops listening and closes open connections; resolves when the server is closed */
  close(): Promise<void>;
}

/**
 * Starts the storefront emulator. Resolves once the socket listens; rejects when it cannot
 * bind (e.g. EADDRINUSE).
 */
export function startStore(opts: StartStoreOptions): Promise<RunningStore> {
  const host = opts.host ?? '127.0.0.1';
  const app = createStoreApp(opts);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: opts.port, hostname: host }, (info: AddressInfo) => {
      server.off('error', reject);
      const shownHost = info.family === 'IPv6' || host.includes(':') ? `[${info.address}]` : info.address;
      resolve({
        url: `http://${shownHost}:${info.port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((err) => (err ? fail(err) : done()));
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}

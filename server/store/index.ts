/**
 * Storefront emulator entry (docs/local-stack.md#what-runs): starts the demo store (pages, Ajax Cart API,
 * product JSON, images, the built widget under /status/) on a real socket.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createStoreApp, type StoreAppOptions } from './app';

export type { StoreAppOptions } from './app';

/** Options of `startStore`: the app options plus where to listen. */
export interface StartStoreOptions extends StoreAppOptions {
  /** TCP port; 0 picks a free one (the returned `url` has the real port) */
  port: number;
  /** interface to bind; default 127.0.0.1 */
  host?: string;
}

/** A running store. */
export interface RunningStore {
  /** the shop's `*.myshopify.com` storefront here, without trailing slash, e.g. http://127.0.0.1:3000 */
  url: string;
  /**
   * the shop's own domain, its primary, served by the same server under another host name, e.g.
   * http://localhost:3000 (`localhost` when the store listens on 127.0.0.1; otherwise `url`)
   */
  domainUrl: string;
  /** stops listening and closes open connections; resolves when the server is closed */
  close(): Promise<void>;
}

/**
 * Starts the storefront emulator. Resolves once the socket listens; rejects when it cannot
 * bind (e.g. EADDRINUSE). The same server answers the shop's `*.myshopify.com` origin (`url`)
 * and its own domain (`domainUrl`), which the local Shopify then reports as the shop's domains.
 */
export function startStore(opts: StartStoreOptions): Promise<RunningStore> {
  const host = opts.host ?? '127.0.0.1';
  const app = createStoreApp(opts);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: opts.port, hostname: host }, (info: AddressInfo) => {
      server.off('error', reject);
      const shownHost = info.family === 'IPv6' || host.includes(':') ? `[${info.address}]` : info.address;
      const url = `http://${shownHost}:${info.port}`;
      // A browser reaches 127.0.0.1 by the name `localhost` too, a second origin: the shop's own domain.
      const domainUrl = info.address === '127.0.0.1' ? `http://localhost:${info.port}` : url;
      if (opts.shopify) opts.shopify.store.storefront = { primary: domainUrl, myshopify: url };
      resolve({
        url,
        domainUrl,
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

/**
 * Serves a Hono app over HTTP with @hono/node-server, for the local stack and production.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export interface Listening {
  /** e.g. 'http://127.0.0.1:3001', with the real port */
  url: string;
  /** Stops listening and ends open keep-alive connections. */
  close(): Promise<void>;
}

/**
 * @param port 0 picks a free one
 * @param host interface to bind, e.g. '127.0.0.1' or '0.0.0.0'
 * @throws when the port is taken
 */
export async function listen(app: Pick<Hono<any>, 'fetch'>, port: number, host: string): Promise<Listening> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${urlHost}:${address.port}`,
    close: () => new Promise<void>((resolve, reject) => {
      server.close((err) => (err ? reject(err) : resolve()));
      // keep-alive sockets would hold close() open
      if ('closeAllConnections' in server) server.closeAllConnections();
    }),
  };
}

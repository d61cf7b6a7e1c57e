/**
 * The whole local stack on one machine (DESIGN.md 5): Firebase Auth emulator, reference API on a
 * real embedded database (or a PostgreSQL server given by URL), and the storefront emulator
 * serving the built widget. Used by `npm start` (server/dev.ts) and by the end-to-end tests (on
 * free ports).
 */
import { resolve, join } from 'node:path';
import { startAuthEmulator } from './auth-emulator';
import { startApi } from './api/index';
import { startStore } from './store/index';

export interface StackOptions {
  /** 0 picks a free port */
  storePort: number;
  apiPort: number;
  authPort: number;
  /** where the database and emulator config live; default .data/ */
  dataDir?: string;
  /** a PostgreSQL server URL for the API's database instead of PGlite under dataDir */
  databaseUrl?: string;
  /** drop and re-seed the database */
  reset?: boolean;
  /** the built widget; default dist/ */
  distDir?: string;
}

export interface Stack { storeUrl: string; apiUrl: string; authUrl: string; stop(): Promise<void> }

const ROOT = resolve(import.meta.dirname, '..');

/** Starts the three servers; the auth emulator needs fixed ports, the others accept 0. */
export async function startStack(opts: StackOptions): Promise<Stack> {
  const dataDir = resolve(opts.dataDir ?? join(ROOT, '.data'));
  const auth = await startAuthEmulator({ port: opts.authPort, hubPort: opts.authPort + 1, loggingPort: opts.authPort + 2, workDir: dataDir });
  const stops: Array<() => Promise<void>> = [auth.stop];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  try {
    const api = await startApi({ port: opts.apiPort, host: '127.0.0.1', dataDir: join(dataDir, 'db'), databaseUrl: opts.databaseUrl, authEmulatorHost: auth.host, projectId: 'demo-status', reset: opts.reset });
    stops.push(api.close);
    const store = await startStore({
      port: opts.storePort,
      host: '127.0.0.1',
      apiBase: api.url,
      authEmulatorUrl: auth.url,
      distDir: resolve(opts.distDir ?? join(ROOT, 'dist')),
      // the shop metafield a theme app extension would render (notification triggers, UTM): the API's current settings
      shopEmbed: () => api.shopEmbed(),
      customerForEmail: (email) => api.customerForEmail(email), // new customer accounts' sign-in: the API's customers play Shopify's
    });
    stops.push(store.close);
    // Magic links and store login (multipass) may only point at the demo store.
    await api.setStorefrontOrigin(store.url);
    return { storeUrl: store.url, apiUrl: api.url, authUrl: auth.url, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

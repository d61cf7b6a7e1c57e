/**
 * Starts the reference API for the local stack (DESIGN.md 5) on a port: PGlite database in
 * `dataDir` (migrated, seeded on first start), Firebase Admin against the Auth emulator, mail
 * through nodemailer's JSON transport into the `outbox` table, /dev/* mounted. The production
 * start is server/api/main.ts.
 *
 *   const api = await startApi({ port: 3001, dataDir: '.data/api', authEmulatorHost: '127.0.0.1:9099' });
 *   // api.url === 'http://127.0.0.1:3001'; await api.close();
 */
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { SHOP_ID } from '../seed/catalog';
import { isSeeded, seedDatabase, upgradeSeed } from '../seed/db-seed';
import { createApp } from './app';
import { dropAll, migrate } from './db/migrations';
import { firebaseAuthDeps } from './firebase/auth-deps';
import { setStorefrontOrigin } from './lib/shops';
import { createOutboxMailer } from './mail';

export { createApp } from './app';
export type { ApiDeps, AuthUser, MailMessage } from './deps';
export { firebaseAuthDeps } from './firebase/auth-deps';

export interface StartApiOptions {
  /** TCP port; 0 picks a free one (read it from the returned `url`) */
  port: number;
  /** interface to bind, default '127.0.0.1' */
  host?: string;
  /** PGlite data directory, created when missing; data survives restarts */
  dataDir: string;
  /** Firebase Auth emulator, host:port, e.g. '127.0.0.1:9099' */
  authEmulatorHost: string;
  /** Firebase project id, default 'demo-status' */
  projectId?: string;
  /** drop every table and re-seed before serving */
  reset?: boolean;
}

export interface RunningApi {
  /** e.g. 'http://127.0.0.1:3001', with the real port */
  url: string;
  /**
   * Records where the demo shop's storefront is served (e.g. 'http://127.0.0.1:3000'); only the
   * origin is kept. Return URLs of magic links and store logins must be on it, and store-login
   * URLs are built on it. The stack calls it once the storefront emulator has its URL.
   * @throws Error when `origin` is not an absolute http(s) URL
   */
  setStorefrontOrigin(origin: string): Promise<void>;
  /** Stops listening, then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens (creating when missing) and prepares the database in `dataDir`: migrations, then the
 * seed on first start, then `upgradeSeed` (demo data added since, e.g. the multipass secret).
 * With `reset`, drops everything first and seeds again.
 */
export async function openDatabase(dataDir: string, opts: { reset?: boolean; now?: number } = {}): Promise<PGliteInterface> {
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  try {
    if (opts.reset) await dropAll(db);
    await migrate(db);
    if (!(await isSeeded(db))) await seedDatabase(db, opts.now ?? Date.now());
    await upgradeSeed(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

/**
 * Starts the API. Sets `process.env.FIREBASE_AUTH_EMULATOR_HOST` for this process.
 * @returns the URL it listens on, `setStorefrontOrigin(origin)` and `close()`
 * @throws when the port is taken or the database cannot be opened
 */
export async function startApi(opts: StartApiOptions): Promise<RunningApi> {
  const host = opts.host ?? '127.0.0.1';
  const now = () => Date.now();
  const db = await openDatabase(opts.dataDir, { reset: opts.reset });
  const app = createApp({
    db,
    now,
    sendMail: createOutboxMailer(db, now),
    ...firebaseAuthDeps({ projectId: opts.projectId ?? 'demo-status', emulatorHost: opts.authEmulatorHost }),
  }, { dev: true });

  let server: ReturnType<typeof serve>;
  try {
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: opts.port, hostname: host }, () => resolve(s));
      s.once('error', reject);
    });
  } catch (err) {
    await db.close();
    throw err;
  }
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${urlHost}:${port}`,
    setStorefrontOrigin: (origin: string) => setStorefrontOrigin(db, SHOP_ID, origin),
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // keep-alive sockets would hold close() open
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await db.close();
    },
  };
}

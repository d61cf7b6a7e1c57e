/**
 * The API as a merchant runs it (README 'Running the API in production'): PostgreSQL at
 * DATABASE_URL (migrated on start, never seeded with demo data), the configured shops and their
 * storefront origins, Firebase ID tokens checked against Google's keys, mail through SMTP, no
 * /dev routes, and a periodic sweep of ended abuse-limit windows.
 */
import type { ApiConfig } from './config';
import { createApp } from './app';
import { firebaseAuthDeps } from './firebase/auth-deps';
import { openDatabase } from './index';
import { applyShopSetup } from './lib/shops';
import { sweepLimits } from './lib/limits';
import { listen, type Listening } from './listen';
import { createSmtpMailer } from './smtp-mail';

/** How often ended rate-limit windows are deleted, ms. */
export const SWEEP_EVERY_MS = 600_000;

/**
 * Opens the database, applies `config.shops` and serves the API.
 * @returns where it listens and `close()`, which stops serving, then closes the database
 * @throws when the database cannot be reached or migrated, or the port is taken
 */
export async function startProductionApi(config: ApiConfig): Promise<Listening> {
  const db = await openDatabase({ url: config.databaseUrl, seed: false });
  try {
    for (const shop of config.shops) await applyShopSetup(db, shop);
    const now = () => Date.now();
    const app = createApp({
      db,
      now,
      sendMail: createSmtpMailer(config.smtp.url, config.smtp.from),
      ...firebaseAuthDeps({ projectId: config.projectId, emulatorHost: config.emulatorHost, serviceAccount: config.serviceAccount }),
    }, { trustProxy: config.trustProxy, appSecret: config.appSecret });
    const server = await listen(app, config.port, config.host);
    const sweep = setInterval(() => {
      sweepLimits(db, now()).catch((err) => console.error('[api] rate-limit sweep failed', err));
    }, SWEEP_EVERY_MS);
    sweep.unref();
    return {
      url: server.url,
      async close() {
        clearInterval(sweep);
        await server.close();
        await db.close();
      },
    };
  } catch (err) {
    await db.close();
    throw err;
  }
}

/**
 * The API as a merchant runs it (docs/deploying.md): PostgreSQL at
 * DATABASE_URL (migrated on start, never seeded with demo data), shops added by installing the
 * app (POST /shopify/install, token exchange), their storefronts kept in step with Shopify on every start
 * (shopify/storefront-sync.ts), Shopify's
 * Admin GraphQL at https://{shop} with each shop's stored (encrypted) offline token, Firebase ID tokens checked against Google's keys, mail through SMTP, no
 * /dev routes, and a periodic sweep of ended abuse-limit windows.
 */
import type { ApiConfig } from './config';
import { createApp } from './app';
import { firebaseAuthDeps } from './firebase/auth-deps';
import { openMigrated } from './db/open';
import { applyShopSetup } from './lib/shops';
import { createShopifyAdmin, fetchToOrigin } from './shopify/admin-client';
import { createShopifyApi } from './shopify/api';
import { tokenKey } from './shopify/token-crypto';
import { sweepLimits } from './lib/limits';
import { listen, type Listening } from './listen';
import { createSmtpMailer } from './smtp-mail';
import { createWebhooks, type Webhooks } from './webhooks';
import { syncAllStorefronts } from './shopify/storefront-sync';

/** How often ended rate-limit windows are deleted, ms. */
export const SWEEP_EVERY_MS = 600_000;

/**
 * Opens the database, applies `config.storefronts` to the shops already installed and serves the API.
 * @returns where it listens and `close()`, which stops serving, then closes the database
 * @throws when the database cannot be reached or migrated, or the port is taken
 */
export async function startProductionApi(config: ApiConfig): Promise<Listening> {
  const db = await openMigrated({ url: config.databaseUrl });
  let webhooks: Webhooks | undefined;
  try {
    for (const setup of config.storefronts) {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM shops WHERE shopify_domain = $1', [setup.shopifyDomain]);
      if (rows[0]) await applyShopSetup(db, { ...setup, id: rows[0].id });
    }
    const now = () => Date.now();
    const fetch = config.shopifyAdminOrigin ? fetchToOrigin(config.shopifyAdminOrigin) : undefined;
    const shopify = createShopifyAdmin({
      db, now, shopify: createShopifyApi(config.shopifyApp), tokenKey: tokenKey(config.tokenEncryptionKey), apiVersion: config.shopifyApp.apiVersion, fetch,
    });
    const firebase = firebaseAuthDeps({ projectId: config.projectId, emulatorHost: config.emulatorHost, serviceAccount: config.serviceAccount });
    // Shopify's webhooks run as jobs on this database (webhooks/queue.ts), with workers in every instance.
    webhooks = createWebhooks({ db, now, deleteUsers: firebase.deleteUsers });
    const app = createApp({
      db,
      now,
      shopify,
      embedApp: config.embedApp,
      sendMail: createSmtpMailer(config.smtp.url, config.smtp.from),
      ...firebase,
    }, {
      trustProxy: config.trustProxy,
      appSecret: config.appSecret,
      shopifyApp: { ...config.shopifyApp, tokenKey: config.tokenEncryptionKey, storefronts: config.storefronts, fetch },
      webhooks,
      admin: { appBridgeUrl: config.appBridgeUrl, shopifyAdminOrigin: config.shopifyAdminOrigin },
    });
    await webhooks.work();
    const server = await listen(app, config.port, config.host);
    // Every shop's storefront in step with this deploy (its URL, its Firebase project) and with
    // Shopify (domains added while the API was down), in the background: a start never waits on Shopify.
    void syncAllStorefronts({ db, shopify, embedApp: config.embedApp, shopifyOrigin: config.shopifyAdminOrigin, storefronts: config.storefronts }).catch((err) => console.error('[api] bringing the storefronts in step failed', err));
    const sweep = setInterval(() => {
      sweepLimits(db, now()).catch((err) => console.error('[api] rate-limit sweep failed', err));
    }, SWEEP_EVERY_MS);
    sweep.unref();
    return {
      url: server.url,
      async close() {
        clearInterval(sweep);
        await server.close();
        // Workers first: a job still running finishes (up to 10 s) before the database closes.
        await webhooks?.stop();
        await db.close();
      },
    };
  } catch (err) {
    await webhooks?.stop();
    await db.close();
    throw err;
  }
}

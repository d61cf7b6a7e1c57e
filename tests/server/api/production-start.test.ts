// @vitest-environment node
// `npm run api` as an operator meets it: refuses a bad environment listing what is wrong, and
// with a good one serves production mode on PostgreSQL (the api-postgres project only).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listen } from '../../../server/api/listen';
import { DEMO_TOKEN_KEY } from '../../../server/api/shopify/token-crypto';
import { signedAppProxyQuery } from '../../../server/lib/app-proxy';
import { createLocalShopify } from '../../../server/store/admin';
import { createTestIssuer } from './firebase-tokens';
import { createTestDatabase, engine, type TestDatabase } from './test-database';
import { listening, spawnApi, type Run } from './spawned-api';

const ROOT = resolve(import.meta.dirname, '../../..');
const APP_SECRET = 'shpss_0123456789abcdef0123456789abcdef';
const API_KEY = 'demo-status-client-id';
const TSX = resolve(ROOT, 'node_modules/.bin/tsx');

/** Starts server/api/main.ts with exactly `env` (plus PATH). */
const startMain = (env: Record<string, string>): Run => spawnApi(TSX, ['server/api/main.ts'], ROOT, env);

describe('npm run api', () => {
  it('refuses to start without its configuration, naming each missing setting', { timeout: 60_000 }, async () => {
    const run = startMain({});
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('The API cannot start');
    for (const name of ['FIREBASE_PROJECT_ID', 'DATABASE_URL', 'SMTP_URL', 'MAIL_FROM', 'SHOPIFY_API_SECRET', 'SHOPIFY_API_KEY', 'TOKEN_ENCRYPTION_KEY', 'SHOPIFY_APP_URL']) {
      expect(run.output()).toContain(`${name}: is required`);
    }
  });

  it('refuses, naming each setting, the demo token key, the Firebase Auth emulator and a SHOPIFY_ADMIN_ORIGIN off Shopify unless STATUS_STAGING=1', { timeout: 60_000 }, async () => {
    const env = {
      FIREBASE_PROJECT_ID: 'status-prod',
      DATABASE_URL: 'postgres://api:secret@127.0.0.1:9/status',
      SHOPIFY_API_KEY: API_KEY,
      TOKEN_ENCRYPTION_KEY: DEMO_TOKEN_KEY,
      SHOPIFY_APP_URL: 'https://status.my-app.example/admin',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      SHOPIFY_ADMIN_ORIGIN: 'http://127.0.0.1:3000',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'My Shop <no-reply@my-shop.example>',
      SHOPIFY_API_SECRET: APP_SECRET,
      PORT: '0',
      HOST: '127.0.0.1',
    };
    const production = startMain(env);
    expect(await production.exited).toBe(1);
    expect(production.output()).toContain('The API cannot start');
    expect(production.output()).toMatch(/- TOKEN_ENCRYPTION_KEY: is a key written in this repository/);
    expect(production.output()).toMatch(/- FIREBASE_AUTH_EMULATOR_HOST: must not be set in production/);
    expect(production.output()).toMatch(/- SHOPIFY_ADMIN_ORIGIN: http:\/\/127\.0\.0\.1:3000 is not Shopify/);
    // A staging stack may use the emulator and the local Shopify, never a key anyone can read.
    const staging = startMain({ ...env, STATUS_STAGING: '1' });
    expect(await staging.exited).toBe(1);
    expect(staging.output()).toMatch(/- TOKEN_ENCRYPTION_KEY: is a key written in this repository/);
    expect(staging.output()).not.toMatch(/FIREBASE_AUTH_EMULATOR_HOST:|SHOPIFY_ADMIN_ORIGIN:/);
  });

  describe.runIf(engine() === 'postgres')('with a complete configuration on PostgreSQL', () => {
    let db: TestDatabase;
    let run: Run | null = null;
    // Shopify, played by the local Shopify (SHOPIFY_ADMIN_ORIGIN points the API at it)
    const shopify = createLocalShopify({ apiKey: API_KEY, apiSecret: APP_SECRET });
    const shopifyServer = listen(shopify.routes, 0, '127.0.0.1');
    afterAll(async () => {
      shopify.close();
      await (await shopifyServer).close();
      if (run && run.child.exitCode === null) {
        run.child.kill('SIGKILL');
        await run.exited;
      }
      await db?.dispose();
    });

    it('serves production mode: a shop added by installing, no /dev, forged tokens refused, CORS for the storefront only, stops on SIGTERM', { timeout: 90_000 }, async () => {
      db = await createTestDatabase();
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const serviceAccount = {
        type: 'service_account', project_id: 'status-prod', client_email: 'api@status-prod.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      };
      run = startMain({
        FIREBASE_PROJECT_ID: 'status-prod',
        FIREBASE_SERVICE_ACCOUNT: JSON.stringify(serviceAccount),
        DATABASE_URL: db.url!,
        SHOP_STOREFRONTS: JSON.stringify([{ shopifyDomain: 'demo-shop.myshopify.com', storefrontOrigins: ['https://www.my-shop.example'] }]),
        SHOPIFY_API_KEY: API_KEY,
        TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        SHOPIFY_APP_URL: 'https://status.my-app.example/admin',
        FIREBASE_WEB_API_KEY: 'AIzaSyDemoWebApiKey0123456789',
        SHOPIFY_ADMIN_ORIGIN: (await shopifyServer).url,
        // a staging stack: the local Shopify plays Shopify (production refuses SHOPIFY_ADMIN_ORIGIN off Shopify)
        STATUS_STAGING: '1',
        SMTP_URL: 'smtp://127.0.0.1:9',
        MAIL_FROM: 'My Shop <no-reply@my-shop.example>',
        SHOPIFY_API_SECRET: APP_SECRET,
        PORT: '0',
        HOST: '127.0.0.1',
      });
      const url = await listening(run);
      const health = await fetch(`${url}/health`);
      expect(health.status).toBe(200);
      expect(health.headers.get('x-content-type-options')).toBe('nosniff');

      // No shop until Shopify installs the app; then the shop exists with its configured storefront.
      const preflight = (origin: string) => fetch(`${url}/init/for-you`, {
        method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
      });
      const forgedInstall = await fetch(`${url}/shopify/install`, { method: 'POST', headers: { Authorization: `Bearer ${await shopify.sessionToken({ secret: 'shpss_ffffffffffffffffffffffffffffffff' })}` } });
      expect(forgedInstall.status).toBe(401);
      const install = await fetch(`${url}/shopify/install`, { method: 'POST', headers: { Authorization: `Bearer ${await shopify.sessionToken()}` } });
      expect(await install.json()).toEqual({ data: { shop: 'demo-shop.myshopify.com', installed: true } });
      expect(shopify.data.installation.metafields.some((m) => m.namespace === 'status' && m.key === 'embed')).toBe(true);

      const issuer = await createTestIssuer('status-prod');
      const forged = issuer.unsigned('customer-1', { customerId: '1', shopId: 'demo-shop' });
      const init = await fetch(`${url}/init/v2/demo-shop/user`, { headers: { Authorization: `Bearer ${forged}` } });
      expect(init.status).toBe(401);
      // Signed by a key that is not Google's: refused too (and no demo data or /dev to read).
      const signed = await issuer.sign('customer-1', { customerId: '1', shopId: 'demo-shop' });
      expect((await fetch(`${url}/dev/outbox`, { headers: { Authorization: `Bearer ${signed}` } })).status).toBe(401);

      for (const origin of ['https://www.my-shop.example', 'https://demo-shop.myshopify.com']) {
        expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBe(origin);
      }
      expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();

      // The app proxy checks signatures with SHOPIFY_API_SECRET: a guest's good signature reaches the customer check.
      const proxied = (secret: string) => signedAppProxyQuery(new URLSearchParams(),
        { shop: 'demo-shop.myshopify.com', loggedInCustomerId: '', pathPrefix: '/apps/status', timestamp: Math.floor(Date.now() / 1000) }, secret);
      const guest = await fetch(`${url}/proxy/session?${proxied(APP_SECRET)}`);
      expect([guest.status, ((await guest.json()) as { error: { code: string } }).error.code]).toEqual([401, 'not-logged-in']);
      const forgedProxy = await fetch(`${url}/proxy/session?${proxied('shpss_ffffffffffffffffffffffffffffffff')}`);
      expect([forgedProxy.status, ((await forgedProxy.json()) as { error: { code: string } }).error.code]).toEqual([401, 'invalid-signature']);

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    });
  });
});

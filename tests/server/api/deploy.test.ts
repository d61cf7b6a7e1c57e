// @vitest-environment node
// A merchant's deploy as an operator makes it: `npm run build:api`, a fresh `npm ci --omit=dev`
// beside it, then `node dist/api/main.js`. Runs in the api-postgres project only (it installs
// packages once, and the start needs PostgreSQL).
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../server/api/listen';
import { createLocalShopify } from '../../../server/store/admin';
import { createTestDatabase, engine, type TestDatabase } from './test-database';
import { listening, spawnApi, type Run } from './spawned-api';

const ROOT = resolve(import.meta.dirname, '../../..');
const APP_SECRET = 'shpss_0123456789abcdef0123456789abcdef';

/** Runs `cmd args` in `cwd`; resolves with its output, rejects with it when the exit code is not 0. */
function run(cmd: string, args: string[], cwd: string): Promise<string> {
  return new Promise((res, rej) => {
    const child = spawn(cmd, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.once('exit', (code) => (code === 0 ? res(out) : rej(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${out}`))));
  });
}

/** Starts `node dist/api/main.js` in `dir` with exactly `env` (plus PATH). */
const startBuilt = (dir: string, env: Record<string, string>): Run => spawnApi(process.execPath, ['dist/api/main.js'], dir, env);

describe.runIf(engine() === 'postgres')('the deployable API (npm run build:api, npm ci --omit=dev, node dist/api/main.js)', () => {
  let dir: string;
  let db: TestDatabase | undefined;
  let server: Run | undefined;
  const onEnd: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'status-deploy-'));
    await run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.api.config.ts', '--outDir', join(dir, 'dist/api')], ROOT);
    for (const f of ['package.json', 'package-lock.json']) copyFileSync(join(ROOT, f), join(dir, f));
    await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], dir);
  }, 300_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await db?.dispose();
    for (const end of onEnd) await end();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('installs the runtime dependencies only: no build tools, no test tools, no embedded database', () => {
    for (const name of ['hono', 'pg', 'firebase-admin', 'nodemailer', 'zod', '@shopify/shopify-api', '@shopify/admin-api-client', 'pg-boss']) expect(existsSync(join(dir, 'node_modules', name)), name).toBe(true);
    for (const name of ['vite', 'vitest', 'tsx', 'typescript', '@electric-sql/pglite', 'playwright-core', 'preact', 'firebase']) expect(existsSync(join(dir, 'node_modules', name)), name).toBe(false);
  });

  it('refuses to start without its configuration, naming each missing setting', { timeout: 60_000 }, async () => {
    const s = startBuilt(dir, {});
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('The API cannot start');
    expect(s.output()).toContain('DATABASE_URL: is required');
  });

  it('serves production mode on PostgreSQL: installed by token exchange, the shop\'s own catalog from Shopify, /dev closed, stops on SIGTERM', { timeout: 90_000 }, async () => {
    db = await createTestDatabase();
    // Shopify, played by the local Shopify; a price changed there shows the API reads Shopify, not a seed.
    const shopify = createLocalShopify({ apiKey: 'demo-status-client-id', apiSecret: APP_SECRET });
    const shopifyServer = await listen(shopify.routes, 0, '127.0.0.1');
    onEnd.push(async () => {
      shopify.close();
      await shopifyServer.close();
    });
    const repriced = await shopify.routes.request('/dev/variants/400070011', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ price: 3111 }) });
    expect(repriced.status).toBe(200);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    server = startBuilt(dir, {
      FIREBASE_PROJECT_ID: 'status-prod',
      FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
        type: 'service_account', project_id: 'status-prod', client_email: 'api@status-prod.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      }),
      DATABASE_URL: db.url!,
      SHOP_STOREFRONTS: JSON.stringify([{ shopifyDomain: 'my-shop.myshopify.com', storefrontOrigins: ['https://www.my-shop.example'] }]),
      SHOPIFY_API_KEY: 'demo-status-client-id',
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SHOPIFY_APP_URL: 'https://status.my-app.example/admin',
      FIREBASE_WEB_API_KEY: 'AIzaSyDemoWebApiKey0123456789',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'My Shop <no-reply@my-shop.example>',
      SHOPIFY_API_SECRET: APP_SECRET,
      SHOPIFY_ADMIN_ORIGIN: shopifyServer.url,
      // a staging stack: the local Shopify plays Shopify (production refuses SHOPIFY_ADMIN_ORIGIN off Shopify)
      STATUS_STAGING: '1',
      PORT: '0',
      HOST: '127.0.0.1',
    });
    const url = await listening(server);
    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect((await fetch(`${url}/products/demo-shop?ids=7001`)).status).toBe(404);
    const install = await fetch(`${url}/shopify/install`, { method: 'POST', headers: { Authorization: `Bearer ${await shopify.sessionToken()}` } });
    expect(install.status).toBe(200);
    const products = await (await fetch(`${url}/products/demo-shop?ids=7001`)).json() as { data: { items: Array<{ id: number; title: string; price: number }> } };
    expect(products.data.items.map((p) => [p.id, p.title, p.price])).toEqual([[7001, 'Canvas Tote', 3111]]);
    expect((await fetch(`${url}/init/countries`)).status).toBe(200);
    expect((await fetch(`${url}/dev/outbox`)).status).toBe(401);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

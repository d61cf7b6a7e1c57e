// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/api/config';
import { DEMO_TOKEN_KEY } from '../../../server/api/shopify/token-crypto';

const SERVICE_ACCOUNT = JSON.stringify({
  type: 'service_account', project_id: 'status-prod', client_email: 'api@status-prod.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
});
const STOREFRONTS = JSON.stringify([{ shopifyDomain: 'my-shop.myshopify.com', storefrontOrigins: ['https://shop.example', 'https://de.shop.example/'] }]);
const FULL = {
  FIREBASE_PROJECT_ID: 'status-prod',
  FIREBASE_SERVICE_ACCOUNT: SERVICE_ACCOUNT,
  DATABASE_URL: 'postgres://api:secret@db.internal:5432/status',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  MAIL_FROM: 'My Shop <no-reply@shop.example>',
  SHOPIFY_API_SECRET: 'shpss_0123456789abcdef0123456789abcdef',
  SHOPIFY_API_KEY: '0123456789abcdef0123456789abcdef',
  // a key of this run only: production refuses keys written in the repository
  TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  SHOPIFY_APP_URL: 'https://status.example/admin',
  FIREBASE_WEB_API_KEY: 'AIzaSyDemoWebApiKey0123456789',
};

describe('production configuration', () => {
  it('reads a complete environment, with defaults for port, host, proxies and the API version; no shops (they install)', () => {
    const result = loadConfig(FULL);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      projectId: 'status-prod',
      emulatorHost: undefined,
      serviceAccount: { projectId: 'status-prod', clientEmail: 'api@status-prod.iam.gserviceaccount.com' },
      databaseUrl: FULL.DATABASE_URL,
      storefronts: [],
      shopifyApp: { apiKey: FULL.SHOPIFY_API_KEY, apiSecret: FULL.SHOPIFY_API_SECRET, apiVersion: '2026-07' },
      tokenEncryptionKey: FULL.TOKEN_ENCRYPTION_KEY,
      smtp: { url: FULL.SMTP_URL, from: FULL.MAIL_FROM },
      appSecret: FULL.SHOPIFY_API_SECRET,
      port: 8080,
      host: '0.0.0.0',
      trustProxy: 0,
      // what the app writes into every shop's app embed: where the widget calls, which Firebase project signs shoppers in
      embedApp: { apiBase: 'https://status.example', firebase: { apiKey: FULL.FIREBASE_WEB_API_KEY, authDomain: 'status-prod.firebaseapp.com', projectId: 'status-prod' } },
    });
    if (result.config.embedApp.authEmulatorUrl !== undefined) throw new Error('a production config names no Auth emulator');
  });

  it("refuses to start without the app's URL or the Firebase web API key, which the storefront widget needs", () => {
    const { SHOPIFY_APP_URL: _url, FIREBASE_WEB_API_KEY: _key, ...rest } = FULL;
    const result = loadConfig(rest);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContain('SHOPIFY_APP_URL: is required');
    const keyless = loadConfig({ ...rest, SHOPIFY_APP_URL: FULL.SHOPIFY_APP_URL });
    expect(!keyless.ok && keyless.errors.join('\n')).toMatch(/^FIREBASE_WEB_API_KEY: is required/m);
    // a staging stack on the Auth emulator needs no real key
    const staging = loadConfig({ ...rest, SHOPIFY_APP_URL: FULL.SHOPIFY_APP_URL, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', STATUS_STAGING: '1' });
    expect(staging.ok && staging.config.embedApp.authEmulatorUrl).toBe('http://127.0.0.1:9099');
  });

  it('loads App Bridge from Shopify\'s CDN unless SHOPIFY_APP_BRIDGE_URL says otherwise (a staging stack: the local Shopify\'s stand-in)', () => {
    const shopify = loadConfig(FULL);
    expect(shopify.ok && shopify.config.appBridgeUrl).toBe('https://cdn.shopify.com/shopifycloud/app-bridge.js');
    const local = loadConfig({ ...FULL, SHOPIFY_APP_BRIDGE_URL: 'http://127.0.0.1:3000/cdn/shopifycloud/app-bridge.js' });
    expect(local.ok && local.config.appBridgeUrl).toBe('http://127.0.0.1:3000/cdn/shopifycloud/app-bridge.js');
    const bad = loadConfig({ ...FULL, SHOPIFY_APP_BRIDGE_URL: 'javascript:alert(1)' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.join('\n')).toMatch(/^SHOPIFY_APP_BRIDGE_URL: /m);
  });

  it('refuses to start on an empty environment, naming every missing setting', () => {
    const result = loadConfig({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const name of ['FIREBASE_PROJECT_ID', 'DATABASE_URL', 'SMTP_URL', 'MAIL_FROM', 'SHOPIFY_API_SECRET', 'SHOPIFY_API_KEY', 'TOKEN_ENCRYPTION_KEY', 'SHOPIFY_APP_URL']) {
      expect(result.errors).toContain(`${name}: is required`);
    }
    // shops are added by installing the app, not listed
    expect(result.errors.join('\n')).not.toMatch(/SHOPS|SHOP_STOREFRONTS/);
  });

  it("reads the shops' storefront origins and multipass secrets for when they install", () => {
    const result = loadConfig({ ...FULL, SHOP_STOREFRONTS: STOREFRONTS, SHOPIFY_API_VERSION: '2026-04', SHOPIFY_APP_URL: 'https://status.example' });
    expect(result.ok && result.config).toMatchObject({
      storefronts: [{ shopifyDomain: 'my-shop.myshopify.com', storefrontOrigins: ['https://shop.example', 'https://de.shop.example'], currency: 'USD' }],
      shopifyApp: { apiVersion: '2026-04', appUrl: 'https://status.example' },
    });
  });

  it('asks for the service account unless the Auth emulator is set explicitly', () => {
    const { FIREBASE_SERVICE_ACCOUNT: _, ...rest } = FULL;
    const result = loadConfig(rest);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/^FIREBASE_SERVICE_ACCOUNT: is required/);
    const emulator = loadConfig({ ...rest, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', STATUS_STAGING: '1' });
    expect(emulator.ok && emulator.config.emulatorHost).toBe('127.0.0.1:9099');
  });

  it('reads the service account from a file path too, and says when it cannot', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'api-config-'));
    await writeFile(join(dir, 'sa.json'), SERVICE_ACCOUNT);
    expect(loadConfig({ ...FULL, FIREBASE_SERVICE_ACCOUNT: join(dir, 'sa.json') }).ok).toBe(true);
    const missing = loadConfig({ ...FULL, FIREBASE_SERVICE_ACCOUNT: join(dir, 'nope.json') });
    expect(missing.ok ? [] : missing.errors).toEqual([`FIREBASE_SERVICE_ACCOUNT: cannot read the file ${join(dir, 'nope.json')}`]);
    const partial = loadConfig({ ...FULL, FIREBASE_SERVICE_ACCOUNT: '{"project_id":"x"}' });
    expect(partial.ok ? [] : partial.errors).toEqual(['FIREBASE_SERVICE_ACCOUNT: needs project_id, client_email and private_key']);
  });

  it.each([
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ SHOP_STOREFRONTS: 'not json' }, /^SHOP_STOREFRONTS: must be JSON/],
    [{ SHOP_STOREFRONTS: '[{"shopifyDomain":"a.myshopify.com","storefrontOrigins":["https://shop.example/path"]}]' }, /^SHOP_STOREFRONTS\.0\.storefrontOrigins\.0: must be an origin/],
    [{ SHOP_STOREFRONTS: '[{"shopifyDomain":"evil.example"}]' }, /^SHOP_STOREFRONTS\.0\.shopifyDomain: /],
    [{ SHOP_STOREFRONTS: '[{"shopifyDomain":"a.myshopify.com","multipass":"typo"}]' }, /^SHOP_STOREFRONTS\.0: /],
    [{ SHOP_STOREFRONTS: '[{"shopifyDomain":"a.myshopify.com"},{"shopifyDomain":"a.myshopify.com"}]' }, /^SHOP_STOREFRONTS: the shop a.myshopify.com is listed twice/],
    [{ SHOPIFY_API_KEY: 'x' }, /^SHOPIFY_API_KEY: must be the app's client id/],
    [{ SHOPIFY_API_VERSION: '2019-01' }, /^SHOPIFY_API_VERSION: must be a Shopify API version/],
    [{ TOKEN_ENCRYPTION_KEY: 'short' }, /^TOKEN_ENCRYPTION_KEY: must be at least 32 characters/],
    [{ SHOPIFY_APP_URL: 'not a url' }, /^SHOPIFY_APP_URL: /],
    [{ PORT: '99999' }, /^PORT: /],
    [{ PORT: 'http' }, /^PORT: /],
    [{ TRUST_PROXY: '-1' }, /^TRUST_PROXY: /],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL: must be an smtp/],
    [{ SHOPIFY_API_SECRET: 'short' }, /^SHOPIFY_API_SECRET: must be the app's API secret key/],
    [{ STATUS_STAGING: 'yes' }, /^STATUS_STAGING: must be 1 \(a staging stack/],
  ])('refuses %j with a message naming the setting', (override, message) => {
    const result = loadConfig({ ...FULL, ...override });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join('\n')).toMatch(message);
  });
});

describe('settings production refuses (docs/deploying.md, Refused settings)', () => {
  const errorsOf = (env: Record<string, string | undefined>) => {
    const result = loadConfig(env);
    return result.ok ? [] : result.errors;
  };

  it.each([
    ['the demo key', DEMO_TOKEN_KEY],
    ['the demo key in capitals', DEMO_TOKEN_KEY.toUpperCase()],
    ['the AES key the demo key hashes to, as hex', createHash('sha256').update(DEMO_TOKEN_KEY).digest('hex')],
    ['the key of the production-start and deploy examples', '9F86D081884C7D659A2FEAA0C55AD015A3BF4F1B2B0B822CD15D6C15B0F00A08'],
    ['the webhook tests\' key', 'webhook-tests-token-key-of-at-least-32-characters'],
  ])('refuses a token key written in the repository (%s), even on a staging stack', (_, key) => {
    for (const staging of [undefined, '1']) {
      const errors = errorsOf({ ...FULL, TOKEN_ENCRYPTION_KEY: key, STATUS_STAGING: staging });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^TOKEN_ENCRYPTION_KEY: is a key written in this repository .*openssl rand -hex 32/);
    }
  });

  it('refuses the Firebase Auth emulator, which turns off ID-token signature checks, unless STATUS_STAGING=1', () => {
    const errors = errorsOf({ ...FULL, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^FIREBASE_AUTH_EMULATOR_HOST: must not be set in production: it turns off the signature check .*STATUS_STAGING=1/);
    expect(errorsOf({ ...FULL, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', STATUS_STAGING: '0' })).toEqual(errors);
    const staging = loadConfig({ ...FULL, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', STATUS_STAGING: '1' });
    expect(staging.ok && staging.config).toMatchObject({ staging: true, emulatorHost: '127.0.0.1:9099' });
  });

  it.each(['http://127.0.0.1:3000', 'https://shopify.example', 'http://demo-shop.myshopify.com', 'https://myshopify.com.evil.example'])(
    'refuses SHOPIFY_ADMIN_ORIGIN %s, which would receive the client secret, unless STATUS_STAGING=1',
    (origin) => {
      const errors = errorsOf({ ...FULL, SHOPIFY_ADMIN_ORIGIN: origin });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^SHOPIFY_ADMIN_ORIGIN: .* is not Shopify, and the app sends its client secret there.*STATUS_STAGING=1/);
      const staging = loadConfig({ ...FULL, SHOPIFY_ADMIN_ORIGIN: origin, STATUS_STAGING: '1' });
      expect(staging.ok && staging.config).toMatchObject({ staging: true, shopifyAdminOrigin: origin });
    },
  );

  it('takes a SHOPIFY_ADMIN_ORIGIN on Shopify, and says a production config is no staging stack', () => {
    const result = loadConfig({ ...FULL, SHOPIFY_ADMIN_ORIGIN: 'https://demo-shop.myshopify.com' });
    expect(result.ok && result.config).toMatchObject({ staging: false, shopifyAdminOrigin: 'https://demo-shop.myshopify.com' });
  });

  it('lists all three at once, so one failed start names every setting to fix', () => {
    const errors = errorsOf({ ...FULL, TOKEN_ENCRYPTION_KEY: DEMO_TOKEN_KEY, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', SHOPIFY_ADMIN_ORIGIN: 'http://127.0.0.1:3000' });
    expect(errors.map((e) => e.split(':')[0])).toEqual(['TOKEN_ENCRYPTION_KEY', 'FIREBASE_AUTH_EMULATOR_HOST', 'SHOPIFY_ADMIN_ORIGIN']);
  });
});

// @vitest-environment node
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/api/config';

const SERVICE_ACCOUNT = JSON.stringify({
  type: 'service_account', project_id: 'status-prod', client_email: 'api@status-prod.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
});
const SHOPS = JSON.stringify([{ id: 'my-shop', shopifyDomain: 'my-shop.myshopify.com', storefrontOrigins: ['https://shop.example', 'https://de.shop.example/'] }]);
const FULL = {
  FIREBASE_PROJECT_ID: 'status-prod',
  FIREBASE_SERVICE_ACCOUNT: SERVICE_ACCOUNT,
  DATABASE_URL: 'postgres://api:secret@db.internal:5432/status',
  SHOPS,
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  MAIL_FROM: 'My Shop <no-reply@shop.example>',
  SHOPIFY_API_SECRET: 'shpss_0123456789abcdef0123456789abcdef',
};

describe('production configuration', () => {
  it('reads a complete environment, with defaults for port, host and proxies', () => {
    const result = loadConfig(FULL);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      projectId: 'status-prod',
      emulatorHost: undefined,
      serviceAccount: { projectId: 'status-prod', clientEmail: 'api@status-prod.iam.gserviceaccount.com' },
      databaseUrl: FULL.DATABASE_URL,
      shops: [{ id: 'my-shop', shopifyDomain: 'my-shop.myshopify.com', storefrontOrigins: ['https://shop.example', 'https://de.shop.example'], currency: 'USD' }],
      smtp: { url: FULL.SMTP_URL, from: FULL.MAIL_FROM },
      appSecret: FULL.SHOPIFY_API_SECRET,
      port: 8080,
      host: '0.0.0.0',
      trustProxy: 0,
    });
  });

  it('refuses to start on an empty environment, naming every missing setting', () => {
    const result = loadConfig({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const name of ['FIREBASE_PROJECT_ID', 'DATABASE_URL', 'SHOPS', 'SMTP_URL', 'MAIL_FROM', 'SHOPIFY_API_SECRET']) {
      expect(result.errors).toContain(`${name}: is required`);
    }
  });

  it('asks for the service account unless the Auth emulator is set explicitly', () => {
    const { FIREBASE_SERVICE_ACCOUNT: _, ...rest } = FULL;
    const result = loadConfig(rest);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/^FIREBASE_SERVICE_ACCOUNT: is required/);
    const emulator = loadConfig({ ...rest, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
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
    [{ SHOPS: 'not json' }, /^SHOPS: must be JSON/],
    [{ SHOPS: '[]' }, /^SHOPS: must list at least one shop/],
    [{ SHOPS: '[{"id":"Bad Id","shopifyDomain":"x.myshopify.com"}]' }, /^SHOPS\.0\.id: /],
    [{ SHOPS: '[{"id":"a","shopifyDomain":"a.myshopify.com","storefrontOrigins":["https://shop.example/path"]}]' }, /^SHOPS\.0\.storefrontOrigins\.0: must be an origin/],
    [{ SHOPS: '[{"id":"a","shopifyDomain":"evil.example"}]' }, /^SHOPS\.0\.shopifyDomain: /],
    [{ SHOPS: '[{"id":"a","shopifyDomain":"a.myshopify.com","multipass":"typo"}]' }, /^SHOPS\.0: /],
    [{ SHOPS: '[{"id":"a","shopifyDomain":"a.myshopify.com"},{"id":"a","shopifyDomain":"b.myshopify.com"}]' }, /^SHOPS: the shop id a is listed twice/],
    [{ PORT: '99999' }, /^PORT: /],
    [{ PORT: 'http' }, /^PORT: /],
    [{ TRUST_PROXY: '-1' }, /^TRUST_PROXY: /],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL: must be an smtp/],
    [{ SHOPIFY_API_SECRET: 'short' }, /^SHOPIFY_API_SECRET: must be the app's API secret key/],
  ])('refuses %j with a message naming the setting', (override, message) => {
    const result = loadConfig({ ...FULL, ...override });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join('\n')).toMatch(message);
  });
});

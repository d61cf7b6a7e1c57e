// @vitest-environment node
// No secrets in the shopper bundle (docs/security.md 'No secrets in the shopper bundle'): every file of the built widget (dist/, and
// dist-preview/ when built, and the theme app extension's assets/) is searched for the secrets the API and the demo seed hold (the
// multipass secret, the loyalty service's access token, the seed's key for order passes), for
// private keys and service-account fields, for database and mail URLs with credentials, and for
// Stripe- and Shopify-shaped tokens. It reads the build `npm run build` made and fails, saying
// so, when there is none: it cannot pass without searching one. The last test plants each kind
// in a temporary copy of the build to show that the search finds it.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_APP_SECRET, DEMO_MULTIPASS_SECRET } from '../../server/seed/catalog';
import { DEMO_LOYALTY_TOKEN } from '../../server/seed/loyalty';

const ROOT = join(__dirname, '..', '..');
const DIST = join(ROOT, 'dist');
const OTHER_BUILDS = [join(ROOT, 'dist-preview'), join(ROOT, 'extensions', 'account-widget', 'assets')];

/** Exact values that must never ship: the demo seed's secrets, and the API's own from this process's environment. */
const SECRET_VALUES: Record<string, string> = {
  'multipass secret (server/seed/catalog.ts)': DEMO_MULTIPASS_SECRET,
  'app secret, signs app proxy requests (server/seed/catalog.ts)': DEMO_APP_SECRET,
  'loyalty service access token (server/seed/loyalty.ts)': DEMO_LOYALTY_TOKEN,
  // the HMAC key server/store/seed/orders.ts `demoSecret` derives order passes and one-click ids with
  'order pass key (server/store/seed/orders.ts)': 'status-demo-seed',
  ...Object.fromEntries(['DATABASE_URL', 'SMTP_URL', 'FIREBASE_SERVICE_ACCOUNT', 'SHOPS', 'SHOPIFY_API_SECRET']
    .filter((name) => (process.env[name] ?? '').length >= 8)
    .map((name) => [`$${name} of this environment`, process.env[name]!])),
};

/** Shapes of secrets, whatever their value. */
const SECRET_SHAPES: Record<string, RegExp> = {
  'PEM private key or certificate': /-----BEGIN [A-Z ]*(PRIVATE KEY|CERTIFICATE)-----/,
  'service-account private_key field': /["']?private_key["']?\s*:/,
  'service-account private_key_id field': /["']?private_key_id["']?\s*:/,
  'service-account client_email': /[\w.-]+@[\w-]+\.iam\.gserviceaccount\.com/,
  'database URL': /\bpostgres(ql)?:\/\/[^\s"'`]+/i,
  'DATABASE_URL name': /\bDATABASE_URL\b/,
  'URL with a password': /\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@"'`]+:[^\s/@"'`]+@[\w.-]+/i,
  'Stripe live secret key': /\b[sr]k_live_[0-9a-zA-Z]{10,}/,
  'Shopify app secret or access token': /\bshp(ss|at|ca|pa)_[0-9a-fA-F]{16,}/,
};

interface Finding { file: string; kind: string }

/** Every file under `dir` (maps and manifests included) with its text. */
function builtFiles(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => ({ file: relative(ROOT, join(dir, f)), text: readFileSync(join(dir, f), 'latin1') }));
}

/** What of SECRET_VALUES and SECRET_SHAPES the files under `dirs` contain. */
function findSecrets(dirs: string[]): { files: number; findings: Finding[] } {
  const files = dirs.flatMap(builtFiles);
  const findings: Finding[] = [];
  for (const { file, text } of files) {
    for (const [kind, value] of Object.entries(SECRET_VALUES)) if (text.includes(value)) findings.push({ file, kind });
    for (const [kind, re] of Object.entries(SECRET_SHAPES)) if (re.test(text)) findings.push({ file, kind });
  }
  return { files: files.length, findings };
}

const temp: string[] = [];
afterAll(() => { for (const dir of temp) rmSync(dir, { recursive: true, force: true }); });

describe('no secrets in the shopper bundle', () => {
  it('finds none in any file of the built widget', () => {
    expect(existsSync(join(DIST, 'status-launcher.js')), 'dist/ has no build (dist/status-launcher.js is missing): run `npm run build` before this test').toBe(true);
    const dirs = [DIST, ...OTHER_BUILDS.filter((d) => existsSync(d))];
    const { files, findings } = findSecrets(dirs);
    expect(files, 'built files searched').toBeGreaterThan(10);
    expect(findings).toEqual([]);
  });

  it('finds each kind planted in a copy of the build', () => {
    expect(existsSync(join(DIST, 'status-launcher.js')), 'dist/ has no build: run `npm run build` before this test').toBe(true);
    const planted: Record<string, string> = {
      'multipass secret (server/seed/catalog.ts)': `const k="${DEMO_MULTIPASS_SECRET}";`,
      'app secret, signs app proxy requests (server/seed/catalog.ts)': `hmac("${DEMO_APP_SECRET}")`,
      'loyalty service access token (server/seed/loyalty.ts)': `headers:{"access-token":"${DEMO_LOYALTY_TOKEN}"}`,
      'order pass key (server/store/seed/orders.ts)': 'createHmac("sha256","status-demo-seed")',
      'PEM private key or certificate': '"-----BEGIN PRIVATE KEY-----\\nMIIEv"',
      'service-account private_key field': '{"type":"service_account","private_key":"x"}',
      'service-account private_key_id field': '{private_key_id:"abc"}',
      'service-account client_email': '"firebase-adminsdk-x1@status-prod.iam.gserviceaccount.com"',
      'database URL': 'fetch("postgres://db.internal:5432/status")',
      'DATABASE_URL name': 'process.env.DATABASE_URL',
      'URL with a password': '"smtps://mailer:hunter22@smtp.example.com:465"',
      'Stripe live secret key': `"sk_live_${'4eC39HqLyjWDarjtT1zdp7dc'}"`,
      'Shopify app secret or access token': `"shpat_${'0123456789abcdef0123456789abcdef'}"`,
    };
    for (const [kind, snippet] of Object.entries(planted)) {
      const copy = mkdtempSync(join(tmpdir(), 'status-no-secrets-'));
      temp.push(copy);
      cpSync(DIST, copy, { recursive: true });
      const chunk = readdirSync(copy).find((f) => f.startsWith('c-') && f.endsWith('.js'))!;
      const file = join(copy, chunk);
      writeFileSync(file, `${readFileSync(file, 'utf8')}\n${snippet}`);
      expect(findSecrets([copy]).findings.map((f) => f.kind), kind).toContain(kind);
    }
  });
});

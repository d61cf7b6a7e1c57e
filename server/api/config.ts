/**
 * The production API's configuration, read from the environment and validated at start
 * (docs/deploying.md). `loadConfig` never throws: it lists every problem,
 * so one failed start tells the operator all that is missing. It also refuses what is dangerous
 * in production: a token key written in this repository, the Firebase Auth emulator, and a
 * SHOPIFY_ADMIN_ORIGIN that is not Shopify (the last two only on a STATUS_STAGING=1 stack).
 */
import { readFileSync } from 'node:fs';
import { ApiVersion } from '@shopify/shopify-api';
import { z } from 'zod';
import { isPostgresUrl } from './db/connect';
import { toOrigin } from './lib/shops';
import type { EmbedAppConfig } from './shopify/embed-metafield';
import { DEMO_TOKEN_KEY, tokenKey } from './shopify/token-crypto';

/**
 * Token keys written in this repository (the local stack's demo key, the keys of tests and
 * examples): anyone can read them, so production refuses them (docs/deploying.md 'Refused
 * settings'), whatever their case and whether given as text or as the AES key they hash to.
 */
export const PUBLISHED_TOKEN_KEYS: readonly string[] = [
  DEMO_TOKEN_KEY,
  '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  'webhook-tests-token-key-of-at-least-32-characters',
  'another-key-of-at-least-32-characters!!',
];

/** The AES key of `secret`, or null when it has none (shorter than 32 characters). */
const aesKeyOf = (secret: string): Buffer | null => {
  try {
    return tokenKey(secret);
  } catch {
    return null;
  }
};

/** True when `secret` is, or makes the same AES key as, a key of PUBLISHED_TOKEN_KEYS. */
export function isPublishedTokenKey(secret: string): boolean {
  const text = secret.trim().toLowerCase();
  const key = aesKeyOf(secret);
  return PUBLISHED_TOKEN_KEYS.some((known) => {
    if (known.toLowerCase() === text) return true;
    const knownKey = aesKeyOf(known);
    return key !== null && knownKey !== null && key.equals(knownKey);
  });
}

/**
 * True when `origin` is Shopify's own (https, a host under myshopify.com or shopify.com):
 * SHOPIFY_ADMIN_ORIGIN receives the app's client secret at every token exchange.
 */
export function isShopifyOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && (host === 'shopify.com' || host.endsWith('.shopify.com') || host.endsWith('.myshopify.com'));
}

const origin = z.string()
  .refine((s) => toOrigin(s) === s.replace(/\/$/, ''), 'must be an origin such as https://shop.example (scheme and host, no path)')
  .transform((s) => s.replace(/\/$/, ''));

/**
 * A shop's storefront settings (`SHOP_STOREFRONTS` is a JSON array of these): applied when the
 * shop installs the app, and on every start to shops already installed. Shops themselves are
 * added by installing (token exchange), not by configuration.
 */
const shopSchema = z.object({
  /** e.g. 'my-shop.myshopify.com' */
  shopifyDomain: z.string().regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/, 'must be the shop\'s *.myshopify.com domain'),
  /** every other origin the storefront is served on: primary domain first, then Markets domains */
  storefrontOrigins: z.array(origin).max(50).default([]),
  /** Shopify Plus multipass secret; omit to keep the one in the database (none: no store login) */
  multipassSecret: z.string().min(16).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/).default('USD'),
}).strict();

export type ShopConfig = z.infer<typeof shopSchema>;

const jsonOf = <T extends z.ZodType>(schema: T) => z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be JSON' });
    return z.NEVER;
  }
}).pipe(schema);

const serviceAccountSchema = z.looseObject({
  project_id: z.string().min(1),
  client_email: z.email(),
  private_key: z.string().includes('PRIVATE KEY'),
});

const envSchema = z.object({
  FIREBASE_PROJECT_ID: z.string().regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().regex(/^[\w.-]+:\d+$/, 'must be host:port').optional(),
  FIREBASE_SERVICE_ACCOUNT: z.string().min(1).optional(),
  DATABASE_URL: z.string().refine(isPostgresUrl, 'must be a postgres:// URL'),
  SHOP_STOREFRONTS: jsonOf(z.array(shopSchema)).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\/./, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3, 'must be a sender such as "My Shop <no-reply@shop.example>"'),
  SHOPIFY_API_SECRET: z.string().min(16, "must be the app's API secret key from the Partner Dashboard or Dev Dashboard"),
  SHOPIFY_API_KEY: z.string().regex(/^[\w-]{8,64}$/, "must be the app's client id (shopify.app.toml client_id)"),
  SHOPIFY_API_VERSION: z.string().refine((v) => (Object.values(ApiVersion) as string[]).includes(v), 'must be a Shopify API version such as 2026-07').default('2026-07'),
  SHOPIFY_APP_URL: z.string().refine((s) => toOrigin(s) !== null, 'must be the app\'s https URL (shopify.app.toml application_url)'),
  FIREBASE_WEB_API_KEY: z.string().regex(/^[\w-]{10,100}$/, 'must be the Firebase project\'s Web API key (Project settings > General)').optional(),
  FIREBASE_AUTH_DOMAIN: z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host such as status-prod.firebaseapp.com').optional(),
  SHOPIFY_APP_BRIDGE_URL: z.string().url().refine((s) => /^https?:\/\//.test(s), 'must be the URL of App Bridge\'s script').default('https://cdn.shopify.com/shopifycloud/app-bridge.js'),
  SHOPIFY_ADMIN_ORIGIN: z.string().refine((s) => toOrigin(s) === s.replace(/\/$/, ''), 'must be an origin such as http://127.0.0.1:3000').optional(),
  TOKEN_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters (64 hex digits: openssl rand -hex 32); it encrypts the shops\' access tokens'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  STATUS_STAGING: z.enum(['0', '1'], 'must be 1 (a staging stack against the local Shopify and the Auth emulator, never production) or 0').optional(),
});

export interface ApiConfig {
  projectId: string;
  /** set only when FIREBASE_AUTH_EMULATOR_HOST is (a staging stack); never in production */
  emulatorHost?: string;
  /** parsed FIREBASE_SERVICE_ACCOUNT (JSON text or a path to the JSON file) */
  serviceAccount?: { projectId: string; clientEmail: string; privateKey: string };
  databaseUrl: string;
  /** storefront origins and multipass secrets per shop (SHOP_STOREFRONTS), applied at install and start */
  storefronts: ShopConfig[];
  /** the Shopify app: client id, secret (SHOPIFY_API_SECRET, also `appSecret`), API version, URL */
  shopifyApp: { apiKey: string; apiSecret: string; apiVersion: string; appUrl: string };
  /**
   * what the app writes into every shop's app embed about itself: the API base (the origin of
   * SHOPIFY_APP_URL, where this API is reached), the Firebase web config (FIREBASE_PROJECT_ID,
   * FIREBASE_WEB_API_KEY, FIREBASE_AUTH_DOMAIN, default `{project}.firebaseapp.com`)
   */
  embedApp: EmbedAppConfig;
  /** where the embedded admin loads App Bridge from (SHOPIFY_APP_BRIDGE_URL; default Shopify's CDN, as Shopify requires) */
  appBridgeUrl: string;
  /** encrypts stored access and refresh tokens (TOKEN_ENCRYPTION_KEY) */
  tokenEncryptionKey: string;
  /**
   * SHOPIFY_ADMIN_ORIGIN: requests to https://{shop}/... go to this origin instead (a staging
   * stack or test against the local Shopify, as FIREBASE_AUTH_EMULATOR_HOST is for Firebase);
   * never set in production
   */
  shopifyAdminOrigin?: string;
  /** where login codes and links are mailed through, and their sender */
  smtp: { url: string; from: string };
  /** the app's secret (Shopify's API secret key, SHOPIFY_API_SECRET): app proxy requests are signed with it */
  appSecret: string;
  port: number;
  host: string;
  trustProxy: number;
  /**
   * STATUS_STAGING=1: a staging stack against the local Shopify and the Firebase Auth emulator,
   * never production; it lets FIREBASE_AUTH_EMULATOR_HOST and a non-Shopify SHOPIFY_ADMIN_ORIGIN
   * through (docs/deploying.md 'Refused settings')
   */
  staging: boolean;
}

export type ConfigResult = { ok: true; config: ApiConfig } | { ok: false; errors: string[] };

/** FIREBASE_SERVICE_ACCOUNT: the JSON itself, or a path to the file holding it. */
function readServiceAccount(raw: string): { value?: ApiConfig['serviceAccount']; error?: string } {
  let text = raw.trim();
  if (!text.startsWith('{')) {
    try {
      text = readFileSync(text, 'utf8');
    } catch {
      return { error: `FIREBASE_SERVICE_ACCOUNT: cannot read the file ${raw}` };
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'FIREBASE_SERVICE_ACCOUNT: must be a service account JSON key (or a path to one)' };
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success) return { error: 'FIREBASE_SERVICE_ACCOUNT: needs project_id, client_email and private_key' };
  return { value: { projectId: parsed.data.project_id, clientEmail: parsed.data.client_email, privateKey: parsed.data.private_key } };
}

/**
 * Reads the configuration from `env` (usually process.env).
 * @returns the config, or every problem as 'NAME: what is wrong' lines
 */
export function loadConfig(env: Record<string, string | undefined>): ConfigResult {
  const parsed = envSchema.safeParse(env);
  const errors = parsed.success ? [] : parsed.error.issues.map((i) => {
    const name = i.path.map(String).join('.');
    return `${name}: ${i.code === 'invalid_type' && env[String(i.path[0])] === undefined ? 'is required' : i.message}`;
  });
  if (!parsed.success) return { ok: false, errors };
  const e = parsed.data;
  const emulator = e.FIREBASE_AUTH_EMULATOR_HOST;
  let serviceAccount: ApiConfig['serviceAccount'];
  if (e.FIREBASE_SERVICE_ACCOUNT) {
    const sa = readServiceAccount(e.FIREBASE_SERVICE_ACCOUNT);
    if (sa.error) errors.push(sa.error);
    serviceAccount = sa.value;
  } else if (!emulator) {
    errors.push('FIREBASE_SERVICE_ACCOUNT: is required (it signs the custom tokens of sign-in) unless FIREBASE_AUTH_EMULATOR_HOST is set');
  }
  const domains = (e.SHOP_STOREFRONTS ?? []).map((s) => s.shopifyDomain);
  const twice = domains.filter((d, i) => domains.indexOf(d) !== i);
  if (twice.length) errors.push(`SHOP_STOREFRONTS: the shop ${twice[0]} is listed twice`);
  if (!e.FIREBASE_WEB_API_KEY && !emulator) {
    errors.push('FIREBASE_WEB_API_KEY: is required (the widget signs shoppers in with it) unless FIREBASE_AUTH_EMULATOR_HOST is set');
  }
  // Settings that are safe only on a staging stack, and keys anyone can read (docs/deploying.md 'Refused settings').
  const staging = e.STATUS_STAGING === '1';
  if (isPublishedTokenKey(e.TOKEN_ENCRYPTION_KEY)) {
    errors.push('TOKEN_ENCRYPTION_KEY: is a key written in this repository (the demo or a test key), so anyone can decrypt the stored Shopify tokens; make your own: openssl rand -hex 32');
  }
  if (emulator && !staging) {
    errors.push('FIREBASE_AUTH_EMULATOR_HOST: must not be set in production: it turns off the signature check of shoppers\' ID tokens (only a staging stack on the Auth emulator sets it, with STATUS_STAGING=1)');
  }
  if (e.SHOPIFY_ADMIN_ORIGIN && !staging && !isShopifyOrigin(e.SHOPIFY_ADMIN_ORIGIN)) {
    errors.push(`SHOPIFY_ADMIN_ORIGIN: ${e.SHOPIFY_ADMIN_ORIGIN} is not Shopify, and the app sends its client secret there; leave it unset in production (only a staging stack against the local Shopify sets it, with STATUS_STAGING=1)`);
  }
  if (errors.length) return { ok: false, errors };
  const embedApp: EmbedAppConfig = {
    apiBase: toOrigin(e.SHOPIFY_APP_URL)!,
    firebase: { apiKey: e.FIREBASE_WEB_API_KEY ?? 'demo-api-key', authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`, projectId: e.FIREBASE_PROJECT_ID },
    ...(emulator ? { authEmulatorUrl: `http://${emulator}` } : {}),
  };
  return {
    ok: true,
    config: {
      projectId: e.FIREBASE_PROJECT_ID,
      emulatorHost: emulator,
      embedApp,
      serviceAccount,
      databaseUrl: e.DATABASE_URL,
      storefronts: e.SHOP_STOREFRONTS ?? [],
      shopifyApp: { apiKey: e.SHOPIFY_API_KEY, apiSecret: e.SHOPIFY_API_SECRET, apiVersion: e.SHOPIFY_API_VERSION, appUrl: e.SHOPIFY_APP_URL },
      appBridgeUrl: e.SHOPIFY_APP_BRIDGE_URL,
      tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY,
      shopifyAdminOrigin: e.SHOPIFY_ADMIN_ORIGIN?.replace(/\/$/, ''),
      smtp: { url: e.SMTP_URL, from: e.MAIL_FROM },
      appSecret: e.SHOPIFY_API_SECRET,
      port: e.PORT,
      host: e.HOST,
      trustProxy: e.TRUST_PROXY,
      staging,
    },
  };
}

// @vitest-environment node
/**
 * The local Shopify delivers each webhook where `shopify app deploy` makes Shopify deliver it: the
 * same shopify.app.toml goes through the local Shopify's reader (server/store/admin/app-config.ts)
 * and through Shopify CLI 4.8.2's own configuration modules, loaded from node_modules (its
 * `webhooks` schema, its `webhook_subscription` and `privacy_compliance_webhooks` modules and
 * their deploy transforms, and its TOML decoder), and the two must agree topic by topic.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_PATH } from '../../../server/api/webhooks';
import { APP_TOML, parseAppToml, subscriptionsServedFrom } from '../../../server/store/admin/app-config';

const CLI_DIST = join(import.meta.dirname, '../../../node_modules/@shopify/cli/dist');

/* eslint-disable @typescript-eslint/no-explicit-any */
interface CliSpec {
  identifier: string;
  parseConfigurationObject(config: unknown): { state: 'ok'; data: any } | { state: 'error'; errors: unknown[] };
  transformLocalToRemote(config: any, appConfig: any): any;
}

interface Cli {
  decodeToml(text: string): any;
  spec(identifier: string): CliSpec;
}

/** The CLI's bundle files whose text holds `needle`. */
const bundlesWith = (needle: string) => readdirSync(CLI_DIST).filter((f) => f.endsWith('.js') && readFileSync(join(CLI_DIST, f), 'utf8').includes(needle));
const load = (file: string): Promise<Record<string, unknown>> => import(pathToFileURL(join(CLI_DIST, file)).href);

/**
 * Shopify CLI's configuration modules as `shopify app build`/`deploy` use them. The bundle's file
 * names are hashes, so they are found by content: the app package's exported specification
 * loader (called with a stand-in of Shopify's list of remote modules, which only names them) and
 * cli-kit's TOML decoder (the export that decodes TOML).
 */
async function loadCli(): Promise<Cli> {
  const wanted = ['webhooks', 'webhook_subscription', 'privacy_compliance_webhooks'];
  let specs: CliSpec[] = [];
  for (const file of bundlesWith('"privacy_compliance_webhooks"')) {
    for (const fn of Object.values(await load(file))) {
      // fetchSpecifications: asks the platform client for the remote list, then merges the local modules into it
      if (typeof fn !== 'function' || fn.length !== 1 || !/developerPlatformClient/.test(String(fn)) || !/\.specifications\(/.test(String(fn))) continue;
      const remote = wanted.map((identifier) => ({ identifier, experience: 'configuration', externalName: identifier, externalIdentifier: identifier, registrationLimit: 1, uidStrategy: 'single' }));
      specs = await (fn as (o: unknown) => Promise<CliSpec[]>)({ developerPlatformClient: { specifications: async () => remote }, app: {} });
      if (specs.length) break;
    }
    if (specs.length) break;
  }
  let decodeToml: Cli['decodeToml'] | undefined;
  for (const file of bundlesWith('TomlError')) {
    for (const fn of Object.values(await load(file))) {
      // decodeToml: a one-line wrapper of @iarna/toml's parse
      if (typeof fn !== 'function' || fn.length !== 1 || String(fn).length > 300 || !/\.parse\(/.test(String(fn))) continue;
      try {
        if (JSON.stringify(fn('a = [1]\n[b]\nc = "d"\n')) === '{"a":[1],"b":{"c":"d"}}') decodeToml = fn as Cli['decodeToml'];
      } catch { /* not the decoder */ }
    }
    if (decodeToml) break;
  }
  if (!decodeToml || wanted.some((id) => !specs.some((s) => s.identifier === id))) {
    throw new Error(`Shopify CLI's configuration modules were not found in ${CLI_DIST} (found: ${specs.map((s) => s.identifier).join(', ')}; TOML decoder: ${!!decodeToml})`);
  }
  return { decodeToml, spec: (id) => specs.find((s) => s.identifier === id)! };
}

/**
 * What Shopify stores from `text` after `shopify app deploy`: topic -> {uri, includeFields}, via
 * the CLI's modules. The split of `[[webhooks.subscriptions]]` into one module per topic is the
 * CLI's loader's (createWebhookSubscriptionInstances, not exported), repeated here.
 * @throws Error with the CLI's messages when it refuses the configuration
 */
function cliDeploys(cli: Cli, text: string): Map<string, { uri: string; includeFields: string[] | null }> {
  const appConfig = cli.decodeToml(text);
  const parsed = cli.spec('webhooks').parseConfigurationObject(appConfig);
  if (parsed.state !== 'ok') throw new Error(JSON.stringify(parsed.errors));
  const { api_version, subscriptions = [] } = parsed.data.webhooks;
  const out = new Map<string, { uri: string; includeFields: string[] | null }>();
  const topicModule = cli.spec('webhook_subscription');
  for (const { uri, topics, compliance_topics: _c, ...rest } of subscriptions) {
    for (const topic of topics ?? []) {
      const one = topicModule.parseConfigurationObject({ api_version, uri, topic, ...rest });
      if (one.state !== 'ok') throw new Error(JSON.stringify(one.errors));
      const remote = topicModule.transformLocalToRemote(one.data, appConfig);
      out.set(topic, { uri: remote.uri, includeFields: remote.include_fields ?? null });
    }
  }
  const privacy = cli.spec('privacy_compliance_webhooks');
  const p = privacy.parseConfigurationObject(appConfig);
  if (p.state !== 'ok') throw new Error(JSON.stringify(p.errors));
  const urls = privacy.transformLocalToRemote(p.data, appConfig);
  for (const [topic, key] of [['customers/redact', 'customers_redact_url'], ['customers/data_request', 'customers_data_request_url'], ['shop/redact', 'shop_redact_url']]) {
    if (urls[key!]) out.set(topic!, { uri: urls[key!], includeFields: null });
  }
  return out;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** What the local Shopify reads from `text`, in cliDeploys's shape. */
const localDelivers = (text: string) =>
  new Map([...parseAppToml(text).subscriptions].map(([topic, s]) => [topic, { uri: s.uri, includeFields: s.includeFields ? [...s.includeFields] : null }]));

const REPO_TOML = readFileSync(APP_TOML, 'utf8');

/** A minimal app toml with `application_url` and the given `[webhooks]` body. */
const toml = (applicationUrl: string, webhooks: string) => `client_id = "c"
name = "n"
application_url = "${applicationUrl}"
embedded = true
[access_scopes]
scopes = "read_products"
[webhooks]
api_version = "2026-07"
${webhooks}
`;

const VARIANTS: Record<string, string> = {
  'trailing slashes on application_url and uri': toml('https://app.example.com/admin/', `
[[webhooks.subscriptions]]
topics = ["orders/create", "app/uninstalled"]
uri = "/hooks/shopify/"
[[webhooks.subscriptions]]
compliance_topics = ["shop/redact", "customers/redact", "customers/data_request"]
uri = "/hooks/compliance//"
`),
  'an application_url at the root, absolute https URIs and include_fields': toml('https://app.example.com', `
[[webhooks.subscriptions]]
topics = ["products/update"]
uri = "https://hooks.example.com/products"
include_fields = ["id", "variants.price"]
[[webhooks.subscriptions]]
topics = ["products/delete"]
uri = "/products"
[[webhooks.subscriptions]]
compliance_topics = ["customers/data_request"]
uri = "https://privacy.example.com/requests"
[[webhooks.subscriptions]]
compliance_topics = ["customers/redact", "shop/redact"]
uri = "/privacy"
`),
  'the older privacy_compliance section': toml('http://127.0.0.1:3001/admin', `
[webhooks.privacy_compliance]
customer_deletion_url = "/privacy/customers"
customer_data_request_url = "https://privacy.example.com/requests"
shop_deletion_url = "/privacy/shop"
`),
};

const REFUSED: Record<string, string> = {
  'a uri that is neither a path nor https': toml('https://app.example.com', '[[webhooks.subscriptions]]\ntopics = ["orders/create"]\nuri = "http://app.example.com/hooks"\n'),
  'a relative uri without its leading slash': toml('https://app.example.com', '[[webhooks.subscriptions]]\ntopics = ["orders/create"]\nuri = "hooks"\n'),
  'one compliance topic in two subscriptions': toml('https://app.example.com', '[[webhooks.subscriptions]]\ncompliance_topics = ["shop/redact"]\nuri = "/a"\n[[webhooks.subscriptions]]\ncompliance_topics = ["shop/redact"]\nuri = "/b"\n'),
  'a subscription without topics': toml('https://app.example.com', '[[webhooks.subscriptions]]\nuri = "/a"\n'),
  'privacy_compliance next to compliance_topics': toml('https://app.example.com', '[webhooks.privacy_compliance]\nshop_deletion_url = "/a"\n[[webhooks.subscriptions]]\ncompliance_topics = ["customers/redact"]\nuri = "/b"\n'),
};

let cli: Cli;
beforeAll(async () => {
  cli = await loadCli();
}, 60_000);

describe('shopify.app.toml read as Shopify CLI 4.8.2 deploys it', () => {
  it("the repository's toml: every topic the local Shopify delivers goes where Shopify would deliver it after deploy", () => {
    const local = localDelivers(REPO_TOML);
    expect(local).toEqual(cliDeploys(cli, REPO_TOML));
    expect([...local.keys()].sort()).toEqual(['app/scopes_update', 'app/uninstalled', 'customers/data_request', 'customers/delete', 'customers/redact', 'domains/create', 'domains/destroy', 'domains/update', 'products/delete', 'products/update', 'shop/redact']);
  });

  it("the repository's toml: every webhook reaches the API's webhook route, and products/update carries only the product's id", () => {
    const local = parseAppToml(REPO_TOML).subscriptions;
    for (const [topic, s] of local) expect(`${topic} ${new URL(s.uri).pathname}`).toBe(`${topic} ${WEBHOOK_PATH}`);
    expect(local.get('products/update')!.includeFields).toEqual(['id']);
  });

  it.each(Object.keys(VARIANTS))('agrees with the CLI on %s', (name) => {
    const text = VARIANTS[name]!;
    const expected = cliDeploys(cli, text);
    expect(expected.size).toBeGreaterThan(0);
    expect(localDelivers(text)).toEqual(expected);
  });

  it.each(Object.keys(REFUSED))('refuses, as the CLI does, %s', (name) => {
    const text = REFUSED[name]!;
    expect(() => cliDeploys(cli, text)).toThrow();
    expect(() => parseAppToml(text)).toThrow(/webhooks/);
  });

  it('served from another origin (the local stack picks its port), relative URIs follow the app and absolute ones stay', () => {
    const config = parseAppToml(VARIANTS['an application_url at the root, absolute https URIs and include_fields']!);
    const served = subscriptionsServedFrom(config, 'http://127.0.0.1:53111');
    expect(served.get('products/delete')!.uri).toBe('http://127.0.0.1:53111/products');
    expect(served.get('products/update')!.uri).toBe('https://hooks.example.com/products');
    const repo = subscriptionsServedFrom(parseAppToml(REPO_TOML), 'http://app.test');
    expect(repo.get('shop/redact')!.uri).toBe(`http://app.test${WEBHOOK_PATH}`);
  });

  it('refuses what the local Shopify does not play: filters, one topic at two URIs, Pub/Sub endpoints', () => {
    const sub = (body: string) => toml('https://app.example.com', body);
    expect(() => parseAppToml(sub('[[webhooks.subscriptions]]\ntopics = ["orders/create"]\nuri = "/a"\nfilter = "total_price:>100"\n'))).toThrow(/filter/);
    expect(() => parseAppToml(sub('[[webhooks.subscriptions]]\ntopics = ["orders/create"]\nuri = "/a"\n[[webhooks.subscriptions]]\ntopics = ["orders/create"]\nuri = "/b"\n'))).toThrow(/more than once/);
    expect(() => parseAppToml(sub('[[webhooks.subscriptions]]\ntopics = ["orders/create"]\nuri = "pubsub://project:topic"\n'))).toThrow(/HTTP/);
  });
});

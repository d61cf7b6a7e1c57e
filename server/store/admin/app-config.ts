/**
 * What the local Shopify reads from the app's shopify.app.toml, read the way Shopify CLI 4.8.2
 * reads it before `shopify app deploy`: the same TOML parser (@iarna/toml 2.2.5, the CLI's own),
 * the same checks on webhook subscriptions, and the same resolution of each subscription's `uri`
 * against `application_url` (docs/deploying.md, "Deploying with the Shopify CLI").
 *
 * Strict as the local Shopify is: a toml the CLI would refuse, or one asking for what the local
 * Shopify does not play (`filter`, `payload_query`, one topic at several URIs, Pub/Sub, EventBridge
 * or Kafka endpoints), fails the read with an error naming the field.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import TOML from '@iarna/toml';
import { z } from 'zod';

/** Shopify's three mandatory compliance topics (`compliance_topics` in the toml). */
export const COMPLIANCE_TOPICS = ['customers/redact', 'customers/data_request', 'shop/redact'] as const;

/** One topic's subscription as Shopify stores it after `shopify app deploy`. */
export interface WebhookSubscription {
  topic: string;
  /** `uri` as written, trailing slashes dropped (the CLI's schema drops them) */
  written: string;
  /**
   * The endpoint as the CLI deploys it: a relative `uri` joined to `application_url`
   * (`resolveWebhookUri`), any other as written, trailing slashes dropped.
   */
  uri: string;
  /** the payload's fields Shopify sends (`include_fields`); null: the whole payload */
  includeFields: readonly string[] | null;
}

export interface AppConfig {
  clientId: string;
  scopes: string;
  apiVersion: string;
  /** `application_url` as written, e.g. 'http://127.0.0.1:3001/admin' */
  applicationUrl: string;
  /** topic (including compliance topics) to its subscription */
  subscriptions: Map<string, WebhookSubscription>;
}

/** The repository's shopify.app.toml. */
export const APP_TOML = join(import.meta.dirname, '../../../shopify.app.toml');

/** The CLI's trailing-slash rule for URLs and URIs: every trailing `/` goes. */
const dropTrailingSlashes = (s: string): string => (s.endsWith('/') ? s.replace(/\/+$/, '') : s);

// The endpoint forms the CLI accepts for a subscription's `uri` besides a path starting with '/'.
const HTTPS_URI = /^(https:\/\/)/;
const PUBSUB_URI = /^pubsub:\/\/(?<gcp_project_id>[^:]+):(?<gcp_topic>.+)$/;
const EVENTBRIDGE_URI = /^arn:aws:events:(?<aws_region>[a-z]{2}-[a-z]+-[0-9]+)::event-source\/aws\.partner\/shopify\.com(\.test)?\/(?<api_client_id>\d+)\/(?<event_source_name>.+)$/;
const KAFKA_URI = /^kafka:\/\/(?<kafka_topic>[a-zA-Z0-9_.-]+)$/;
const URI_FORMAT = "URI format isn't correct. Valid formats include: relative path starting with a slash, HTTPS URL, pubsub://{project-id}:{topic-id}, kafka://{topic-id} or Eventbridge ARN";

const isHttpUrl = (s: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(s).protocol);
  } catch {
    return false;
  }
};

const uriFormat = z.string().refine((v) => v.startsWith('/') || HTTPS_URI.test(v) || PUBSUB_URI.test(v) || EVENTBRIDGE_URI.test(v) || KAFKA_URI.test(v), URI_FORMAT);
const uri = z.preprocess((v) => (typeof v === 'string' ? dropTrailingSlashes(v) : v), uriFormat);

const SUBSCRIPTION = z.object({
  topics: z.array(z.string()).optional(),
  compliance_topics: z.array(z.enum(COMPLIANCE_TOPICS)).optional(),
  uri,
  include_fields: z.array(z.string()).optional(),
  filter: z.string().optional(),
  payload_query: z.string().optional(),
  actions: z.array(z.string()).optional(),
  name: z.string().optional(),
});

const TOML_SCHEMA = z.object({
  client_id: z.string().min(1),
  application_url: z.string().refine((v) => isHttpUrl(v) && !v.includes('\n'), 'Invalid URL'),
  access_scopes: z.object({ scopes: z.string() }),
  webhooks: z.object({
    api_version: z.string().regex(/^\d{4}-\d{2}$|^unstable$/),
    subscriptions: z.array(SUBSCRIPTION).default([]),
    // The older form of the compliance endpoints; the CLI still deploys it.
    privacy_compliance: z.object({
      customer_deletion_url: uriFormat.optional(),
      customer_data_request_url: uriFormat.optional(),
      shop_deletion_url: uriFormat.optional(),
    }).optional(),
  }),
});

/**
 * A subscription's `uri` as Shopify CLI 4.8.2 deploys it (its webhook_subscription module's
 * `forward` transform): a path starting with '/' is appended to `application_url` with the
 * latter's trailing slashes dropped, so `/webhooks` under `https://host/admin` is
 * `https://host/admin/webhooks`; anything else, or no `application_url`, is kept as written.
 * `uri` is expected as the CLI's schema leaves it (trailing slashes dropped).
 */
export function resolveWebhookUri(uri: string, applicationUrl: string | undefined): string {
  return !applicationUrl || !uri.startsWith('/') ? uri : `${dropTrailingSlashes(applicationUrl)}${uri}`;
}

/**
 * `applicationUrl` served from `origin` instead of its own: the local stack's API listens on a
 * port of its own choosing, as `shopify app dev` serves the app from its tunnel. Only the
 * scheme, host and port change; the path, and so every resolved webhook URI below it, stays.
 * @param origin e.g. 'http://127.0.0.1:53111' (a path or trailing slash on it is ignored)
 * @throws TypeError when `origin` is not a URL
 */
export function relocateApplicationUrl(applicationUrl: string, origin: string): string {
  return applicationUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, new URL(origin).origin);
}

/**
 * The subscriptions of a parsed toml, one per topic, resolved against `applicationUrl`, as the
 * CLI splits them (one webhook_subscription per entry of `topics`; each compliance topic to the
 * subscription naming it, whose `include_fields` the CLI does not deploy).
 * @throws Error when the CLI would refuse them or the local Shopify cannot deliver them
 */
function subscriptionsOf(webhooks: z.output<typeof TOML_SCHEMA>['webhooks'], applicationUrl: string): Map<string, WebhookSubscription> {
  const out = new Map<string, WebhookSubscription>();
  const subs = webhooks.subscriptions;
  const legacy = webhooks.privacy_compliance;
  if (legacy && subs.some((s) => s.compliance_topics)) {
    throw new Error("webhooks: The privacy_compliance section can't be used if there are subscriptions including compliance_topics");
  }
  subs.forEach((s, i) => {
    const at = `webhooks.subscriptions[${i}]`;
    if (!s.topics?.length && !s.compliance_topics?.length) throw new Error(`${at}: Either topics or compliance_topics must be added to the webhook subscription`);
    for (const key of ['filter', 'payload_query', 'actions', 'name'] as const) {
      if (s[key] !== undefined) throw new Error(`${at}.${key}: the local Shopify does not play webhook ${key}`);
    }
    const resolved = resolveWebhookUri(s.uri, applicationUrl);
    if (!isHttpUrl(resolved)) throw new Error(`${at}.uri: the local Shopify delivers only over HTTP(S), not to ${resolved}`);
    const add = (topic: string, includeFields: readonly string[] | null) => {
      if (out.has(topic)) {
        throw new Error(COMPLIANCE_TOPICS.includes(topic as never)
          ? `${at}: You can't have multiple subscriptions with the same compliance topic (${topic})`
          : `${at}: ${topic} is subscribed more than once; the local Shopify delivers each topic to one URI`);
      }
      out.set(topic, { topic, written: s.uri, uri: resolved, includeFields });
    };
    for (const topic of s.topics ?? []) add(topic, s.include_fields ?? null);
    for (const topic of s.compliance_topics ?? []) add(topic, null);
  });
  const legacyTopics = [['customers/redact', legacy?.customer_deletion_url], ['customers/data_request', legacy?.customer_data_request_url], ['shop/redact', legacy?.shop_deletion_url]] as const;
  for (const [topic, written] of legacyTopics) {
    if (written === undefined) continue;
    const resolved = resolveWebhookUri(written, applicationUrl);
    if (!isHttpUrl(resolved)) throw new Error(`webhooks.privacy_compliance: the local Shopify delivers only over HTTP(S), not to ${resolved}`);
    out.set(topic, { topic, written, uri: resolved, includeFields: null });
  }
  return out;
}

/**
 * Parses shopify.app.toml text.
 * @throws Error naming the field when the TOML does not parse, a field the local Shopify needs is
 * missing or malformed, or a webhook subscription is one the CLI refuses or the local Shopify
 * cannot deliver
 */
export function parseAppToml(text: string): AppConfig {
  let raw: unknown;
  try {
    raw = TOML.parse(text.replace(/\r\n$/g, '\n'));
  } catch (err) {
    throw new Error(`shopify.app.toml: ${err instanceof Error ? err.message : String(err)}`);
  }
  const parsed = TOML_SCHEMA.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`shopify.app.toml: ${parsed.error.issues.map((i) => `[${i.path.join('.')}]: ${i.message}`).join('; ')}`);
  }
  const t = parsed.data;
  return {
    clientId: t.client_id,
    scopes: t.access_scopes.scopes,
    apiVersion: t.webhooks.api_version,
    applicationUrl: t.application_url,
    subscriptions: subscriptionsOf(t.webhooks, t.application_url),
  };
}

/** The repository's shopify.app.toml, parsed. @throws when the file cannot be read or parsed (parseAppToml) */
export function readAppConfig(file: URL | string = APP_TOML): AppConfig {
  return parseAppToml(readFileSync(file, 'utf8'));
}

/**
 * The subscriptions of `config` with the app served from `appOrigin` (relocateApplicationUrl):
 * relative URIs follow the app there, absolute https URIs stay.
 */
export function subscriptionsServedFrom(config: AppConfig, appOrigin: string): Map<string, WebhookSubscription> {
  const moved = relocateApplicationUrl(config.applicationUrl, appOrigin);
  return new Map([...config.subscriptions].map(([topic, s]) => [topic, { ...s, uri: resolveWebhookUri(s.written, moved) }]));
}

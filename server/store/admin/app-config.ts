/**
 * What the local Shopify reads from the app's shopify.app.toml: the client id, the scopes, the
 * webhooks API version and the subscribed topics with their URIs. A tiny reader of exactly those
 * lines (no TOML library is installed): `key = "string"` and `key = ["a", "b"]` under
 * `[access_scopes]`, `[webhooks]` and `[[webhooks.subscriptions]]`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AppConfig {
  clientId: string;
  scopes: string;
  apiVersion: string;
  /** topic (including compliance topics) to the URI it is delivered to, relative to the app's URL */
  subscriptions: Map<string, string>;
}

/** The repository's shopify.app.toml. */
export const APP_TOML = join(import.meta.dirname, '../../../shopify.app.toml');

const stringValue = (raw: string) => /^"(.*)"$/.exec(raw.trim())?.[1];
const arrayValue = (raw: string) => /^\[(.*)\]$/.exec(raw.trim())?.[1]?.split(',').map((s) => stringValue(s)).filter((s): s is string => !!s) ?? [];

/** Parses the lines AppConfig needs from TOML text. */
export function parseAppToml(text: string): AppConfig {
  const config: AppConfig = { clientId: '', scopes: '', apiVersion: '', subscriptions: new Map() };
  let section = '';
  let topics: string[] = [];
  let uri = '';
  const closeSubscription = () => {
    if (section === 'webhooks.subscriptions') for (const t of topics) config.subscriptions.set(t, uri);
    topics = [];
    uri = '';
  };
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/#.*$/, '').trim();
    if (!line) continue;
    const header = /^\[\[?([^\]]+)\]\]?$/.exec(line);
    if (header) {
      closeSubscription();
      section = header[1]!.trim();
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0) continue;
    const key = line.slice(0, eq).trim();
    const value = line.slice(eq + 1);
    if (section === '' && key === 'client_id') config.clientId = stringValue(value) ?? '';
    else if (section === 'access_scopes' && key === 'scopes') config.scopes = stringValue(value) ?? '';
    else if (section === 'webhooks' && key === 'api_version') config.apiVersion = stringValue(value) ?? '';
    else if (section === 'webhooks.subscriptions' && (key === 'topics' || key === 'compliance_topics')) topics.push(...arrayValue(value));
    else if (section === 'webhooks.subscriptions' && key === 'uri') uri = stringValue(value) ?? '';
  }
  closeSubscription();
  return config;
}

/** The repository's shopify.app.toml, parsed. @throws when the file cannot be read */
export function readAppConfig(file: URL | string = APP_TOML): AppConfig {
  return parseAppToml(readFileSync(file, 'utf8'));
}

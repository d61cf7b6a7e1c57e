/**
 * The app-installation metafield the app embed reads (namespace 'status', key 'embed', type
 * json), the app's own data on the shop, which the theme app extension's Liquid reads as
 * `app.metafields.status.embed` and renders into every page without a request to the API
 * (extensions/account-widget/blocks/app-embed.liquid): where the widget finds the app (shop id,
 * API base, the Firebase web config) and the settings the launcher needs before the panel
 * (notification triggers, UTM setting, me-button, launcher colours; the block's own settings are
 * the fallback for the last two). The app writes it on install, on every settings save, and puts
 * it back whenever it finds it missing or stale (on start and when the merchant opens the admin).
 */
import { isDeepStrictEqual } from 'node:util';
import type { Queryable } from '../db/db';
import { COLOUR } from '../settings/schema';
import { ShopifyError, type ShopifyAdmin } from './types';

/**
 * What the app tells every shop's storefront about itself: the same for all shops, from the
 * API's configuration (production: SHOPIFY_APP_URL, FIREBASE_PROJECT_ID, FIREBASE_WEB_API_KEY,
 * FIREBASE_AUTH_DOMAIN; the local stack: where it listens and the Auth emulator).
 */
export interface EmbedAppConfig {
  /** where the widget calls the API: an absolute http(s) URL without a trailing slash */
  apiBase: string;
  /** the Firebase web config of the project that signs shoppers in (public values, as Firebase's console shows them) */
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** the Firebase Auth emulator's URL (a local or staging stack); never in production */
  authEmulatorUrl?: string;
}

/** What writing the metafield needs: the shop's settings, Shopify, the app's own values. */
export interface EmbedDeps { db: Queryable; shopify: ShopifyAdmin; embedApp: EmbedAppConfig }

/** What the metafield holds. */
export interface EmbedValue extends EmbedAppConfig {
  /** our id of the shop (its myshopify subdomain), which every API call names */
  shopId: string;
  notificationTriggers: unknown;
  utmTracking: unknown;
  /** the me-button's variant without countries (the app embed renders one button for every country) */
  meButton?: { isActive?: boolean; loggedInOnly?: boolean; display?: string; placement?: string };
  /** the launcher button's colours */
  theme?: { primary?: string; onPrimary?: string };
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const PLACEMENTS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'];
const DISPLAYS = ['both', 'icon', 'text'];

/**
 * The metafield's value for `shopId`: the app's own values (`app`), then the shop's `settings`
 * and `customizations` (as stored, or as the admin saves them): triggers and UTM setting as they
 * are (the widget checks them), the me-button's fields and the launcher colours only when they
 * are of the right kind.
 */
export function embedValue(shopId: string, app: EmbedAppConfig, settings: unknown, customizations: unknown): EmbedValue {
  const s = isObject(settings) ? settings : {};
  const value: EmbedValue = {
    shopId,
    apiBase: app.apiBase.replace(/\/+$/, ''),
    firebase: { apiKey: app.firebase.apiKey, authDomain: app.firebase.authDomain, projectId: app.firebase.projectId },
    ...(app.authEmulatorUrl ? { authEmulatorUrl: app.authEmulatorUrl } : {}),
    notificationTriggers: s.notificationTriggers ?? [],
    utmTracking: s.utmTracking ?? null,
  };
  const variants = Array.isArray(s.meButton) ? s.meButton : [s.meButton];
  const me = variants.find((v) => isObject(v) && !(Array.isArray(v.countries) && v.countries.length)) ?? variants.find(isObject);
  if (isObject(me)) {
    const placement = me.placement ?? me.position;
    value.meButton = {
      ...(typeof me.isActive === 'boolean' ? { isActive: me.isActive } : {}),
      ...(typeof me.loggedInOnly === 'boolean' ? { loggedInOnly: me.loggedInOnly } : {}),
      ...(DISPLAYS.includes(me.display as string) ? { display: me.display as string } : {}),
      ...(PLACEMENTS.includes(placement as string) ? { placement: placement as string } : {}),
    };
  }
  const theme = isObject(customizations) && isObject(customizations.theme) ? customizations.theme : {};
  const colour = (...vs: unknown[]) => vs.find((v): v is string => typeof v === 'string' && COLOUR.test(v));
  // the panel's primary colours, which the admin's Look edits; the older launcher-only tokens when a shop has no primary
  const primary = colour(theme.primary, theme.launcherBackground);
  const onPrimary = colour(theme.primaryText, theme.launcherIcon);
  if (primary || onPrimary) value.theme = { ...(primary ? { primary } : {}), ...(onPrimary ? { onPrimary } : {}) };
  return value;
}

export const APP_INSTALLATION_QUERY = /* GraphQL */ `query AppInstallation { currentAppInstallation { id } }`;

export const EMBED_METAFIELD_QUERY = /* GraphQL */ `query EmbedMetafield {
  currentAppInstallation { id metafield(namespace: "status", key: "embed") { jsonValue } }
}`;

export const EMBED_METAFIELD_SET = /* GraphQL */ `mutation EmbedMetafieldSet($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) { metafields { id } userErrors { field message } }
}`;

/** The value the metafield should hold now: the app's config and the shop's stored settings. */
export async function currentEmbedValue(deps: Pick<EmbedDeps, 'db' | 'embedApp'>, shopId: string): Promise<EmbedValue> {
  const { rows } = await deps.db.query<{ settings: unknown; customizations: unknown }>('SELECT settings, customizations FROM shops WHERE id = $1', [shopId]);
  return embedValue(shopId, deps.embedApp, rows[0]?.settings, rows[0]?.customizations);
}

/**
 * Writes the shop's current value (`currentEmbedValue`) to the metafield.
 * @throws ShopifyError (the shop is not installed, Shopify unavailable after the client's retries, or a refused write)
 */
export async function writeEmbedMetafield(deps: EmbedDeps, shopId: string): Promise<void> {
  await setEmbedMetafield(deps.shopify, shopId, await currentEmbedValue(deps, shopId));
}

/**
 * Writes `embed` to the shop's app-installation metafield.
 * @throws ShopifyError (the shop is not installed, Shopify unavailable, or a refused write)
 */
export async function setEmbedMetafield(shopify: ShopifyAdmin, shopId: string, embed: EmbedValue, installationId?: string): Promise<void> {
  const ownerId = installationId ?? (await shopify.graphql<{ currentAppInstallation: { id: string } }>(shopId, APP_INSTALLATION_QUERY)).currentAppInstallation.id;
  const answer = await shopify.graphql<{ metafieldsSet: { userErrors: { message: string }[] } | null }>(shopId, EMBED_METAFIELD_SET, {
    metafields: [{ ownerId, namespace: 'status', key: 'embed', type: 'json', value: JSON.stringify(embed) }],
  });
  const errors = answer.metafieldsSet?.userErrors ?? [];
  if (errors.length) throw new ShopifyError('graphql', `metafieldsSet: ${errors.map((e) => e.message).join('; ')}`);
}

/**
 * Reads the shop's metafield from Shopify and writes it again when it is missing, malformed (an
 * old install) or differs from `currentEmbedValue` (the app moved, or a write was lost): what
 * makes the widget start on the shop's storefront.
 * @returns 'written' when it wrote, 'current' when Shopify already had the value
 * @throws ShopifyError ('not-installed', 'unavailable' after the client's retries, 'graphql')
 */
export async function ensureEmbedMetafield(deps: EmbedDeps, shopId: string): Promise<'written' | 'current'> {
  const answer = await deps.shopify.graphql<{ currentAppInstallation: { id: string; metafield: { jsonValue: unknown } | null } }>(shopId, EMBED_METAFIELD_QUERY);
  const want = await currentEmbedValue(deps, shopId);
  // as JSON, the way Shopify keeps it: members that are undefined are not there
  if (isDeepStrictEqual(answer.currentAppInstallation.metafield?.jsonValue, JSON.parse(JSON.stringify(want)))) return 'current';
  await setEmbedMetafield(deps.shopify, shopId, want, answer.currentAppInstallation.id);
  return 'written';
}

/**
 * `writeEmbedMetafield` after the merchant changed settings; a shop that is not installed is
 * skipped (installing writes the metafield).
 * @throws ShopifyError 'unavailable' or 'graphql'
 */
export async function syncEmbedMetafield(deps: EmbedDeps, shopId: string): Promise<void> {
  try {
    await writeEmbedMetafield(deps, shopId);
  } catch (err) {
    if (err instanceof ShopifyError && err.kind === 'not-installed') return;
    throw err;
  }
}

/**
 * The app's values in a local or staging stack whose shoppers sign in on the Firebase Auth
 * emulator: a `demo-` project needs no real API key (the emulator takes any).
 * @param apiBase where the API listens, e.g. 'http://127.0.0.1:3001'
 * @param emulatorHost the emulator's host:port, e.g. '127.0.0.1:9099'
 */
export function emulatorEmbedApp(apiBase: string, emulatorHost: string, projectId = 'demo-status'): EmbedAppConfig {
  return { apiBase, firebase: { apiKey: 'demo-api-key', authDomain: '127.0.0.1', projectId }, authEmulatorUrl: `http://${emulatorHost}` };
}

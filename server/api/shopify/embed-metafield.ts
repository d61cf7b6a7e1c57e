/**
 * The app-installation metafield the app embed reads (namespace 'status', key 'embed', type
 * json): `{notificationTriggers, utmTracking, meButton, theme}` from the shop's settings and
 * customizations, so the theme app extension renders them into the page without a request to
 * the API (the block's own settings are its fallback for meButton and theme).
 */
import type { Queryable } from '../db/db';
import { COLOUR } from '../settings/schema';
import { ShopifyError, type ShopifyAdmin } from './types';

/** What the metafield holds. */
export interface EmbedValue {
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
 * The metafield's value of a shop's `settings` and `customizations` (as stored, or as the admin
 * saves them): triggers and UTM setting as they are (the widget checks them), the me-button's
 * fields and the launcher colours only when they are of the right kind.
 */
export function embedValue(settings: unknown, customizations: unknown): EmbedValue {
  const s = isObject(settings) ? settings : {};
  const value: EmbedValue = { notificationTriggers: s.notificationTriggers ?? [], utmTracking: s.utmTracking ?? null };
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

export const EMBED_METAFIELD_SET = /* GraphQL */ `mutation EmbedMetafieldSet($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) { metafields { id } userErrors { field message } }
}`;

/**
 * Writes the shop's current settings and customizations (`embedValue`) to the metafield.
 * @throws ShopifyError (the shop is not installed, Shopify unavailable, or a refused write)
 */
export async function writeEmbedMetafield(db: Queryable, shopify: ShopifyAdmin, shopId: string): Promise<void> {
  const { rows } = await db.query<{ settings: unknown; customizations: unknown }>('SELECT settings, customizations FROM shops WHERE id = $1', [shopId]);
  await setEmbedMetafield(shopify, shopId, embedValue(rows[0]?.settings, rows[0]?.customizations));
}

/**
 * Writes `embed` to the shop's app-installation metafield.
 * @throws ShopifyError (the shop is not installed, Shopify unavailable, or a refused write)
 */
export async function setEmbedMetafield(shopify: ShopifyAdmin, shopId: string, embed: EmbedValue): Promise<void> {
  const { currentAppInstallation } = await shopify.graphql<{ currentAppInstallation: { id: string } }>(shopId, APP_INSTALLATION_QUERY);
  const answer = await shopify.graphql<{ metafieldsSet: { userErrors: { message: string }[] } | null }>(shopId, EMBED_METAFIELD_SET, {
    metafields: [{ ownerId: currentAppInstallation.id, namespace: 'status', key: 'embed', type: 'json', value: JSON.stringify(embed) }],
  });
  const errors = answer.metafieldsSet?.userErrors ?? [];
  if (errors.length) throw new ShopifyError('graphql', `metafieldsSet: ${errors.map((e) => e.message).join('; ')}`);
}

/**
 * `writeEmbedMetafield` after the merchant changed settings; a shop that is not installed is
 * skipped (installing writes the metafield).
 * @throws ShopifyError 'unavailable' or 'graphql'
 */
export async function syncEmbedMetafield(deps: { db: Queryable; shopify: ShopifyAdmin }, shopId: string): Promise<void> {
  try {
    await writeEmbedMetafield(deps.db, deps.shopify, shopId);
  } catch (err) {
    if (err instanceof ShopifyError && err.kind === 'not-installed') return;
    throw err;
  }
}

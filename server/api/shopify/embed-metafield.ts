/**
 * The app-installation metafield the app embed reads (namespace 'status', key 'embed', type
 * json): `{notificationTriggers, utmTracking}` from the shop's settings, so the theme app
 * extension renders them into the page without a request to the API.
 */
import type { Queryable } from '../db/db';
import { ShopifyError, type ShopifyAdmin } from './types';

export const APP_INSTALLATION_QUERY = /* GraphQL */ `query AppInstallation { currentAppInstallation { id } }`;

export const EMBED_METAFIELD_SET = /* GraphQL */ `mutation EmbedMetafieldSet($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) { metafields { id } userErrors { field message } }
}`;

/**
 * Writes the shop's current `notificationTriggers` and `utmTracking` settings to the metafield.
 * @throws ShopifyError (the shop is not installed, Shopify unavailable, or a refused write)
 */
export async function writeEmbedMetafield(db: Queryable, shopify: ShopifyAdmin, shopId: string): Promise<void> {
  const { rows } = await db.query<{ notificationTriggers: unknown; utmTracking: unknown }>(
    `SELECT settings -> 'notificationTriggers' AS "notificationTriggers", settings -> 'utmTracking' AS "utmTracking" FROM shops WHERE id = $1`,
    [shopId],
  );
  const embed = { notificationTriggers: rows[0]?.notificationTriggers ?? [], utmTracking: rows[0]?.utmTracking ?? null };
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

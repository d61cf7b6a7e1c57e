/**
 * The merchant's config as the admin reads and saves it (settings/schema.ts MerchantConfig), with
 * its version: `shops.config_version`, one more on every save. A save names the version it was
 * made from; a save from an older version is refused, so two admins never overwrite each other.
 */
import type { ApiDeps } from '../deps';
import { ApiError } from '../errors';
import {
  DEFAULT_CONFIG, readableCustomizations, readableSettings, type MerchantConfig,
} from '../settings/schema';
import { embedValue, setEmbedMetafield, writeEmbedMetafield } from '../shopify/embed-metafield';
import { ShopifyError } from '../shopify/types';

export interface VersionedConfig { config: MerchantConfig; version: number }

interface ConfigRow { settings: unknown; customizations: unknown; config_version: number }

const hasKeys = (v: unknown) => !!v && typeof v === 'object' && Object.keys(v).length > 0;

/**
 * What the admin's form shows for a stored row: the parts that pass the schema (a part that
 * fails is left out, as the widget leaves it out); a shop with no settings yet starts from
 * DEFAULT_CONFIG, a shop without theme colours from the default colours.
 */
export function configOfRow(row: Pick<ConfigRow, 'settings' | 'customizations'>): MerchantConfig {
  const settings = hasKeys(row.settings) ? readableSettings(row.settings).settings : DEFAULT_CONFIG.settings;
  const { customizations } = readableCustomizations(row.customizations);
  if (!hasKeys(customizations.theme)) customizations.theme = { ...DEFAULT_CONFIG.customizations.theme };
  return { settings, customizations };
}

/**
 * The shop's config and version.
 * @throws ApiError 404 'not-found' for a shop the app does not have (or that uninstalled it)
 */
export async function loadConfig(deps: Pick<ApiDeps, 'db'>, shopId: string): Promise<VersionedConfig> {
  const { rows } = await deps.db.query<ConfigRow>(
    'SELECT settings, customizations, config_version FROM shops WHERE id = $1 AND uninstalled_at IS NULL', [shopId],
  );
  if (!rows[0]) throw new ApiError(404, 'not-found', 'The app is not installed on this shop.');
  return { config: configOfRow(rows[0]), version: rows[0].config_version };
}

/** Why a save was refused because the settings moved on. */
export const settingsChanged = () => new ApiError(412, 'settings-changed', 'The settings were changed by someone else. Reload to see their changes, then make yours again.');

/**
 * Saves `config` (already checked against the schema) made from `version`: the app embed's
 * metafield in Shopify first, then the row with the next version. Shopify failing leaves the row
 * as it was; a save from another admin landing in between is refused and the metafield is put
 * back to what the row holds.
 * @returns the saved config and its new version
 * @throws ApiError 412 'settings-changed' when the stored version is not `version`; 404 for an
 *   unknown shop; 503 'unavailable' when Shopify does not take the metafield (nothing saved)
 */
export async function saveConfig(deps: Pick<ApiDeps, 'db' | 'shopify' | 'embedApp'>, shopId: string, config: MerchantConfig, version: number): Promise<VersionedConfig> {
  const current = await loadConfig(deps, shopId);
  if (current.version !== version) throw settingsChanged();
  try {
    await setEmbedMetafield(deps.shopify, shopId, embedValue(shopId, deps.embedApp, config.settings, config.customizations));
  } catch (err) {
    if (!(err instanceof ShopifyError)) throw err;
    if (err.kind === 'not-installed') throw err;
    throw new ApiError(503, 'unavailable', 'Shopify is not answering right now, so nothing was saved. Please try again.');
  }
  const { rows } = await deps.db.query<{ config_version: number }>(
    `UPDATE shops SET settings = $2::jsonb, customizations = $3::jsonb, config_version = config_version + 1
     WHERE id = $1 AND config_version = $4 AND uninstalled_at IS NULL RETURNING config_version`,
    [shopId, JSON.stringify(config.settings), JSON.stringify(config.customizations), version],
  );
  if (!rows[0]) {
    // another save won the race: the metafield follows the row again
    await writeEmbedMetafield(deps, shopId).catch((e: unknown) => console.error('[admin] restoring the embed metafield', e));
    throw settingsChanged();
  }
  return { config, version: rows[0].config_version };
}

/** The version of an `If-Match` header (`"3"`, `W/"3"` or `3`); null when absent or not one. */
export function ifMatchVersion(header: string | undefined): number | null {
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header ?? '');
  return m ? Number(m[1]) : null;
}

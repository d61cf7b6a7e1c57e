/**
 * The admin's Home: the shop (name, Plus or not, new or classic customer accounts), whether our
 * app embed is on in the live theme (its `config/settings_data.json`, read through Admin GraphQL
 * `themes(roles: [MAIN])`), the theme editor link that opens our embed, and the setup checklist.
 */
import type { ApiDeps } from '../deps';
import { readableSettings } from '../settings/schema';
import type { StorefrontState } from '../shopify/storefront-sync';
import { ShopifyError } from '../shopify/types';

export interface Overview {
  shop: { name: string; domain: string; plus: boolean; customerAccounts: 'new' | 'classic' };
  /**
   * whether the widget can start on the storefront: the app embed's metafield and the shop's
   * domains are in step with Shopify (shopify/storefront-sync.ts); set by the overview route
   */
  widget?: StorefrontState;
  embed: { enabled: boolean; themeName: string | null; editorUrl: string };
  checklist: { embedOn: boolean; signInChosen: boolean; storeLogin: 'multipass' | 'customer-accounts' };
}

export const OVERVIEW_QUERY = /* GraphQL */ `query AdminOverview {
  shop { name myshopifyDomain plan { shopifyPlus } customerAccountsV2 { customerAccountsVersion } }
  themes(first: 1, roles: [MAIN]) {
    nodes { id name role files(filenames: ["config/settings_data.json"]) { nodes { filename body { ... on OnlineStoreThemeFileBodyText { content } } } } }
  }
}`;

interface OverviewAnswer {
  shop: { name: string; myshopifyDomain: string; plan: { shopifyPlus: boolean } | null; customerAccountsV2: { customerAccountsVersion: string } | null };
  themes: { nodes: { name: string; files: { nodes: { filename: string; body: { content?: string } | null }[] } | null }[] } | null;
}

/** An app embed block of ours in a theme's settings: `shopify://apps/{app}/blocks/app-embed/{uuid}`. */
const OUR_EMBED = /^shopify:\/\/apps\/[^/]+\/blocks\/app-embed\//;

/**
 * Whether `settingsData` (the text of a theme's config/settings_data.json, which Shopify may start
 * with a comment) has our app embed switched on: a block of our type in `current.blocks` that is
 * not `disabled`. Malformed text reads as off.
 */
export function embedEnabled(settingsData: string | null | undefined): boolean {
  if (!settingsData) return false;
  let data: unknown;
  try {
    data = JSON.parse(settingsData.replace(/^\s*\/\*[\s\S]*?\*\//, ''));
  } catch {
    return false;
  }
  const current = (data as { current?: unknown } | null)?.current;
  const blocks = current && typeof current === 'object' ? (current as { blocks?: unknown }).blocks : null;
  if (!blocks || typeof blocks !== 'object') return false;
  return Object.values(blocks as Record<string, unknown>).some((b) => {
    const block = b as { type?: unknown; disabled?: unknown } | null;
    return !!block && typeof block.type === 'string' && OUR_EMBED.test(block.type) && block.disabled !== true;
  });
}

/**
 * The shop's overview.
 * @param adminOrigin where the shop's admin is: `https://{shop}` in production, the local Shopify's origin in local runs
 * @throws ShopifyError when Shopify does not answer (the app's error handler makes it a 503)
 */
export async function shopOverview(deps: Pick<ApiDeps, 'db' | 'shopify'>, shopId: string, opts: { shop: string; apiKey: string; adminOrigin: string }): Promise<Overview> {
  const answer = await deps.shopify.graphql<OverviewAnswer>(shopId, OVERVIEW_QUERY);
  if (!answer?.shop) throw new ShopifyError('graphql', 'AdminOverview: no shop');
  const theme = answer.themes?.nodes?.[0] ?? null;
  const settingsData = theme?.files?.nodes?.find((f) => f.filename === 'config/settings_data.json')?.body?.content;
  const enabled = embedEnabled(settingsData);
  const plus = answer.shop.plan?.shopifyPlus === true;
  const customerAccounts = answer.shop.customerAccountsV2?.customerAccountsVersion === 'NEW_CUSTOMER_ACCOUNTS' ? 'new' : 'classic';
  const { rows } = await deps.db.query<{ settings: unknown }>('SELECT settings FROM shops WHERE id = $1', [shopId]);
  const auth = readableSettings(rows[0]?.settings).settings.authMethod;
  const variants = Array.isArray(auth) ? auth : auth ? [auth] : [];
  const editorUrl = `${opts.adminOrigin}/admin/themes/current/editor?context=apps&activateAppId=${encodeURIComponent(opts.apiKey)}/app-embed`;
  return {
    shop: { name: answer.shop.name, domain: answer.shop.myshopifyDomain || opts.shop, plus, customerAccounts },
    embed: { enabled, themeName: theme?.name ?? null, editorUrl },
    checklist: {
      embedOn: enabled,
      signInChosen: variants.some((v) => typeof v.method === 'string'),
      // multipass signs shoppers in to the store on Plus with classic accounts; otherwise the hand-off to the store's own sign-in
      storeLogin: plus && customerAccounts === 'classic' ? 'multipass' : 'customer-accounts',
    },
  };
}

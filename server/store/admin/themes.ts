/**
 * The demo shop's online store themes as Admin GraphQL serves them: `themes` and `theme` with
 * their files (queries need the `read_themes` scope), and our app embed switched on or off in the
 * live theme's `config/settings_data.json` (settings-data.ts), as the theme editor stand-in
 * (admin-host/theme-editor.ts) and `POST /dev/theme/app-embed` do.
 */
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { connection, type PageArgs } from './connection';
import { gid, idOf } from './gid';
import type { ShopTheme, ShopThemeFile } from './model';
import type { ShopStore } from './shop-store';
import { APP_EMBED_HANDLE, APP_EMBED_TYPE, APP_HANDLE, EMBED_BLOCK_ID, embedDefaults, parseSettingsData, SETTINGS_DATA, settingsDataText, type AppEmbedBlock, type SettingsData } from './settings-data';

/** The live theme (role MAIN), if the shop has one. */
export const liveTheme = (store: ShopStore): ShopTheme | undefined => store.data.themes.find((t) => t.role === 'MAIN');

/** Our app embed's entry in the live theme's settings_data.json, with its block id, if there is one. */
function embedEntry(store: ShopStore): { theme: ShopTheme; file: ShopThemeFile; data: SettingsData; id: string | undefined } | undefined {
  const theme = liveTheme(store);
  const file = theme?.files.find((f) => f.filename === SETTINGS_DATA);
  const data = file && parseSettingsData(file.content);
  if (!theme || !file || !data) return undefined;
  const blocks = data.current.blocks ?? {};
  const id = Object.keys(blocks).find((k) => isOurEmbed(blocks[k]));
  return { theme, file, data, id };
}

const isOurEmbed = (block: unknown): boolean =>
  !!block && typeof block === 'object' && typeof (block as AppEmbedBlock).type === 'string'
  && (block as AppEmbedBlock).type.startsWith(`shopify://apps/${APP_HANDLE}/blocks/${APP_EMBED_HANDLE}/`);

/** True while our app embed is in the live theme and not disabled (what the storefront renders). */
export function appEmbedEnabled(store: ShopStore): boolean {
  const entry = embedEntry(store);
  const block = entry?.id === undefined ? undefined : entry.data.current.blocks?.[entry.id];
  return !!block && block.disabled !== true;
}

/**
 * Switches our app embed on or off in the live theme as the theme editor's Save does: the
 * block's `disabled` flips (a missing block is added with the schema's defaults when switched
 * on), the file and the theme get a new `updatedAt`, the shop data persists.
 * @returns false when the shop has no live theme with a readable settings_data.json (nothing changes)
 */
export function setAppEmbed(store: ShopStore, enabled: boolean): boolean {
  const entry = embedEntry(store);
  if (!entry) return false;
  const blocks = { ...entry.data.current.blocks };
  if (entry.id !== undefined) blocks[entry.id] = { ...blocks[entry.id]!, disabled: !enabled };
  else if (enabled) blocks[EMBED_BLOCK_ID] = { type: APP_EMBED_TYPE, disabled: false, settings: embedDefaults() };
  else return true;
  const at = store.now();
  entry.file.content = settingsDataText({ ...entry.data, current: { ...entry.data.current, blocks } });
  entry.file.updatedAt = at;
  entry.theme.updatedAt = at;
  store.changed();
  return true;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A `filenames` pattern ('*' matches zero or more characters) as a RegExp. */
const pattern = (glob: string) => new RegExp(`^${glob.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

/** Files in Shopify's order (by filename), numbered for cursors. */
function filesConnection(theme: ShopTheme, a: PageArgs & { filenames?: string[] | null }) {
  if (a.filenames && a.filenames.length > 50) {
    throw new GraphQLError('The filenames argument accepts at most 50 filenames.', { extensions: { code: 'BAD_REQUEST' } });
  }
  if (a.first !== undefined && a.first !== null && a.first > 2500) {
    throw new GraphQLError('The first argument accepts at most 2500 files.', { extensions: { code: 'BAD_REQUEST' } });
  }
  const sorted = [...theme.files].sort((x, y) => x.filename.localeCompare(y.filename)).map((f, i) => ({ id: i + 1, file: f }));
  const wanted = a.filenames?.map(pattern);
  const found = wanted ? sorted.filter((x) => wanted.some((re) => re.test(x.file.filename))) : sorted;
  // a filename without a wildcard that the theme does not have is reported, as Shopify does
  const missing = (a.filenames ?? []).filter((f) => !f.includes('*') && !theme.files.some((x) => x.filename === f));
  const page = connection(found, { first: a.first ?? 50, after: a.after }, (x) => fileView(x.file));
  return { ...page, userErrors: missing.map((filename) => ({ filename, code: 'NOT_FOUND' })) };
}

export function fileView(f: ShopThemeFile) {
  const bytes = Buffer.byteLength(f.content);
  return {
    __typename: 'OnlineStoreThemeFile',
    filename: f.filename,
    size: String(bytes),
    checksumMd5: createHash('md5').update(f.content).digest('hex'),
    contentType: f.filename.endsWith('.json') ? 'application/json' : f.filename.endsWith('.liquid') ? 'application/x-liquid' : 'text/plain',
    createdAt: iso(f.createdAt),
    updatedAt: iso(f.updatedAt),
    body: { __typename: 'OnlineStoreThemeFileBodyText', content: f.content },
  };
}

export function themeView(t: ShopTheme) {
  return {
    __typename: 'OnlineStoreTheme',
    id: gid('OnlineStoreTheme', t.id),
    name: t.name,
    role: t.role,
    prefix: `/t/${t.id % 1000}`,
    processing: false,
    processingFailed: false,
    themeStoreId: t.themeStoreId,
    createdAt: iso(t.createdAt),
    updatedAt: iso(t.updatedAt),
    files: (a: PageArgs & { filenames?: string[] | null }) => filesConnection(t, a),
  };
}

/** What a resolver's context carries: the access token's scopes (comma-separated, as granted). */
export interface AdminContext { scopes: string }

/**
 * Refuses a field without `read_themes` (or `write_themes`), as Shopify answers ACCESS_DENIED.
 * @throws GraphQLError ACCESS_DENIED
 */
export function requireThemeAccess(ctx: AdminContext | undefined, field: string): void {
  const scopes = new Set((ctx?.scopes ?? '').split(',').map((s) => s.trim()));
  if (scopes.has('read_themes') || scopes.has('write_themes')) return;
  throw new GraphQLError(`Access denied for ${field} field. Required access: \`read_themes\` access scope.`, {
    extensions: { code: 'ACCESS_DENIED', documentation: 'https://shopify.dev/api/usage/access-scopes', requiredAccess: '`read_themes` access scope.' },
  });
}

/** The Query root's `themes` and `theme` over `store`. */
export function themeQueries(store: ShopStore) {
  return {
    themes: (a: PageArgs & { roles?: string[] | null; names?: string[] | null }, ctx: AdminContext) => {
      requireThemeAccess(ctx, 'themes');
      const names = a.names?.map(pattern);
      const found = store.data.themes.filter((t) => (!a.roles?.length || a.roles.includes(t.role)) && (!names || names.some((re) => re.test(t.name))));
      return connection([...found].sort((x, y) => x.id - y.id), a, themeView);
    },
    theme: (a: { id: string }, ctx: AdminContext) => {
      requireThemeAccess(ctx, 'theme');
      const id = idOf(a.id, 'OnlineStoreTheme');
      const t = id === null ? undefined : store.data.themes.find((x) => x.id === id);
      return t ? themeView(t) : null;
    },
  };
}

/**
 * The theme editor stand-in, at the address Shopify's theme editor has:
 *   GET  /admin/themes/current/editor?context=apps&activateAppId={client id}/app-embed
 *        the live theme's App embeds with a switch for our app embed. `activateAppId` naming our
 *        app switches it on in the form (not yet saved), as Shopify's deep link does.
 *   POST /admin/themes/current/editor (form: `app-embed=on` or nothing)
 *        Save: writes the live theme's config/settings_data.json, then 303 back to the editor with
 *        `saved=1`.
 * A plain HTML form: it works without script and with the keyboard alone.
 */
import type { Hono } from 'hono';
import { esc } from '../html';
import { APP_EMBED_HANDLE } from '../admin/settings-data';
import { appEmbedEnabled, liveTheme, setAppEmbed } from '../admin/themes';
import type { ShopStore } from '../admin/shop-store';
import { adminPage, EDITOR_PATH } from './chrome';

/** The app's name as the theme editor lists its embed (shopify.app.toml `name`). */
export const APP_TITLE = 'Status account widget';
/** The app embed block's name (its schema's `name`). */
const BLOCK_NAME = 'Account widget';

export interface ThemeEditorOptions {
  store: ShopStore;
  /** the app's client id: `activateAppId` must be `{apiKey}/app-embed` (or `{apiKey}/{uuid}`) */
  apiKey: string;
}

/** Registers the theme editor stand-in on `app`. */
export function registerThemeEditor(app: Hono, opts: ThemeEditorOptions): void {
  const { store, apiKey } = opts;

  app.get(EDITOR_PATH, (c) => {
    const theme = liveTheme(store);
    const shopName = store.data.shop.name;
    const headers = { 'Cache-Control': 'no-store' };
    if (!theme) {
      return c.html(adminPage({ title: 'Theme editor', shopName, current: 'online-store', main: '<div class="unavailable"><h1>Theme editor</h1><p>The shop has no live theme.</p></div>' }), 404, headers);
    }
    const activate = c.req.query('activateAppId') ?? '';
    const activating = activate.startsWith(`${apiKey}/`) && activate.length > apiKey.length + 1;
    const saved = c.req.query('saved') === '1';
    const on = appEmbedEnabled(store) || activating;
    const notice = saved
      ? '<p class="notice saved" role="status">Saved. The live theme now has this app embed setting.</p>'
      : activating && !appEmbedEnabled(store)
        ? `<p class="notice" role="status">${esc(APP_TITLE)} is switched on below. Save to add it to your live theme.</p>`
        : '';
    const main = `
<div class="title-bar"><h1>Customize ${esc(theme.name)} <span class="hint">(live theme)</span></h1></div>
${notice}
<form method="post" action="${EDITOR_PATH}" class="card" aria-labelledby="embeds-heading">
  <h2 id="embeds-heading">App embeds</h2>
  <div class="embed">
    <input type="checkbox" role="switch" class="switch" id="app-embed" name="app-embed" value="on"${on ? ' checked' : ''} aria-describedby="app-embed-hint">
    <div>
      <label for="app-embed">${esc(APP_TITLE)}</label>
      <p class="hint" id="app-embed-hint">${esc(BLOCK_NAME)} (${esc(APP_EMBED_HANDLE)})</p>
    </div>
  </div>
  <input type="hidden" name="context" value="apps">
  <div class="actions" style="display:flex;justify-content:flex-end;padding-top:12px"><button type="submit" class="primary">Save</button></div>
</form>`;
    return c.html(adminPage({ title: `Customize ${theme.name}`, shopName, current: 'online-store', main }), 200, headers);
  });

  app.post(EDITOR_PATH, async (c) => {
    const form = await c.req.parseBody().catch(() => null);
    if (!form) return c.text('The form could not be read.', 400);
    if (!setAppEmbed(store, form['app-embed'] === 'on')) return c.text('The shop has no live theme with config/settings_data.json.', 404);
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${EDITOR_PATH}?context=apps&saved=1`, 303);
  });
}

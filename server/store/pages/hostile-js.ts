/**
 * Hostile host pages for the storefront emulator (docs/security.md; the e2e fault tests): `?embeds=2` on any store page
 * renders the app embed twice, as a theme with two app embed blocks does (a second config block,
 * a second `<status-launcher>` button and a second launcher template and loader, whose script
 * URL differs, so the browser evaluates the launcher module twice). The other hostile theme scripts (a wrapped or
 * throwing `fetch`, frozen prototypes, clashing custom elements, blocked storage) are theme
 * scripts that run before ours: tests/e2e/hostile-js.test.ts adds them with `page.addInitScript`.
 */
import type { MiddlewareHandler } from 'hono';

/** The app embed's markup in a rendered page: config block, button, the launcher's template and the loader (extensions/account-widget/blocks/app-embed.liquid). */
const EMBED = /<script type="application\/json" id="status-config">[\s\S]*?\}\)\(document\)<\/script>/;

/** Middleware: with `?embeds=2`, repeats the page's app embed before `</body>` (its loader asking for `status-launcher.js?block=2`). */
export function twoEmbeds(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.query('embeds') !== '2' || !c.res.headers.get('content-type')?.includes('text/html')) return;
    const html = await c.res.text();
    const embed = html.match(EMBED)?.[0];
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(embed ? html.replace('</body>', `${embed.replace('status-launcher.js', 'status-launcher.js?block=2')}\n</body>`) : html, { status: c.res.status, headers });
  };
}

/**
 * The strict Content-Security-Policy fixture page (docs/security.md 'Content-Security-Policy'), served at
 * `/pages/csp`: the home page as a merchant who adds a CSP would serve it. No inline script runs
 * and no inline style applies without the page's nonce, nothing is evaluated from strings, and
 * requests go only to the store itself, the app's API and the identity service (the origins the
 * merchant allows: here those the app's metafield names, as its install docs tell a merchant):
 *
 *   default-src 'self'; script-src 'self' 'nonce-N'; style-src 'self' 'nonce-N';
 *   connect-src 'self' API AUTH; img-src 'self' data: API; object-src 'none'; base-uri 'none';
 *   frame-ancestors 'self'
 *
 * The theme puts the nonce on each of its inline `<script>` and `<style>` elements (and the app
 * embed's config block, a JSON `<script>` that CSP never runs anyway) and publishes it as
 * `<meta property="csp-nonce" nonce="N">` (the convention Vite's `html.cspNonce` uses), where the
 * widget reads it for the `<style>` elements it makes in its shadow roots (src/styles/nonce.ts).
 */
import { randomBytes } from 'node:crypto';

/** The policy for one response: `nonce` (base64), the API's origin (null: none) and the identity service's. */
export function strictCsp(nonce: string, api: string | null, auth: string | null): string {
  const allowed = (...origins: (string | null)[]) => origins.filter((o) => o !== null).map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `connect-src 'self'${allowed(api, auth)}`,
    `img-src 'self' data:${allowed(api)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** A fresh nonce: 16 random bytes, base64. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * `html` as the theme serves it under the strict policy: `nonce` on every `<script>` and `<style>`
 * start tag (also those inside declarative shadow roots) and the nonce meta element first in `<head>`.
 */
export function withNonces(html: string, nonce: string): string {
  return html
    .replace(/<(script|style)\b/g, `<$1 nonce="${nonce}"`)
    .replace('<head>', `<head>\n<meta property="csp-nonce" nonce="${nonce}">`);
}

/**
 * The origins the merchant allows for the app (`strictCsp`'s `api` and `auth`): those of the API
 * base and the Auth emulator the app's metafield names; null for a value that is no URL.
 */
export function appOrigins(embed: unknown): { api: string | null; auth: string | null } {
  const value = embed && typeof embed === 'object' ? (embed as { apiBase?: unknown; authEmulatorUrl?: unknown }) : {};
  const originOf = (v: unknown) => {
    try {
      return typeof v === 'string' ? new URL(v).origin : null;
    } catch {
      return null;
    }
  };
  return { api: originOf(value.apiBase), auth: originOf(value.authEmulatorUrl) };
}

/**
 * Serves `page` (an HTML response of the store) under the strict policy: nonces in the markup,
 * `Content-Security-Policy` header. Non-HTML answers pass through unchanged.
 */
export async function underStrictCsp(page: Response, api: string | null, auth: string | null): Promise<Response> {
  if (!/^text\/html\b/i.test(page.headers.get('Content-Type') ?? '')) return page;
  const nonce = newNonce();
  const headers = new Headers(page.headers);
  headers.set('Content-Security-Policy', strictCsp(nonce, api, auth));
  headers.delete('Content-Length');
  return new Response(withNonces(await page.text(), nonce), { status: page.status, headers });
}

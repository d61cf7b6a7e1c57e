/**
 * The one URL rule (docs/security.md 'Hostile input (XSS)') for every URL from settings, the API, the page or
 * the hash that reaches an `href`, a `src`, `location.assign` or `window.open`: a same-origin path
 * ('/x'; never '//host' or '/\host', which browsers read as another host) or an `https:` URL;
 * `http:` only while the page itself is `http:` on localhost or 127.0.0.1 (the local stack).
 * Everything else (`javascript:`, `data:`, `vbscript:`, relative words, leading spaces or control
 * characters, a non-string) is refused. Reads `location`; otherwise pure.
 */
import { isSameOriginPath } from './same-origin-path';

/** `value` when it passes the rule above, else undefined (render no link / no image). */
export function safeUrl(value: unknown): string | undefined {
  return typeof value == 'string' &&
    (isSameOriginPath(value) || /^https:\/\//i.test(value) || (/^http:\/\//i.test(value) && /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(location.href)))
    ? value
    : undefined;
}

/**
 * Links from the API that the widget opens or navigates to (order editing, package tracking):
 * only web addresses pass, so bad API data can never run script in the page (`javascript:`) or
 * leave for another scheme. Pure.
 */

/** `value` when it is an http(s) URL or a root-relative path ('/x', not '//host'); else null. */
export function webUrl(value: unknown): string | null {
  return typeof value === 'string' && /^(https?:\/\/[^\s/]|\/(?!\/))/i.test(value.trim()) ? value.trim() : null;
}

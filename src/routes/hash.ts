/**
 * `#status` hashes (docs/product.md#routes), the one codec the launcher, the page elements and the
 * panel share (a standalone file imports only what it uses of it). `#status` and `#status-` open
 * For you, `#status-{route}` opens that route. The panel's links and address bar get their hash
 * from routes/table.ts `routeToHash`, which encodes a route's params; `statusHash` is the same rule
 * for a standalone file that cannot load the table (the sign-in element).
 */

/**
 * Returns the route in `hash` ('' for For you) or null when the hash is not ours. A malformed
 * escape (`#status-%E0`) is kept as typed rather than thrown into the page.
 */
export function statusRoute(hash: string): string | null {
  const h = hash.replace(/^#/, '');
  if (h === 'status') return '';
  if (!h.startsWith('status-')) return null;
  try {
    return decodeURIComponent(h.slice(7));
  } catch {
    return h.slice(7);
  }
}

/** The hash of an encoded route string: '#status' for '' (For you), else '#status-{route}'. */
export const statusHash = (route: string): string => (route ? '#status-' + route : '#status');

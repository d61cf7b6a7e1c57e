/**
 * `#status` hashes (SPEC.md 2), parsed the same way by the launcher and the panel's router:
 * `#status` and `#status-` open For you, `#status-{route}` opens that route. Returns the route
 * ('' for For you) or null when the hash is not ours. A malformed escape (`#status-%E0`) is kept
 * as typed rather than thrown into the page.
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

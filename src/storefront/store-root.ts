/** Same-origin store paths from page data (docs/security.md 'Hostile input (XSS)'). Only lazy chunks import this (the launcher and the panel entry stay as they are). */

/** True for a same-origin path ('/x'; never '//host' or '/\host', which browsers read as another host, even with tabs or line breaks between). */
export const isStorePath = (path: unknown): path is string => typeof path == 'string' && /^\/(?![\t\n\r]*[/\\])/.test(path);

/**
 * The store's locale root (the page config's `routes.root`): a same-origin path such as '/' or
 * '/de/' as given, anything else '/' (a `javascript:` or `https://other.example/` root from a
 * hostile config block never reaches `location.assign` or an `href`, and no cart update goes to
 * another host).
 */
export const storeRoot = (root: unknown): string => (isStorePath(root) ? root : '/');

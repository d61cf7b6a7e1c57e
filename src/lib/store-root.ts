/**
 * The store's locale root (the page config's `routes.root`, issue 14 'Hostile input'): a
 * same-origin path such as '/' or '/de/' as given, anything else '/' (a `javascript:` or
 * `https://other.example/` root from a hostile config block never reaches `location.assign` or
 * an `href`, and no cart update goes to another host). Only lazy chunks import this (the launcher and the panel entry stay as they are).
 */
export const storeRoot = (root: unknown): string => (typeof root == 'string' && /^\/(?![\t\n\r]*[/\\])/.test(root) ? root : '/');

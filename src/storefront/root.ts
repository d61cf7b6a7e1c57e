/** The storefront's locale root. Only lazy chunks import this (the launcher and the panel entry stay as they are). */
import { isSameOriginPath } from '../lib/same-origin-path';

/**
 * The storefront's locale root (the page config's `routes.root`): a same-origin path such as '/'
 * or '/de/' as given, anything else '/' (a `javascript:` or `https://other.example/` root from a
 * hostile config block never reaches `location.assign` or an `href`, and no cart update goes to
 * another host).
 */
export const storefrontRoot = (root: unknown): string => (isSameOriginPath(root) ? root : '/');

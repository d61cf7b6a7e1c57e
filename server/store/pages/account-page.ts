/**
 * The standalone account page (docs/product.md#routing-rules 'A standalone app'; full-page mode),
 * served at `/pages/account`: the widget's panel fills the page's `<status-account>` element instead
 * of sliding out. The page loads full-page mode's entry (`status-page.js`, src/account-page.ts)
 * itself, as a theme's app block would; the app embed's config block (rendered with the me-button off
 * on this page) gives it the shop. The element reserves its box before the script runs (no layout
 * shift).
 */
import type { PageContent } from './layout';

/** Where the store serves full-page mode's entry, beside the launcher. */
export const PAGE_ENTRY_SRC = '/status/status-page.js';

/** The account page: a heading and the panel's element, and the module script that fills it. */
export function standaloneAccountPage(): PageContent {
  return {
    title: 'My account',
    main: '<div class="wrap"><h1>Account</h1>' +
      '<style>status-account{display:block;min-height:70vh;margin:16px 0}</style>' +
      '<status-account></status-account></div>',
    tail: `<script type="module" src="${PAGE_ENTRY_SRC}"></script>`,
  };
}

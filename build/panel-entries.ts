/**
 * The panel build's entries (vite.config.ts). The panel entry, `status-panel.js`, is what the
 * launcher loads on intent; its lazy chunks (screens, identity, ...) land beside it as `c-*.js`.
 * Flat: a theme app extension's assets/ folder has no subfolders.
 */
export const PANEL_ENTRY = 'src/panel/index.tsx';

/**
 * The panel build's other entries: files loaded by URL (src/launcher/chunks.ts,
 * src/elements/light/runtime.ts) that run on the panel's runtime. Built with the panel, they import
 * its modules from status-panel.js and its chunks instead of bundling a second copy.
 */
export const PANEL_ENTRIES: Record<string, string> = {
  'status-runtime': 'src/elements/runtime.ts',
  'status-collection-list': 'src/elements/collection-list.tsx',
  'status-cart-sync': 'src/cart-sync.ts',
  'status-tracking-send': 'src/launcher/tracking-send.ts',
  'status-trigger-toast': 'src/features/content/components/trigger-toast.ts',
  // Not the launcher's: full-page mode's entry, which a standalone account page loads itself (src/account-page.ts).
  'status-page': 'src/account-page.ts',
};

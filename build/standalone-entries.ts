/**
 * The self-contained files, one standalone build each (build/standalone-config.ts, run by
 * scripts/build.ts): the launcher and its late half, the only files a page loads before the
 * shopper touches us (the late half draws the page elements), and the elements' bodies, loaded on
 * intent. Each is built alone because rolldown bundles an input into one file only then. The
 * launcher loads the others by name (`status-{name}.js`, src/launcher/chunks.ts); none imports the
 * panel's files, and what they load later they load by URL, so the bundler adds no module-preload
 * helper (docs/toolchain.md#vites-module-preload-helper).
 */
export const STANDALONE: Record<string, string> = {
  'status-launcher': 'src/launcher.ts',
  'status-late': 'src/launcher/late.ts',
  'status-touch': 'src/launcher/touch.ts',
  'status-favorite-button': 'src/elements/favorite-button.ts',
  'status-save-button': 'src/elements/save-button.ts',
  'status-saved-link': 'src/elements/saved-link.ts',
  'status-login': 'src/elements/login.ts',
  'status-icon': 'src/elements/icon.ts',
  'status-collection': 'src/elements/collection.ts',
};

/**
 * The standalone files whose functions nearly all run as soon as they arrive: each gets V8's
 * compile hint (build/compile-hints.ts). Not the launcher: what the hint saves it is within the
 * measurements' spread, and its bytes come out of the launcher's headroom. Not the files loaded on
 * intent either: they run only part of their functions. docs/performance.md#before-the-shopper-touches-us
 * has the figures.
 */
export const COMPILED_ON_LOAD: ReadonlySet<string> = new Set(['status-late']);

import { mergeConfig, type InlineConfig } from 'vite';
import { compileHints } from './compile-hints.ts';
import { moduleList } from './module-list.ts';
import { panelPreloads } from './panel-preloads.ts';
import { COMPILED_ON_LOAD } from './standalone-entries.ts';
import { widgetConfig, widgetOutDir } from './widget-config.ts';

/**
 * The inline config of one standalone build (scripts/build.ts runs one per file of
 * build/standalone-entries.ts, after the panel build): `entry` (a src path) bundled alone into
 * `{name}.js`, with no split chunks (what it loads later it loads by URL), beside the panel build's
 * files in the same folder, plus `.vite/{name}-modules.json` (build/module-list.ts). The file
 * carries `__PANEL_PRELOAD__`, the panel files to fetch with the panel (build/panel-preloads.ts),
 * which throws when the panel build has not run. No config file is read: this is the whole config.
 */
export function standaloneConfig(name: string, entry: string, preview: boolean): InlineConfig {
  const standalone: InlineConfig = {
    configFile: false,
    // After build/minify.ts's terser (widgetConfig's plugins come first), which drops comments.
    plugins: COMPILED_ON_LOAD.has(name) ? [moduleList(), compileHints()] : [moduleList()],
    define: { __PANEL_PRELOAD__: JSON.stringify(panelPreloads(widgetOutDir(preview))) },
    build: {
      // es2020, a year below the panel build's es2021 (vite.config.ts): the launcher loads on every page.
      target: 'es2020',
      emptyOutDir: false,
      rolldownOptions: { input: { [name]: entry }, output: { codeSplitting: false } },
    },
  };
  return mergeConfig(widgetConfig(preview), standalone);
}

/**
 * The compiled customer account UI extensions' sizes (docs/customer-accounts.md): each UI
 * extension's bundle as `shopify app build` writes it (`extensions/{dir}/dist/{handle}.js`), in
 * raw bytes, as Shopify counts its 64 KB limit per compiled extension; our budget is half of it
 * (perf/budgets.json `customerAccountExtension`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface ExtensionSize {
  /** the extension's handle, e.g. 'account-favorites' */
  handle: string;
  /** where its bundle is, relative to the app's root */
  file: string;
  /** raw bytes, or null when there is no bundle (`shopify app build` has not run) */
  bytes: number | null;
}

/** The UI extensions under `root`/extensions (a `shopify.extension.toml` with `type = "ui_extension"`) and their bundles' sizes. */
export function extensionSizes(root: string): ExtensionSize[] {
  const dir = join(root, 'extensions');
  const sizes: ExtensionSize[] = [];
  for (const name of readdirSync(dir).sort()) {
    const toml = join(dir, name, 'shopify.extension.toml');
    if (!existsSync(toml)) continue;
    const text = readFileSync(toml, 'utf8');
    if (!/^\s*type\s*=\s*"ui_extension"/m.test(text)) continue;
    const handle = /^\s*handle\s*=\s*"([^"]+)"/m.exec(text)?.[1] ?? name;
    const file = join('extensions', name, 'dist', `${handle}.js`);
    const path = join(root, file);
    sizes.push({ handle, file, bytes: existsSync(path) ? statSync(path).size : null });
  }
  return sizes;
}

/** What breaks the budget (raw bytes per compiled extension): one line per extension over it or without a bundle. */
export function extensionProblems(sizes: ExtensionSize[], budget: number): string[] {
  return sizes.flatMap((s) =>
    s.bytes === null ? [`${s.file}: no bundle; run \`npm run check:shopify\` (shopify app build) first`]
      : s.bytes > budget ? [`${s.file}: ${s.bytes} B > ${budget} B (half of Shopify's 64 KB per compiled extension)`] : []);
}

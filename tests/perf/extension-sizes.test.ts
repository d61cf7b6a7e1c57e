// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extensionProblems, extensionSizes } from '../../perf/extension-sizes';

/** An app folder with a theme extension and two UI extensions, one of them built. */
function app(bundleBytes: number): string {
  const root = mkdtempSync(join(tmpdir(), 'ext-sizes-'));
  const ext = (dir: string, toml: string) => {
    mkdirSync(join(root, 'extensions', dir), { recursive: true });
    writeFileSync(join(root, 'extensions', dir, 'shopify.extension.toml'), toml);
  };
  ext('account-widget', '[[extensions]]\ntype = "theme"\nhandle = "account-widget"\n');
  ext('account-favorites', 'api_version = "2026-07"\n[[extensions]]\nname = "Favorites"\nhandle = "favorites-page"\ntype = "ui_extension"\n');
  ext('order-block', '[[extensions]]\nhandle = "order-block"\ntype = "ui_extension"\n');
  mkdirSync(join(root, 'extensions/account-favorites/dist'));
  writeFileSync(join(root, 'extensions/account-favorites/dist/favorites-page.js'), 'x'.repeat(bundleBytes));
  return root;
}

test('lists each UI extension with its compiled bundle by handle, and none of the theme extension', () => {
  expect(extensionSizes(app(1234))).toEqual([
    { handle: 'favorites-page', file: join('extensions', 'account-favorites', 'dist', 'favorites-page.js'), bytes: 1234 },
    { handle: 'order-block', file: join('extensions', 'order-block', 'dist', 'order-block.js'), bytes: null },
  ]);
});

test('reports a bundle over the budget and an extension that was not built, and nothing at the budget', () => {
  const sizes = extensionSizes(app(32_769));
  expect(extensionProblems(sizes, 32_768)).toEqual([
    expect.stringContaining('favorites-page.js: 32769 B > 32768 B'),
    expect.stringContaining('order-block.js: no bundle'),
  ]);
  expect(extensionProblems(extensionSizes(app(32_768)).slice(0, 1), 32_768)).toEqual([]);
});

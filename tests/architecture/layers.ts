/**
 * The layers of src/ (docs/architecture.md#rules-the-checks-hold-you-to, docs/architecture.md) and the imports between
 * them: views and entry points (screens, components, the panel's shell, ui, elements, the launcher, the
 * build's entries) import stores; stores import
 * auth flows (lazily) and API calls; auth flows import API calls; API calls import neither. Shared
 * modules (pure helpers, i18n, styles, the route table, the storefront's page helpers, types) are
 * importable by every layer and import only shared modules.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

export type Layer = 'view' | 'state' | 'auth' | 'api' | 'shared';
/** Higher imports lower; `shared` is below and beside all of them. */
const RANK: Record<Exclude<Layer, 'shared'>, number> = { view: 3, state: 2, auth: 1, api: 0 };

const root = resolve(__dirname, '../..');

/** The layer of `file` (a path under src/). */
export function layerOf(file: string): Layer {
  const f = file.replace(/^src\//, '');
  if (/^features\/[^/]+\/(screens|components)\//.test(f)) return 'view';
  if (/^features\/[^/]+\/state\//.test(f)) return 'state';
  if (/^features\/[^/]+\/api\//.test(f)) return 'api';
  if (/^features\/[^/]+\/lib\//.test(f)) return 'shared';
  // the panel's stores: the route, the widget's open state, the viewport
  if (/^panel\/(router|widget|viewport)\.ts$/.test(f)) return 'state';
  // an entry of the build (build/panel-entries.ts): the cart observer's sync starts the stores it feeds
  if (f === 'storefront/cart-sync.ts') return 'view';
  const top = f.split('/')[0];
  if (['panel', 'ui', 'elements', 'launcher', 'preview', 'launcher.ts', 'account-page.ts'].includes(top)) return 'view';
  if (['session', 'settings', 'cache', 'tracking'].includes(top)) return 'state';
  if (top === 'auth') return 'auth';
  if (top === 'api') return 'api';
  // lib, i18n, styles, routes (the table and hash rules), storefront (the page's cart and events)
  return 'shared';
}

/** Every import and dynamic import of `file` that resolves to a module in src/, as paths under the root. */
export function importsOf(file: string): string[] {
  const text = readFileSync(resolve(root, file), 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const specs: string[] = [];
  const visit = (n: ts.Node): void => {
    if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
      // a type-only import is knowledge of a shape, not a dependency at run time
      const typeOnly = ts.isImportDeclaration(n) ? n.importClause?.isTypeOnly : n.isTypeOnly;
      if (!typeOnly) specs.push(n.moduleSpecifier.text);
    } else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword && n.arguments[0] && ts.isStringLiteral(n.arguments[0])) {
      specs.push(n.arguments[0].text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  const out: string[] = [];
  for (const s of specs) {
    if (!s.startsWith('.')) continue;
    const base = relative(root, resolve(root, dirname(file), s));
    const hit = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((x) => base + x).find((p) => ts.sys.fileExists(resolve(root, p)) && /\.tsx?$/.test(p));
    if (hit?.startsWith('src/')) out.push(hit);
  }
  return out;
}

/** True when an import from layer `from` to layer `to` goes the wrong way. */
export function against(from: Layer, to: Layer): boolean {
  if (to === 'shared') return false;
  if (from === 'shared') return true;
  return RANK[from] < RANK[to];
}

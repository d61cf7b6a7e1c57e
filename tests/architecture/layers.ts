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
  const top = f.split('/')[0];
  // the build's entries at the top of src/ are views: they start the stores they feed
  if (['panel', 'ui', 'elements', 'launcher', 'preview', 'launcher.ts', 'account-page.ts', 'cart-sync.ts'].includes(top)) return 'view';
  if (['session', 'settings', 'cache', 'tracking', 'toasts', 'local'].includes(top)) return 'state';
  if (top === 'auth') return 'auth';
  if (top === 'api') return 'api';
  // lib, i18n, styles, routes (the table and hash rules), storefront (the page's cart and events)
  return 'shared';
}

/** One import of a module in src/: where it goes, and how. */
export interface ImportEdge {
  /** the imported module, a path under the root (`src/…/x.ts`) */
  target: string;
  /** `import('…')`: a chunk boundary */
  dynamic: boolean;
  /** `import type`, `export type … from`: knowledge of a shape, not a dependency at run time */
  typeOnly: boolean;
  /** the names taken (`import { a, b }`), or null for the whole module (default, namespace, dynamic, `export *`) */
  names: string[] | null;
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(resolve(root, file), 'utf8'), ts.ScriptTarget.Latest, true);

/** The module in src/ that `spec`, written in `file`, names, or undefined (a package, a missing file). */
function resolveSpec(file: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = relative(root, resolve(root, dirname(file), spec));
  const hit = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((x) => base + x).find((p) => ts.sys.fileExists(resolve(root, p)) && /\.tsx?$/.test(p));
  return hit?.startsWith('src/') ? hit : undefined;
}

/** Every import, re-export and dynamic import of `file` that resolves to a module in src/, type-only ones included. */
export function importEdges(file: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const add = (spec: string, e: Omit<ImportEdge, 'target'>) => {
    const target = resolveSpec(file, spec);
    if (target) edges.push({ target, ...e });
  };
  const visit = (n: ts.Node): void => {
    if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
      const c = n.importClause;
      const named = c?.namedBindings && ts.isNamedImports(c.namedBindings) ? c.namedBindings.elements.map((el) => (el.propertyName ?? el.name).text) : null;
      add(n.moduleSpecifier.text, { dynamic: false, typeOnly: !!c?.isTypeOnly, names: c && !c.name && named ? named : null });
    } else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
      const named = n.exportClause && ts.isNamedExports(n.exportClause) ? n.exportClause.elements.map((el) => (el.propertyName ?? el.name).text) : null;
      add(n.moduleSpecifier.text, { dynamic: false, typeOnly: n.isTypeOnly, names: named });
    } else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword && n.arguments[0] && ts.isStringLiteral(n.arguments[0])) {
      add(n.arguments[0].text, { dynamic: true, typeOnly: false, names: null });
    } else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)) {
      add(n.argument.literal.text, { dynamic: false, typeOnly: true, names: null });
    }
    ts.forEachChild(n, visit);
  };
  visit(parse(file));
  return edges;
}

/** True for a feature's public face, `src/features/<feature>/index.ts`. */
export const isFeatureIndex = (file: string): boolean => /^src\/features\/[^/]+\/index\.ts$/.test(file);

/**
 * The modules behind the names `names` (null: all) that a feature's index re-exports, at run time:
 * an import of the index depends on them, not on the index, which holds no code of its own.
 */
export function providersOf(index: string, names: string[] | null): string[] {
  const out = new Set<string>();
  for (const stmt of parse(index).statements) {
    if (!ts.isExportDeclaration(stmt) || stmt.isTypeOnly || !stmt.moduleSpecifier || !ts.isStringLiteral(stmt.moduleSpecifier)) continue;
    const target = resolveSpec(index, stmt.moduleSpecifier.text);
    if (!target) continue;
    const exported = stmt.exportClause && ts.isNamedExports(stmt.exportClause) ? stmt.exportClause.elements.filter((el) => !el.isTypeOnly).map((el) => el.name.text) : null;
    if (!names || !exported || exported.some((e) => names.includes(e))) out.add(target);
  }
  return [...out];
}

/**
 * Every module in src/ that `file` depends on at run time, as paths under the root: static and
 * dynamic imports; type-only imports left out (a shape, not a dependency); an import of a feature's
 * index stands for the modules that provide the names taken.
 */
export function importsOf(file: string): string[] {
  return importEdges(file)
    .filter((e) => !e.typeOnly)
    .flatMap((e) => (isFeatureIndex(e.target) ? providersOf(e.target, e.names) : [e.target]));
}

/** True when an import from layer `from` to layer `to` goes the wrong way. */
export function against(from: Layer, to: Layer): boolean {
  if (to === 'shared') return false;
  if (from === 'shared') return true;
  return RANK[from] < RANK[to];
}

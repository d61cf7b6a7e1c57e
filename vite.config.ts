import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, parseAst, type Plugin } from 'vite';
import preact from '@preact/preset-vite';

/**
 * The builds into dist/ (docs/architecture.md#what-loads-when), run by `npm run build` (scripts/build.ts):
 * - `vite build` (mode production): the panel entry `status-panel.js` with its lazy chunks
 *   (screens, identity) beside it as `c-*.js`, and the entries that share the panel's modules
 *   (PANEL_ENTRIES: the elements' runtime, the cart sync, ...). Flat: a theme app extension's
 *   assets/ has no subfolders.
 * - one `--mode standalone` build per file of STANDALONE: the launcher, its late half (which draws
 *   the page elements) and the elements' bodies, each self-contained (no import of the panel's
 *   files; what they load later they load by URL, so the bundler adds no module-preload helper
 *   either). A page loads only the launcher and its late half before the shopper touches us.
 * - `npm run build:preview` (`--mode preview`, then `--mode preview-standalone` per file): the same
 *   into dist-preview/, with the API client's transport and the identity chunk swapped for
 *   messages to a parent page (docs/product.md#preview-mode; src/preview/). dist/ never contains them.
 */
/** Modules the preview build swaps (src path -> its stand-in), see previewSwap. */
const PREVIEW_SWAPS: Record<string, string> = {
  'src/api/client.ts': 'src/preview/client.ts',
  'src/auth/identity.ts': 'src/preview/identity.ts',
};

/** In preview builds, every import of a PREVIEW_SWAPS module (except from src/preview/ itself) resolves to its stand-in. */
function previewSwap(): Plugin {
  const swaps = new Map(Object.entries(PREVIEW_SWAPS).map(([from, to]) => [resolve(from), resolve(to)]));
  return {
    name: 'status-preview-swap',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(resolve('src/preview') + '/')) return null;
      const found = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (found && swaps.get(found.id)) ?? found;
    },
  };
}
/** Writes dist/.vite/{name}-modules.json: the modules inside a standalone file, for perf/size.ts's reachability check. */
function moduleList(): Plugin {
  return {
    name: 'status-standalone-modules',
    generateBundle(_options, bundle) {
      for (const c of Object.values(bundle)) {
        if (c.type === 'chunk') this.emitFile({ type: 'asset', fileName: `.vite/${c.name}-modules.json`, source: JSON.stringify(c.moduleIds, null, 1) });
      }
    },
  };
}

/**
 * The panel's files the launcher should fetch in parallel with `status-panel.js` on intent: the
 * entry's static imports, and the login section's and screen host's chunks, read from the panel
 * build's manifest (so the panel build must run first). Without them each import is discovered one
 * round trip later. Not identity or the settings: they come after the panel's first frame, and on a
 * slow network they would share its bandwidth.
 */
function panelPreloads(outDir: string): string[] {
  try {
    const manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[] }> = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
    const files = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(walk);
    };
    // The panel entry only: the build's other entries are PANEL_ENTRIES.
    for (const chunk of Object.values(manifest)) if (chunk.isEntry && chunk.file === 'status-panel.js') chunk.imports?.forEach(walk);
    for (const key of Object.keys(manifest)) if (/src\/(features\/sign-in\/components\/login-section|panel\/screens)\./.test(key)) walk(key);
    return [...files];
  } catch {
    return []; // no panel build yet: the launcher still works, one round trip slower
  }
}

/**
 * JSX as classic `h()` calls instead of preset-vite's automatic runtime: preact's `h` is in the
 * panel anyway, while preact/jsx-runtime would add ~300 B brotli. Runs after the preset's config.
 */
/**
 * Entries of the panel build besides the panel: files loaded by URL (launcher/chunks.ts,
 * elements/light/runtime.ts) that need the panel's runtime, so they share the panel's modules (they
 * import them from status-panel.js and its chunks) instead of bundling their own copy.
 */
const PANEL_ENTRIES: Record<string, string> = {
  'status-runtime': 'src/elements/runtime.ts',
  'status-collection-list': 'src/elements/collection-list.tsx',
  'status-cart-sync': 'src/storefront/cart-sync.ts',
  'status-tracking-send': 'src/launcher/tracking-send.ts',
  'status-trigger-toast': 'src/features/content/components/trigger-toast.ts',
  // Not the launcher's: full-page mode's entry, which a standalone account page loads itself (src/account-page.ts).
  'status-page': 'src/account-page.ts',
};

/**
 * The self-contained files, each its own `--mode standalone` build (scripts/build.ts): the launcher
 * and its late half, the only files a page loads before the shopper touches us (the late half draws
 * the page elements), and the elements' bodies, loaded on intent. The launcher loads the others by
 * name (`status-{name}.js`, launcher/chunks.ts); none imports the panel's files.
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
 * The panel entry's static closure (module ids), filled at the end of the build: only these go
 * into the panel's own file ('panel-core' below). Modules that only the lazy entries above use stay
 * out of it, so the panel entry does not grow with them.
 */
const panelStatic = new Set<string>();
/** The modules the panel entry's closure imports dynamically, filled with panelStatic: a chunk holding one is a file the entry names (chunkFileName below). */
const panelNamed = new Set<string>();
function panelClosure(): Plugin {
  return {
    name: 'status-panel-closure',
    buildEnd() {
      const walk = (id: string) => {
        if (panelStatic.has(id)) return;
        panelStatic.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(walk);
      };
      for (const id of this.getModuleIds()) if (/src\/panel\/index\.tsx$/.test(id)) walk(id);
      for (const id of panelStatic) this.getModuleInfo(id)?.dynamicallyImportedIds.forEach((d) => panelNamed.add(d));
    },
  };
}

/**
 * A lazy chunk's file name: `c-{hash}.js` for the files the panel entry names (identity, the
 * screen host, the languages, ...), since each name is text the entry holds once and brotli cannot
 * share with anything (bytes of the panel's budget, docs/architecture.md#what-loads-when); the
 * others keep their module's name (`c-orders-{hash}.js`), or 'panel-core' for the code lazy chunks
 * share. dist/.vite/manifest.json maps every file to its module.
 * 7 hex characters, since rolldown refuses 6 for this build's number of hashed chunks (about 65):
 * each is 4 bits the panel entry cannot compress, once per chunk it names. The launcher's preload
 * list (panelPreloads) names some of these files too, so it is shorter for the same reason.
 */
function chunkFileName(chunk: { isDynamicEntry: boolean; moduleIds: string[] }): string {
  if (chunk.moduleIds.some((id) => panelNamed.has(id))) return 'c-[hash:7].js';
  return chunk.isDynamicEntry ? 'c-[name]-[hash:7].js' : 'c-panel-core-[hash:7].js';
}

/**
 * Third-party code the panel runs on a theme's page, made safe for what themes do to the
 * prototypes (docs/security.md#hostile-prototypes), found by running the widget on such pages
 * (tests/e2e/hostile-js.test.ts):
 * - a frozen Object.prototype: in strict code an inherited read-only property blocks an
 *   assignment of the same name (the JS "override mistake"), so signals-core's
 *   `Signal.prototype.valueOf = f` throws, and so does Preact's `assign({}, vnode)` (a re-render,
 *   a child list), which copies the vnode's own `constructor`: the panel cannot start;
 * - enumerable junk on Object.prototype (`Object.prototype.themeFlag = true`): rolldown's runtime
 *   builds a module namespace object with `for (name in getters)`, so the junk `true` becomes a
 *   getter and defineProperty throws: the sign-in form's chunk fails.
 * Each module gets the rewrites it needs (prototypeSafeCode); the build fails when a
 * listed module is not in it or has nothing left to rewrite, so the list stays true.
 */
const PROTOTYPE_SAFE: Array<{ module: RegExp; rewrite: Rewrite }> = [
  { module: /\/node_modules\/@preact\/signals-core\/dist\//, rewrite: 'prototype methods' },
  { module: /\/node_modules\/preact\/dist\//, rewrite: 'fresh copies' },
  { module: /^\0rolldown\/runtime\.js$/, rewrite: 'own keys' },
];
type Rewrite = 'prototype methods' | 'fresh copies' | 'own keys';
/** Object.prototype's data properties (not its `__proto__` accessor: an assignment calls its setter). */
const OBJECT_PROTOTYPE_NAMES = new Set(['constructor', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', 'toString', 'valueOf', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']);

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
const isAstNode = (v: unknown): v is AstNode => !!v && typeof v === 'object' && typeof (v as AstNode).type === 'string';
/** Every node under `node` with its ancestors (nearest last), depth first. */
function* walk(node: AstNode, ancestors: AstNode[] = []): Generator<[AstNode, AstNode[]]> {
  yield [node, ancestors];
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type') for (const child of Array.isArray(value) ? value : [value]) if (isAstNode(child)) yield* walk(child, [...ancestors, node]);
  }
}
/** The identifier's name, or '' when `n` is not an identifier. */
const nameOf = (n: unknown): string => (isAstNode(n) && n.type === 'Identifier' ? String(n.name) : '');
const isFunction = (n: AstNode) => /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(n.type);
/**
 * True when `name` is declared anywhere inside `fn` (a parameter, a variable, a function or a
 * catch binding, in `fn` or a function within it): a use inside may then not be the outer one.
 * Wider than JavaScript's scopes, so it errs on the side of leaving code as it is.
 */
const declaresInside = (fn: AstNode, name: string): boolean =>
  [...walk(fn)].some(([n]) =>
    (isFunction(n) && ((n.params as AstNode[]).some((p) => nameOf(p) === name || nameOf(p.left) === name) || (n !== fn && nameOf(n.id) === name))) ||
    (n.type === 'VariableDeclarator' && nameOf(n.id) === name) ||
    (n.type === 'CatchClause' && nameOf(n.param) === name));

/** `a[k]` as 'a,k' when `n` is a computed member access with identifiers, else ''. */
const indexed = (n: unknown): string => (isAstNode(n) && n.type === 'MemberExpression' && n.computed ? `${nameOf(n.object)},${nameOf(n.property)}` : '');
/** The loop variable of `for (var k in o)` / `for (k in o)`. */
const loopKey = (left: AstNode): string => (left.type === 'VariableDeclaration' ? nameOf((left.declarations as AstNode[])[0]?.id) : nameOf(left));
/** True for `function assign(to, from) { for (var k in from) to[k] = from[k]; return to; }` (any names). */
function isCopier(f: AstNode): boolean {
  if (f.type !== 'FunctionDeclaration') return false;
  const [to, from] = (f.params as AstNode[]).map(nameOf);
  const [loop, ret, ...rest] = (f.body as AstNode & { body: AstNode[] }).body;
  if (!to || !from || rest.length || loop?.type !== 'ForInStatement' || nameOf(loop.right) !== from || ret?.type !== 'ReturnStatement' || nameOf(ret.argument) !== to) return false;
  const key = loopKey(loop.left as AstNode);
  const copy = (loop.body as AstNode).expression as AstNode | undefined;
  return !!key && copy?.type === 'AssignmentExpression' && copy.operator === '=' && indexed(copy.left) === `${to},${key}` && indexed(copy.right) === `${from},${key}`;
}

/** True when the value of `node` (below `ancestors`, nearest last) is thrown away: a statement, or a sequence's expression that is not its last, or the last of such a sequence. */
function valueUnused(node: AstNode, ancestors: AstNode[]): boolean {
  const parent = ancestors.at(-1);
  if (parent?.type === 'ExpressionStatement') return true;
  if (parent?.type !== 'SequenceExpression') return false;
  return (parent.expressions as AstNode[]).at(-1) !== node || valueUnused(parent, ancestors.slice(0, -1));
}

/**
 * `code` with one kind of rewrite:
 * - 'prototype methods': `X.prototype.<name> = value` as a statement, `name` one of
 *   Object.prototype's, becomes `Object.defineProperty(X.prototype, '<name>', {value, writable,
 *   configurable})`, a definition, which a frozen Object.prototype does not block (not
 *   enumerable, like a class method);
 * - 'fresh copies': `assign({}, from)`, where `assign` is the module's top-level copy function
 *   (`function assign(to, from) { for (k in from) to[k] = from[k]; return to }`), becomes
 *   `{...from}`: a new object with `from`'s own enumerable properties defined on it;
 * - 'own keys': `for (k in o)` becomes `for (k of Object.keys(o))`, so a theme's junk on
 *   Object.prototype is not walked.
 * `count` is the number of rewrites; `left` the prototype assignments not rewritten because
 * their value is used (a rewrite would change it), which the build refuses.
 */
export function prototypeSafeCode(code: string, rewrite: Rewrite): { code: string; count: number; left: number } {
  const program = parseAst(code) as unknown as AstNode & { body: AstNode[] };
  const slice = (n: AstNode) => code.slice(n.start, n.end);
  const copiers = new Set(program.body.filter(isCopier).map((f) => nameOf(f.id)));
  const edits: Array<{ start: number; end: number; text: string }> = [];
  let left = 0;
  for (const [node, ancestors] of walk(program)) {
    if (rewrite === 'own keys' && node.type === 'ForInStatement') {
      const [key, object] = [node.left as AstNode, node.right as AstNode];
      edits.push({ start: key.end, end: object.end, text: ` of Object.keys(${slice(object)})` });
    } else if (rewrite === 'fresh copies' && node.type === 'CallExpression' && copiers.has(nameOf(node.callee))) {
      const [to, from, more] = node.arguments as AstNode[];
      const fresh = to?.type === 'ObjectExpression' && !(to.properties as unknown[]).length && from && !more && from.type !== 'SpreadElement';
      if (fresh && !ancestors.some((a) => isFunction(a) && declaresInside(a, nameOf(node.callee)))) edits.push({ start: node.start, end: node.end, text: `{...${slice(from)}}` });
    } else if (rewrite === 'prototype methods' && node.type === 'AssignmentExpression' && node.operator === '=' && (node.left as AstNode).type === 'MemberExpression') {
      const { object, property, computed } = node.left as AstNode & { object: AstNode; property: AstNode };
      if (computed || !OBJECT_PROTOTYPE_NAMES.has(nameOf(property)) || object.type !== 'MemberExpression' || object.computed || nameOf(object.property) !== 'prototype') continue;
      if (!valueUnused(node, ancestors)) {
        left++;
        continue;
      }
      const right = node.right as AstNode;
      edits.push({ start: node.start, end: right.start, text: `Object.defineProperty(${slice(object)},${JSON.stringify(nameOf(property))},{value:` });
      edits.push({ start: right.end, end: node.end, text: `,configurable:!0,writable:!0})` });
    }
  }
  const count = rewrite === 'prototype methods' ? edits.length / 2 : edits.length;
  edits.sort((a, b) => b.start - a.start);
  for (const e of edits) code = code.slice(0, e.start) + e.text + code.slice(e.end);
  return { code, count, left };
}

/** Applies prototypeSafeCode to the PROTOTYPE_SAFE modules; fails the build when one is missing, has nothing to rewrite, or something it cannot. */
function prototypeSafe(): Plugin {
  const seen = new Set<RegExp>();
  return {
    name: 'status-prototype-safe',
    buildStart: () => seen.clear(),
    transform(code, id) {
      const entry = PROTOTYPE_SAFE.find((m) => m.module.test(id));
      if (!entry) return;
      const out = prototypeSafeCode(code, entry.rewrite);
      if (out.left) this.error(`${id}: ${out.left} prototype assignment(s) whose value is used; rewrite them by hand`);
      if (!out.count) this.error(`${id}: nothing to rewrite (${entry.rewrite}) any more; update PROTOTYPE_SAFE`);
      seen.add(entry.module);
      return { code: out.code, map: null };
    },
    buildEnd(error) {
      const missing = PROTOTYPE_SAFE.filter((m) => !seen.has(m.module));
      if (!error && missing.length) this.error(`modules of PROTOTYPE_SAFE not in the build: ${missing.map((m) => m.module).join(', ')}`);
    },
  };
}

const INJECT = `import { h, Fragment } from 'preact'`;
function classicJsx(): Plugin {
  return {
    name: 'status-classic-jsx',
    config: () => ({ oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' }, jsxInject: INJECT } }),
    // The transform injects it into .ts files too, where preact (a module with side effects) then
    // stays imported: the launcher's lazy files (status-late.js) would load the whole panel.
    transform(code, id) {
      if (!/\.tsx$/.test(id) && code.startsWith(INJECT)) return { code: code.slice(INJECT.length), map: null };
    },
  };
}

export default defineConfig(({ mode }) => {
  const preview = mode.startsWith('preview');
  const standalone = mode === 'standalone' || mode === 'preview-standalone';
  const outDir = preview ? 'dist-preview' : 'dist';
  const plugins = standalone ? [moduleList()] : [preact({ devToolsEnabled: false, prefreshEnabled: false }), classicJsx(), prototypeSafe(), panelClosure()];
  // A standalone build names its one file in the environment (scripts/build.ts): `status-late=src/launcher/late.ts`.
  const [name, entry] = (process.env.STATUS_STANDALONE ?? '').split('=');
  if (standalone && !(name && entry)) throw new Error('a standalone build needs STATUS_STANDALONE=name=path (npm run build runs scripts/build.ts)');
  return {
    plugins: preview ? [previewSwap(), ...plugins] : plugins,
    resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
    base: './',
    // __PREVIEW__: code for the preview build only; `false` elsewhere, so the minifier drops it from dist/
    define: { 'process.env.NODE_ENV': '"production"', __PREVIEW__: JSON.stringify(preview), ...(standalone ? { __PANEL_PRELOAD__: JSON.stringify(panelPreloads(outDir)) } : {}) },
    build: {
      // The panel build may use es2021's logical assignment (`a ??= b`, ~70 B raw off the panel):
      // every browser the panel works in has it, since its API client needs AbortSignal.timeout
      // (Chrome 103, Safari 16), which came later than logical assignment (Chrome 85, Safari 14).
      // The standalone files (the launcher first) stay es2020.
      target: standalone ? 'es2020' : 'es2021',
      outDir,
      emptyOutDir: !standalone,
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      // dist/.vite/manifest.json: perf/size.ts groups the panel build's chunks into stages with it.
      manifest: !standalone,
      // Library mode: Vite then adds no module-preload helper to chunks with dynamic imports
      // (~750 B brotli in the panel), which we do not need: every chunk is one small request.
      ...(standalone ? {} : { lib: { entry: 'src/panel/index.tsx', formats: ['es' as const], fileName: () => 'status-panel.js' } }),
      rolldownOptions: {
        input: (standalone ? { [name]: entry } : { 'status-panel': 'src/panel/index.tsx', ...PANEL_ENTRIES }) as Record<string, string>,
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: chunkFileName,
          // Hex hashes: the entry names ~12 chunks, and a base-64 hash is 6 incompressible bits a
          // character against hex's 4 (about 25 B brotli, and less churn when a chunk's hash changes).
          hashCharacters: 'hex',
          // Vite leaves ES library output unminified; the shopper bundle wants every byte off.
          minify: true,
          comments: false,
          // Everything the entry loads statically in one file ('$initial'): rolldown would otherwise
          // split modules shared with lazy chunks into extra files (~500 B brotli more in all).
          // A standalone file is one file: its dynamic imports are by URL, never bundled chunks.
          ...(standalone ? { codeSplitting: false } : { codeSplitting: { groups: [{ name: 'panel-core', tags: ['$initial'], test: (id: string) => panelStatic.has(id) }] } }),
        },
        preserveEntrySignatures: 'allow-extension',
      },
    },
  };
});

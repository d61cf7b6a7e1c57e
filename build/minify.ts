import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify, type MinifyOptions } from 'terser';
import { parseAst, type Plugin } from 'vite';
import { walk, type AstNode } from './ast.ts';

/** build/mangle.json: each private property name the build shortens, with its short name. */
export const MANGLE_FILE = join(dirname(fileURLToPath(import.meta.url)), 'mangle.json');

/** The private names of a mangle map file (`_name` -> short name), build/mangle.json by default. */
export function readMangleMap(file: string = MANGLE_FILE): Record<string, string> {
  const { props } = JSON.parse(readFileSync(file, 'utf8')) as { props?: Record<string, string> };
  return props ?? {};
}

/**
 * Why `map` cannot be used, or [] when it can: every private name starts with `_` and a letter
 * (the convention that marks it), every short name is a plain identifier, and no two private
 * names share a short name (two objects that meet in one place would then mix them up).
 */
export function mangleMapProblems(map: Record<string, string>): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  for (const [name, short] of Object.entries(map)) {
    if (!/^_[A-Za-z][\w$]*$/.test(name)) problems.push(`${name}: a private name starts with '_' and a letter`);
    if (!/^[A-Za-z$][\w$]*$/.test(short) || short.startsWith('_')) problems.push(`${name}: '${short}' is not a short identifier`);
    if (owner.has(short)) problems.push(`${name}: '${short}' is ${owner.get(short)}'s short name already`);
    owner.set(short, name);
  }
  return problems;
}

/** Every name `code` uses as a property: `a.b`, `a['b']`, `{b: 1}`, class members, `'b' in a`. */
function propertyNames(code: string): Set<string> {
  const names = new Set<string>();
  const keyName = (key: AstNode, computed: unknown) => {
    if (key.type === 'Identifier' && !computed) names.add(String(key.name));
    if (key.type === 'Literal' && typeof key.value === 'string') names.add(key.value);
  };
  for (const [n] of walk(parseAst(code) as unknown as AstNode)) {
    if (n.type === 'MemberExpression') keyName(n.property as AstNode, n.computed);
    else if (n.type === 'Property' || n.type === 'MethodDefinition' || n.type === 'PropertyDefinition') keyName(n.key as AstNode, n.computed);
    else if (n.type === 'BinaryExpression' && n.operator === 'in') keyName(n.left as AstNode, false);
  }
  return names;
}

/**
 * One built file's code through terser: several compress passes after rolldown's minifier, then
 * the private names of `map` (build/mangle.json) renamed to their short names. `ecma` is the
 * newest syntax terser may write (the build's target year). Only safe transforms: no `unsafe*`
 * option, since themes patch prototypes (docs/security.md#hostile-prototypes), and no
 * `pure_getters`, since reading a signal's `.value` subscribes.
 * @throws when a short name is a property `code` already uses (two names would become one), or
 *   when a private name is left in the output (written in a way terser does not rename, such as
 *   a string built at run time), since a half-renamed property breaks silently
 */
export async function minifyChunk(code: string, ecma: MinifyOptions['ecma'], map: Record<string, string>): Promise<string> {
  const escape = (s: string) => s.replace(/[$]/g, '\\$');
  const word = (name: string) => new RegExp(`(?<![\\w$])${escape(name)}(?![\\w$])`);
  // Every file, since objects cross files: a short name one of them uses may meet the renamed property.
  const used = Object.keys(map).length ? propertyNames(code) : new Set<string>();
  const taken = Object.entries(map).filter(([, short]) => used.has(short));
  // Only the names this file holds: terser's property pass also changes which short names its
  // variables get, which brotli then packs differently, so a file without private names skips it.
  const names = Object.keys(map).filter((name) => word(name).test(code));
  if (taken.length) throw new Error(`build/mangle.json: ${taken.map(([name, short]) => `${name}'s short name '${short}'`).join(', ')} is a property this file uses already; pick another`);
  const out = await minify(code, {
    ecma,
    module: true,
    toplevel: true,
    // No `booleans` rewrites (`!!a ? b : c` to `a ? b : c` and the like): they trim raw bytes but
    // leave the panel larger after brotli (perf/size.ts).
    compress: { ecma, passes: 3, booleans: false },
    mangle: names.length
      ? { properties: { regex: new RegExp(`^(?:${names.map(escape).join('|')})$`), cache: { props: new Map(names.map((name) => [name, map[name]])) } } as never }
      : true,
    format: { comments: false, wrap_func_args: false },
  });
  if (out.code === undefined) throw new Error('terser returned no code');
  const left = names.filter((name) => word(name).test(out.code!));
  if (left.length) throw new Error(`${left.join(', ')} left unrenamed (a string or a computed key?); use the name only as a plain property`);
  return out.code;
}

/**
 * Terser over every file a widget build writes (minifyChunk), with the private names of
 * build/mangle.json: the same short name in every file, since the launcher, its late half and the
 * panel share objects (docs/architecture.md#how-the-widget-is-built). Runs in `generateBundle`,
 * where rolldown has minified and named the chunks; file names and hashes stay as they are.
 * Fails the build on a bad map (mangleMapProblems) or a chunk minifyChunk refuses.
 */
export function terserPasses(): Plugin {
  let ecma: MinifyOptions['ecma'] = 2020;
  let map: Record<string, string> = {};
  return {
    name: 'status-terser',
    apply: 'build',
    configResolved(config) {
      const year = Number(/^es(\d{4})$/.exec(String(config.build.target))?.[1]);
      if (!year) throw new Error(`build/minify.ts: the widget build's target is ${String(config.build.target)}; terser needs one 'esYYYY'`);
      ecma = year as MinifyOptions['ecma'];
      map = readMangleMap();
      const problems = mangleMapProblems(map);
      if (problems.length) throw new Error(`build/mangle.json:\n- ${problems.join('\n- ')}`);
    },
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        try {
          chunk.code = await minifyChunk(chunk.code, ecma, map);
        } catch (e) {
          this.error(`${chunk.fileName}: ${(e as Error).message}`);
        }
      }
    },
  };
}

import { parseAst } from 'vite';
import { indexed, isFunction, nameOf, walk, type AstNode } from './ast.ts';

/**
 * The rewriter behind build/prototype-safe.ts: third-party code made safe for what themes do to
 * the prototypes (docs/security.md#hostile-prototypes). It works on a module's source text with
 * Vite's parser, one kind of rewrite per module, and edits only the spans it recognises.
 */

/** The kinds of rewrite (see prototypeSafeCode). */
export type Rewrite = 'prototype methods' | 'fresh copies' | 'own keys';

/** Object.prototype's data properties (not its `__proto__` accessor: an assignment calls its setter). */
const OBJECT_PROTOTYPE_NAMES = new Set(['constructor', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', 'toString', 'valueOf', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']);

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
 * their value is used (a rewrite would change it), which the build refuses. Throws Vite's parse
 * error when `code` is not JavaScript.
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

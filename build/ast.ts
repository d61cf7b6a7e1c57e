/**
 * Small helpers over the ESTree that Vite's `parseAst` returns, for build/prototype-safe-code.ts:
 * the rewriter reads a few node shapes and needs nothing richer than a depth-first walk.
 */

export type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

const isAstNode = (v: unknown): v is AstNode => !!v && typeof v === 'object' && typeof (v as AstNode).type === 'string';

/** Every node under `node` with its ancestors (nearest last), depth first. */
export function* walk(node: AstNode, ancestors: AstNode[] = []): Generator<[AstNode, AstNode[]]> {
  yield [node, ancestors];
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type') for (const child of Array.isArray(value) ? value : [value]) if (isAstNode(child)) yield* walk(child, [...ancestors, node]);
  }
}

/** The identifier's name, or '' when `n` is not an identifier. */
export const nameOf = (n: unknown): string => (isAstNode(n) && n.type === 'Identifier' ? String(n.name) : '');

/** True for a function declaration, function expression or arrow function. */
export const isFunction = (n: AstNode) => /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(n.type);

/** `a[k]` as 'a,k' when `n` is a computed member access with identifiers, else ''. */
export const indexed = (n: unknown): string => (isAstNode(n) && n.type === 'MemberExpression' && n.computed ? `${nameOf(n.object)},${nameOf(n.property)}` : '');

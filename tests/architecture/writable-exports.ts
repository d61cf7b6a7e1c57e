/**
 * Finds exports of src/ that hand out a writable signal (docs/architecture.md#rules-the-checks-hold-you-to: each signal
 * has one writer, the module that declares it). Reads the types with the TypeScript compiler, so a signal is found
 * however it is made (`signal()`, `useSignal()`, a factory, a Map of signals) and a
 * `ReadonlySignal` / `computed` export passes. Looks into what an export returns, holds or
 * resolves to, a few levels deep, but not into the DOM's or the libraries' own types.
 */
import ts from 'typescript';
import { relative, resolve } from 'node:path';

const root = resolve(__dirname, '../..');

/** The project's compiler program over src/ (tsconfig's options). */
export function srcProgram(): ts.Program {
  const configPath = resolve(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const files = parsed.fileNames.filter((f) => relative(root, f).startsWith('src/'));
  return ts.createProgram(files, parsed.options);
}

/** True when `prop` (a signal's `value`) can be assigned: a setter or a non-readonly property. */
function isWritable(prop: ts.Symbol): boolean {
  return (prop.declarations ?? []).some((d) =>
    ts.isSetAccessorDeclaration(d) ||
    ((ts.isPropertyDeclaration(d) || ts.isPropertySignature(d)) &&
      !(ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Readonly)));
}

function isSignalLike(checker: ts.TypeChecker, type: ts.Type): boolean {
  return !!checker.getPropertyOfType(type, 'brand') && !!checker.getPropertyOfType(type, 'peek') &&
    !!checker.getPropertyOfType(type, 'value');
}

/** Where inside `type` a writable signal sits ('' for the type itself), or null when none does. */
function writablePath(checker: ts.TypeChecker, type: ts.Type, depth: number, seen: Set<ts.Type>): string | null {
  if (depth > 4 || seen.has(type)) return null;
  seen.add(type);
  if (type.isUnionOrIntersection()) {
    for (const t of type.types) { const p = writablePath(checker, t, depth, seen); if (p !== null) return p; }
    return null;
  }
  if (isSignalLike(checker, type)) {
    return isWritable(checker.getPropertyOfType(type, 'value')!) ? '' : null;
  }
  for (const sig of type.getCallSignatures()) {
    const p = writablePath(checker, sig.getReturnType(), depth + 1, seen);
    if (p !== null) return `()${p}`;
  }
  const args = (type as ts.TypeReference).target ? checker.getTypeArguments(type as ts.TypeReference) : [];
  for (const a of args) { const p = writablePath(checker, a, depth + 1, seen); if (p !== null) return `<>${p}`; }
  // own object shapes only: not the DOM's, Preact's or a library's
  const decl = type.getSymbol()?.declarations?.[0];
  const own = !decl || relative(root, decl.getSourceFile().fileName).startsWith('src/');
  if (own && type.flags & ts.TypeFlags.Object && !type.getCallSignatures().length) {
    for (const prop of type.getProperties()) {
      const pd = prop.valueDeclaration ?? prop.declarations?.[0];
      if (!pd) continue;
      const p = writablePath(checker, checker.getTypeOfSymbolAtLocation(prop, pd), depth + 1, seen);
      if (p !== null) return `.${prop.name}${p}`;
    }
  }
  return null;
}

/** `file: export` for every export of src/ through which a signal can be written. */
export function writableSignalExports(program = srcProgram()): string[] {
  const checker = program.getTypeChecker();
  const found: string[] = [];
  for (const sf of program.getSourceFiles()) {
    const file = relative(root, sf.fileName);
    if (!file.startsWith('src/')) continue;
    const mod = checker.getSymbolAtLocation(sf);
    if (!mod) continue;
    for (const exp of checker.getExportsOfModule(mod)) {
      const sym = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp;
      if (!(sym.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) continue;
      const decl = sym.valueDeclaration ?? sym.declarations?.[0];
      if (!decl) continue;
      const p = writablePath(checker, checker.getTypeOfSymbolAtLocation(sym, decl), 0, new Set());
      if (p !== null) found.push(`${file}: ${exp.name}${p}`);
    }
  }
  return found.sort();
}

/**
 * `file:line` of every cast of another module's signal to a writable one in src/ (the way around
 * a `ReadonlySignal` export: `(route as Writable<typeof route>).value = x` outside router.ts).
 * A store casts only its own signals (lib/writable.ts).
 */
export function foreignSignalCasts(program = srcProgram()): string[] {
  const checker = program.getTypeChecker();
  const found: string[] = [];
  for (const sf of program.getSourceFiles()) {
    const file = relative(root, sf.fileName);
    if (!file.startsWith('src/')) continue;
    const visit = (n: ts.Node): void => {
      if ((ts.isAsExpression(n) || ts.isTypeAssertionExpression(n)) && writablePath(checker, checker.getTypeFromTypeNode(n.type), 0, new Set()) === '') {
        let target: ts.Expression = n.expression;
        // `(x)`, `x as unknown`, and a call: `entry(key) as Signal<...>` is the module's own when `entry` is
        while (ts.isParenthesizedExpression(target) || ts.isAsExpression(target) || ts.isCallExpression(target)) target = target.expression;
        let sym = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(target) ? target.name : target);
        if (sym && sym.flags & ts.SymbolFlags.Alias) sym = checker.getAliasedSymbol(sym);
        const home = sym?.declarations?.[0]?.getSourceFile();
        if (!home || home !== sf) {
          const { line } = sf.getLineAndCharacterOfPosition(n.getStart());
          found.push(`${file}:${line + 1}: ${n.getText().slice(0, 80)}`);
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return found.sort();
}

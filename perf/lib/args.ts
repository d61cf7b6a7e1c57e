/**
 * A tiny argv parser for the perf scripts: `--name value`, `--name=value`, boolean `--flag`, and
 * positional arguments. Pure, so the scripts' flag handling is unit-tested.
 */
export interface ParsedArgs {
  /** arguments that are not flags, in order (e.g. store URLs) */
  positional: string[];
  /** flag values by name without dashes; a flag given without a value is `true` */
  flags: Record<string, string | true>;
}

/**
 * Parses `argv` (without node and script). `booleans` lists flags that never take a value, so
 * `--json https://x/` keeps the URL positional. `--` ends flag parsing.
 */
export function parseArgs(argv: readonly string[], booleans: readonly string[] = []): ParsedArgs {
  const out: ParsedArgs = { positional: [], flags: {} };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      out.positional.push(...argv.slice(i + 1));
      break;
    }
    if (!a.startsWith('--')) {
      out.positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.slice(2, eq < 0 ? undefined : eq);
    if (eq >= 0) out.flags[name] = a.slice(eq + 1);
    else if (booleans.includes(name) || i + 1 >= argv.length || argv[i + 1].startsWith('--')) out.flags[name] = true;
    else out.flags[name] = argv[++i];
  }
  return out;
}

/** A flag as a positive integer, or `fallback` when absent; throws on anything else. */
export function intFlag(args: ParsedArgs, name: string, fallback: number): number {
  const v = args.flags[name];
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} wants a positive integer, got ${String(v)}`);
  return n;
}

/** A flag as a string, or `fallback` when absent; a bare `--name` without value throws. */
export function stringFlag(args: ParsedArgs, name: string, fallback: string): string {
  const v = args.flags[name];
  if (v === undefined) return fallback;
  if (v === true) throw new Error(`--${name} wants a value`);
  return v;
}

/** Checks that every positional argument is an absolute http(s) URL; returns them normalised. */
export function storeUrls(positional: readonly string[]): string[] {
  return positional.map((u) => {
    let url: URL;
    try {
      url = new URL(u);
    } catch {
      throw new Error(`not a URL: ${u}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`not an http(s) URL: ${u}`);
    return url.href;
  });
}

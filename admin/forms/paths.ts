/**
 * Matching validation issues to fields, and immutable updates of plain JSON. A field shows the
 * issue whose path equals its own (segments compared as strings: a list index may come as 0 or '0').
 */
import { issueText } from '../i18n';
import type { Issue, MerchantConfig, Obj, Path } from './types';

/** True when both paths name the same place. */
export const samePath = (a: Path, b: Path): boolean => a.length === b.length && a.every((x, i) => String(x) === String(b[i]));

/** True when `path` lies at or under `prefix`. */
export const isUnder = (path: Path, prefix: Path): boolean => path.length >= prefix.length && prefix.every((x, i) => String(x) === String(path[i]));

/** The translated message of the first issue at exactly `path`, or undefined (Polaris `error` prop). */
export function errorAt(issues: Issue[], path: Path): string | undefined {
  const issue = issues.find((i) => samePath(i.path, path));
  return issue ? issueText(issue.message) : undefined;
}

/**
 * Issues at or under `prefix` that none of `shown` (the paths fields show) claims, so a card can
 * list what no field of it displays (e.g. an issue on the whole setting).
 */
export function unclaimed(issues: Issue[], prefix: Path, shown: Path[]): Issue[] {
  return issues.filter((i) => isUnder(i.path, prefix) && !shown.some((p) => samePath(p, i.path)));
}

const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** A plain object's copy with `field` set to `value`; `undefined` removes the field. */
export function withField<T extends Obj>(obj: T | undefined, field: string, value: unknown): T {
  const next: Obj = { ...(obj ?? {}) };
  if (value === undefined) delete next[field];
  else next[field] = value;
  return next as T;
}

/** `config` with top-level setting `key` set to `value`; `undefined` removes the setting. */
export function withSetting(config: MerchantConfig, key: string, value: unknown): MerchantConfig {
  return { ...config, settings: withField(config.settings as unknown as Obj, key, value) as unknown as MerchantConfig['settings'] };
}

/** `list` with item `index` replaced. */
export const replaceAt = <T,>(list: readonly T[], index: number, item: T): T[] => list.map((x, i) => (i === index ? item : x));

/** `list` without item `index`. */
export const removeAt = <T,>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** `list` with item `index` moved by `by` places (-1 up, +1 down); unchanged at either end. */
export function moveBy<T>(list: readonly T[], index: number, by: number): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
}

/** `v` when it is a plain object, else {}. */
export const objOf = (v: unknown): Obj => (isObj(v) ? v : {});

/** `v` when it is a list of plain objects (others dropped), else []. */
export const objList = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter(isObj) : []);

/** `v` as a string ('' for anything else). */
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** `v` as a list of strings ([] for anything else). */
export const strList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** `v` as texts by language ({} for anything else; a plain string counts as English). */
export function textsOf(v: unknown): Record<string, string> {
  if (typeof v === 'string') return { en: v };
  if (!isObj(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

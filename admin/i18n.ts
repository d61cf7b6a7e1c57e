/**
 * The admin's translations: `t(key, vars)` over admin/locales/en.json (the shell, the preview pane,
 * Home) merged with admin/locales/forms.en.json (the form pages and the schema's `validation.*`
 * messages). Nested JSON read by dotted key ('validation.link'); `{name}` placeholders are filled from
 * `vars`. A missing key reads as the key itself, so a gap shows in the page instead of breaking it.
 * Polaris's own strings come from @shopify/polaris/locales/en.json (main.tsx's AppProvider).
 */
import shell from './locales/en.json';
import forms from './locales/forms.en.json';

export type Vars = Record<string, string | number>;

/** Flattens nested JSON into `{'a.b': text}`; non-string leaves are skipped. */
function flatten(node: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

// Each key lives in one of the two files; the shell's is read last.
const TABLE = flatten(shell, '', flatten(forms, '', new Map()));

/** The English text of `key` with `{name}` placeholders filled from `vars`; the key itself when unknown. Never throws. */
export function t(key: string, vars?: Vars): string {
  const text = TABLE.get(key) ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : m)) : text;
}

/** True when `key` has a text. */
export const hasText = (key: string): boolean => TABLE.has(key);

/** The text of a schema issue's message key (`validation.*`), or a generic one for a key without text. */
export const issueText = (message: string): string => (hasText(message) ? t(message) : t('validation.generic'));

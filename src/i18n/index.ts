/**
 * Translation table (docs/architecture.md#layout 'i18n'): `t(key, vars)` reads the active language's table,
 * falls back to English, then to the key itself. English ships inline with the panel; `de` and
 * `fr` load on demand; merchant overrides win over both.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Writable } from '../lib/writable';
import { own } from '../lib/own';
import { en } from './en';

export type Vars = Record<string, string | number>;

/** The active language's texts over every English one (`en`, or a language laid over it), the merchant's on top; no prototype. */
const table = signal<Record<string, string>>(en);
/** English texts that lazy chunks brought with them (see addTexts). Like every table here, it has no prototype: `t('constructor')` finds no text. */
const areas: Record<string, string> = { __proto__: null as never };
/** Active language code, e.g. 'en', 'de'. */
export const language: ReadonlySignal<string> = signal('en');

/** The text for `key` with `{name}` placeholders filled from `vars`. Never throws. */
export function t(key: string, vars?: Vars): string {
  const text = table.value[key] ?? areas[key] ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (own(vars, name) ? String(vars[name]) : m)) : text;
}

/**
 * Adds the English texts of one area (e.g. orders) from the lazy chunk that uses them, so
 * strings only a screen needs do not ship with the panel. Other languages' tables may still
 * translate these keys; English is their fallback.
 */
export function addTexts(texts: Record<string, string>): void {
  Object.assign(areas, texts);
}

const loaders: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  __proto__: null as never,
  de: () => import('./de'),
  fr: () => import('./fr'),
};

/** The merchant's overrides (customizations.translations): a later call without them (the elements' boot) keeps them. */
let merchant: Record<string, string> = {};

/**
 * Switches to `lang` (e.g. 'de' or 'de-DE'), loading its table if needed, with the merchant's
 * `overrides` on top (the last ones given, when this call gives none: of two overlapping calls
 * the one without them may finish last). Unknown languages and failed loads fall back to English.
 */
export async function setLanguage(lang: string, overrides?: Record<string, string>): Promise<void> {
  if (overrides) merchant = overrides;
  const code = lang.slice(0, 2).toLowerCase();
  let base: Record<string, string> = en;
  const load = loaders[code] as (() => Promise<{ default: Record<string, string> }>) | undefined;
  if (load) {
    try {
      base = { ...en, ...(await load()).default };
    } catch {
      /* keep English: a missing language table must not break the panel */
    }
  }
  (language as Writable<typeof language>).value = load ? code : 'en';
  table.value = Object.assign(Object.create(null), base, merchant);
}

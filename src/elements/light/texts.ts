/**
 * The page elements' texts before the panel's runtime is on the page: the element tables of
 * src/i18n (English, German, French; the same files the runtime's tables include), picked by the
 * page's language with English as fallback. Once the runtime is here, elements ask its `t` instead,
 * which adds the merchant's translations (docs/product.md#features).
 */
import en from '../../i18n/en/elements';
import de from '../../i18n/de/elements';
import fr from '../../i18n/fr/elements';

/** `{name}` placeholders filled from `vars`. */
export type Vars = Record<string, string | number>;
/** A text by key, as the runtime's `t` has it. */
export type Translate = (key: string, vars?: Vars) => string;

const TABLES: Record<string, Record<string, string>> = { __proto__: null, en, de, fr } as never;
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** `t` for the page's `language` ('de', 'de-DE', ...): its element texts, else English, else the key. Never throws. */
export function elementTexts(language: string): Translate {
  const code = String(language || '').slice(0, 2).toLowerCase();
  const table = own(TABLES, code) ? TABLES[code] : en;
  return (key, vars) => {
    const text = own(table, key) ? table[key] : own(en, key) ? en[key] : key;
    return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (own(vars, name) ? String(vars[name]) : m)) : text;
  };
}

/**
 * Page titles and headings with customer fields (docs/product.md#routes 'Page titles and headings may use
 * customer fields, with fallback text when a field is missing'), e.g. 'Hi {firstName}'. Plain
 * text in, plain text out: the result is rendered as a text node, never as HTML. Pure.
 */
import { ownValue } from './own';

/**
 * `template` with each `{field}` filled from `fields`; `fallback` when any field it names is
 * missing, empty or not a string or number (so a shopper never sees 'Hi ' or 'Hi {firstName}').
 * A template without placeholders is returned as it is.
 */
export function withFields(template: string, fields: Record<string, unknown>, fallback: string): string {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = ownValue(fields, name);
    const s = typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
    if (!s) missing = true;
    return s;
  });
  return missing ? fallback : text;
}

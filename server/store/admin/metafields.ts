/**
 * Metafield values as Shopify checks them: namespace 3-255 characters, key 2-64 of
 * [A-Za-z0-9_-], a known type, and a value valid for the type (JSON text for json, YYYY-MM-DD
 * for date, ...). Setting one replaces the owner's metafield with the same namespace and key.
 */
import type { ShopMetafield } from './model';

export const METAFIELD_TYPES = new Set([
  'single_line_text_field', 'multi_line_text_field', 'json', 'date', 'date_time', 'number_integer', 'number_decimal',
  'boolean', 'url', 'color', 'rich_text_field',
]);

/** The most metafields one metafieldsSet call takes. */
export const MAX_METAFIELDS_PER_SET = 25;
/** The longest value Shopify stores, characters. */
const MAX_VALUE = 65_535;

export interface MetafieldValue { namespace: string; key: string; type: string; value: string }
export interface MetafieldProblem { field: string; message: string; code: string }

/** What is wrong with `m` (field is the input's key), or null when Shopify would store it. */
export function metafieldProblem(m: MetafieldValue): MetafieldProblem | null {
  if (m.namespace.length < 3) return { field: 'namespace', message: 'Namespace is too short (minimum is 3 characters)', code: 'TOO_SHORT' };
  if (m.namespace.length > 255) return { field: 'namespace', message: 'Namespace is too long (maximum is 255 characters)', code: 'TOO_LONG' };
  if (m.key.length < 2) return { field: 'key', message: 'Key is too short (minimum is 2 characters)', code: 'TOO_SHORT' };
  if (m.key.length > 64) return { field: 'key', message: 'Key is too long (maximum is 64 characters)', code: 'TOO_LONG' };
  if (!/^[A-Za-z0-9_-]+$/.test(m.key)) return { field: 'key', message: 'Key contains one or more invalid characters.', code: 'INVALID' };
  if (!METAFIELD_TYPES.has(m.type)) return { field: 'type', message: `Type '${m.type}' is not a valid type.`, code: 'INVALID_TYPE' };
  if (m.value.length > MAX_VALUE) return { field: 'value', message: `Value is too long (maximum is ${MAX_VALUE} characters)`, code: 'TOO_LONG' };
  const invalid = (why: string) => ({ field: 'value', message: why, code: 'INVALID_VALUE' });
  switch (m.type) {
    case 'json':
    case 'rich_text_field':
      try { JSON.parse(m.value); } catch { return invalid('Value is invalid JSON.'); }
      return null;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(m.value) && !Number.isNaN(Date.parse(`${m.value}T00:00:00Z`))
        && new Date(`${m.value}T00:00:00Z`).toISOString().startsWith(m.value) ? null : invalid("Value must be in 'YYYY-MM-DD' format.");
    case 'date_time':
      return Number.isNaN(Date.parse(m.value)) ? invalid('Value must be an ISO 8601 date and time.') : null;
    case 'number_integer':
      return /^-?\d{1,18}$/.test(m.value) ? null : invalid('Value must be an integer.');
    case 'number_decimal':
      return /^-?\d+(\.\d+)?$/.test(m.value) ? null : invalid('Value must be a decimal.');
    case 'boolean':
      return m.value === 'true' || m.value === 'false' ? null : invalid("Value must be 'true' or 'false'.");
    case 'url':
      return /^(https?|mailto|sms|tel):/.test(m.value) ? null : invalid('Value must be a URL with a scheme of https, http, mailto, sms or tel.');
    case 'single_line_text_field':
      return m.value.includes('\n') ? invalid('Value must be a single line.') : null;
    default:
      return null;
  }
}

/** Sets `m` on `list` (replacing the same namespace and key) and returns the stored metafield. */
export function setMetafield(list: ShopMetafield[], m: MetafieldValue, nextId: () => number, now: number): ShopMetafield {
  const existing = list.find((x) => x.namespace === m.namespace && x.key === m.key);
  if (existing) {
    Object.assign(existing, { type: m.type, value: m.value, updatedAt: now });
    return existing;
  }
  const created = { id: nextId(), namespace: m.namespace, key: m.key, type: m.type, value: m.value, updatedAt: now };
  list.push(created);
  return created;
}

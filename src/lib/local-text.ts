import { ownValue } from './own';

/**
 * Merchant texts keyed by language (docs/product.md#data: content item label/text/description,
 * personalization field label.en): the shopper's language, else English. Pure.
 * @param texts e.g. `{en: 'Size', de: 'Größe'}`; anything else reads as none
 * @param language the page's language, e.g. 'de' or 'pt-BR' (then 'pt-BR', 'pt', 'en' are tried)
 * @returns the text, or '' when there is none
 */
export function localText(texts: unknown, language: string): string {
  if (!texts || typeof texts !== 'object') return '';
  const t = texts as Record<string, unknown>;
  const v = ownValue(t, language) ?? ownValue(t, language.slice(0, 2).toLowerCase()) ?? ownValue(t, 'en');
  return typeof v === 'string' ? v : '';
}

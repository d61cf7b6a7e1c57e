/**
 * Number inputs keep only digits and a dot (docs/product.md#validation): what a number field shows
 * as it is typed. Pure.
 * @param raw the input's value, e.g. '1,5 cm' or '12.5.1'
 * @returns digits with at most one dot: '15', '12.51'
 */
export function numberText(raw: string): string {
  const [whole, ...rest] = raw.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole}.${rest.join('')}` : whole;
}

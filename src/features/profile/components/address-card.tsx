/**
 * What an address card shows (docs/product.md#screens-and-parts 'Addresses strip', 'addresses'): the address's lines
 * and, for the default one, a 'Default' tag. The strip and the address list wrap it (a link, or
 * a card with Edit and Delete).
 */
import type { Address } from '../../../api/types';
import { t } from '../../../i18n';
import { css } from '../../../styles';

/** A one-line summary, e.g. 'Sam Lee, 1 Main St, Portland': names Edit and Delete for screen readers. */
export const addressSummary = (a: Address): string =>
  [[a.firstName, a.lastName].filter(Boolean).join(' '), a.address1, a.city].filter(Boolean).join(', ');

/** The lines of `address` ('Default' first for the default address), plain text. */
export function AddressLines({ address: a }: { address: Address }) {
  const lines = [
    [a.firstName, a.lastName].filter(Boolean).join(' '),
    a.company,
    a.address1,
    a.address2,
    [a.city, a.province, a.zip].filter(Boolean).join(' '),
    a.country,
    a.phone,
  ].filter(Boolean);
  return (
    <div class={css`font-size:14px;line-height:1.4;overflow-wrap:anywhere;`}>
      {a.default && (
        <span class={css`display:inline-block;margin-bottom:4px;padding:2px 8px;border-radius:999px;background:var(--status-primary);color:var(--status-on-primary);font-size:12px;font-weight:600;`}>
          {t('account.default')}
        </span>
      )}
      {lines.map((line, i) => (
        <div key={i} class={i ? undefined : css`font-weight:600;`}>
          {line}
        </div>
      ))}
    </div>
  );
}

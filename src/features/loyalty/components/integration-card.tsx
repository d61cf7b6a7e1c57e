/**
 * The card that For you's loyalty and account integrations share (docs/product.md#routes: points, credit,
 * membership, subscriptions, mobile wallet): a region named by its heading, with the merchant's
 * `name` as the heading when it is a non-empty string, else the translated default.
 */
import type { ComponentChildren } from 'preact';
import { css } from '../../../styles';
import { t } from '../../../i18n';

/** The heading to show: the setting's `name`, else `t(fallbackKey)`. */
export function headingOf(name: unknown, fallbackKey: string): string {
  return typeof name === 'string' && name.trim() ? name.trim() : t(fallbackKey);
}

/** Class of a link that looks like a button or a plain text link inside a card. */
export const linkClass = () =>
  css`color:var(--status-primary, #111);font-weight:600;text-underline-offset:2px;&:focus-visible{outline:2px solid var(--status-primary, #111);outline-offset:2px;}`;

/**
 * @param id unique id of the section (for aria-labelledby)
 * @param heading the visible heading text
 */
export function IntegrationCard({ id, heading, children }: { id: string; heading: string; children: ComponentChildren }) {
  return (
    <section
      aria-labelledby={id}
      class={css`margin:0 0 20px;padding:12px;border:1px solid var(--status-border, #ddd);border-radius:var(--status-radius, 8px);display:grid;gap:8px;`}
    >
      <h3 id={id} class={css`margin:0;font-size:16px;font-weight:600;`}>
        {heading}
      </h3>
      {children}
    </section>
  );
}

/**
 * The 'Heads up!' notice (docs/product.md#routes 'Store share-preview URLs show a Heads up! notice that the
 * product does not work with that preview feature, with a help-centre link'), first in For you
 * when the page is a share-preview URL (storefront/share-preview.ts; its rule is in
 * features/for-you/components/sections.ts). A note, not an alert: it is there from the start. The link
 * opens in a new tab so the preview stays as it is. A lazy chunk.
 */
import { css } from '../../../styles';
import { t, addTexts } from '../../../i18n';
import previewEn from '../../../i18n/en/preview';

addTexts(previewEn);

/**
 * Where the notice's help-centre link goes: a constant here (not in the page config), Shopify's
 * help-centre article on previewing themes (the product has no help centre of its own yet). Kept in this chunk: importing it from
 * storefront/share-preview.ts (in For you's sections chunk) made that chunk export a namespace.
 */
export const SHARE_PREVIEW_HELP_URL = 'https://help.shopify.com/en/manual/online-store/themes/adding-themes#previewing-a-theme';

export default function PreviewNotice() {
  return (
    <section
      aria-labelledby="status-share-preview-heading"
      class={css`margin:0 0 16px;padding:12px 14px;border:1px solid var(--status-border,#e2e2e2);border-left:4px solid var(--status-primary,#111);border-radius:var(--status-radius,8px);& h3{margin:0 0 4px;font-size:15px;}& p{margin:0 0 6px;}& a{color:inherit;}`}
    >
      <h3 id="status-share-preview-heading">{t('preview.heading')}</h3>
      <p>{t('preview.text')}</p>
      <a href={SHARE_PREVIEW_HELP_URL} target="_blank" rel="noopener">
        {t('preview.help')}
      </a>
    </section>
  );
}

/**
 * For you's recent collections (docs/product.md#for-you-sections 'recent collections', setting
 * `recentlyViewedCollections`), a lazy section chunk: the store's collection pages the shopper
 * opened (local/recent-collections.ts, recorded by the launcher's late half), newest first, as a
 * row of links to those pages under the store's locale root. Nothing when there are none.
 */
import { collectionUrl, readRecentCollections } from '../../../local/recent-collections';
import { pageConfig } from '../../../settings/config';
import { storefrontRoot } from '../../../storefront/root';
import { t, addTexts } from '../../../i18n';
import recentEn from '../../../i18n/en/recent-collections';
import { css } from '../../../styles';

addTexts(recentEn);

/** The section, or nothing without entries. Reads storage on each render (a few entries). */
export default function RecentCollections() {
  const entries = readRecentCollections();
  if (!entries.length) return null;
  const root = storefrontRoot(pageConfig.value?.routes.root);
  return (
    <section aria-labelledby="status-section-recent-collections" class={css`margin:0 0 20px;`}>
      <h3 id="status-section-recent-collections" class={css`margin:0 0 8px;font-size:16px;font-weight:600;`}>
        {t('recentCollections.heading')}
      </h3>
      <ul class={css`display:flex;gap:8px;margin:0;padding:0 0 4px;list-style:none;overflow-x:auto;`}>
        {entries.map((e) => (
          <li key={e.collection_id} class={css`flex:none;`}>
            <a
              href={collectionUrl(e, root)}
              class={css`display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border:1px solid var(--status-border, #ddd);border-radius:22px;color:var(--status-text, #111);text-decoration:none;white-space:nowrap;&:focus-visible{outline:2px solid var(--status-primary, #111);outline-offset:2px;}`}
            >
              {e.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

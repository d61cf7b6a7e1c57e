/**
 * Content blocks (docs/product.md#features, #content-and-triggers 'Content item'), a lazy chunk: a 'link' item as a
 * link, in the 'button' style or, with its neighbours, as a 'list'; an 'imageWithText' item as an image with
 * its text and description in rich text (docs/product.md#validation: bold, italic, links; never HTML:
 * features/content/components/rich-text.tsx). Texts by the shopper's language, English when there is none. A URL
 * that fails lib/web-url.ts's rule (and is not a '#' link) is not linked, an image not loaded.
 * Links to the store's pages carry the UTM parameters (tracking/utm.ts, setting `utmTracking`).
 */
import type { ContentItem, UtmTracking } from '../../../api/types';
import { pageConfig } from '../../../settings/config';
import { setting } from '../../../settings/settings';
import { localText } from '../../../lib/local-text';
import { shopOrigins, withUtm } from '../../../tracking/utm';
import { safeUrl } from '../../../lib/web-url';
import { RichText } from './rich-text';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';

/** The text of `texts` in the page's language, else English, else ''. */
const local = (texts?: Record<string, string>): string => localText(texts, pageConfig.value?.locale.language ?? 'en');

/** `url` when it is safe to link (the URL rule of lib/web-url.ts, or a '#' link on this page), else undefined. */
const safe = (url?: string): string | undefined => (url?.[0] == '#' ? url : safeUrl(url));

/** A store link with the merchant's UTM parameters (the page's origin and the shop's myshopify domain are the store's). */
const utm = (href: string): string => withUtm(href, setting<UtmTracking & Record<string, unknown>>('utmTracking'), shopOrigins(pageConfig.value?.shopifyDomain));

function Link({ item, class: cls }: { item: ContentItem; class: string }) {
  const tab = item.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={utm(safe(item.url)!)} class={cls} {...tab}>
      {local(item.label)}
    </a>
  );
}

function ImageWithText({ item }: { item: ContentItem }) {
  const src = safeUrl(item.image);
  const text = local(item.text);
  const description = local(item.description);
  return (
    <div class={css`display:flex;gap:12px;align-items:center;margin:12px 0;`}>
      {src && <img src={src} alt="" width={80} height={80} loading="lazy" class={css`flex:none;object-fit:cover;border-radius:var(--status-radius);`} />}
      <div>
        {text && <p class={css`margin:0;font-weight:600;`}><RichText text={text} link={utm} /></p>}
        {description && <p class={css`margin:4px 0 0;font-size:14px;color:var(--status-muted);`}><RichText text={description} link={utm} /></p>}
      </div>
    </div>
  );
}

/** Groups neighbouring 'list'-style links into one list. */
function groups(items: ContentItem[]): ContentItem[][] {
  const out: ContentItem[][] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    const listed = item.type === 'link' && item.style === 'list';
    if (listed && last?.[0].type === 'link' && last[0].style === 'list') last.push(item);
    else out.push([item]);
  }
  return out;
}

/** True when `item` has something to show: a link its label and a safe URL, an image with text either. */
const showable = (item: ContentItem): boolean =>
  item.type === 'link' ? !!local(item.label) && !!safe(item.url) : !!(safeUrl(item.image) || local(item.text) || local(item.description));

/** The blocks of one target, in the order given (by position); items with nothing to show are left out. */
export default function ContentBlocks({ items }: { items: ContentItem[] }) {
  const listLink = css`display:block;padding:12px 0;color:inherit;text-decoration:none;border-bottom:1px solid var(--status-border);`;
  return (
    <div class={css`margin:12px 0;`}>
      {groups(items.filter(showable)).map((group) =>
        group[0].type === 'imageWithText' ? (
          <ImageWithText key={group[0].id} item={group[0]} />
        ) : group[0].style === 'list' ? (
          <ul key={group[0].id} class={css`margin:0;padding:0;list-style:none;`}>
            {group.map((item) => (
              <li key={item.id}>
                <Link item={item} class={listLink} />
              </li>
            ))}
          </ul>
        ) : (
          <div key={group[0].id} class={css`margin:8px 0;`}>
            <Link item={group[0]} class={`${buttonClass(true)} ${css`display:flex;align-items:center;justify-content:center;text-decoration:none;box-sizing:border-box;width:100%;`}`} />
          </div>
        ),
      )}
    </div>
  );
}

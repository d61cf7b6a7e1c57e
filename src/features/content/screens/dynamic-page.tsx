/**
 * A merchant's dynamic page `#status-{handle}` (docs/product.md#routing-rules), a
 * lazy screen chunk shared by every dynamic page: its title as the heading (the route's `title`
 * that routes/dynamic-pages.ts picked in the shopper's language) and the content
 * blocks of its targets in order (features/content/components/content-slot.tsx: filtered by country and sign-in,
 * ordered by position). 'Nothing here yet.' when none of its targets has a block for this shopper.
 */
import { ContentSlot } from '../components/content-slot';
import { useUserInit } from '../../../session/use-user-init';
import { routeDef } from '../../../routes/table';
import { contentFor } from '../../../session/user-init';
import { t, addTexts } from '../../../i18n';
import pageEn from '../../../i18n/en/dynamic-page';
import { css } from '../../../styles';

addTexts(pageEn);

const HEADING_ID = 'status-dynamic-page-heading';

/** @param name the page's handle, the route name (panel/screens.tsx passes it) */
export default function DynamicPage({ name = '' }: { name?: string }) {
  useUserInit();
  const def = routeDef(name);
  const targets = def?.page?.targets ?? [];
  const empty = targets.every((target) => !contentFor(target).length);
  return (
    <section aria-labelledby={HEADING_ID} class={css`padding:16px;`}>
      <h3 id={HEADING_ID} class={css`margin:0 0 12px;font-size:18px;`}>{def?.title ?? name}</h3>
      {targets.map((target) => <ContentSlot key={target} target={target} />)}
      {empty && <p class={css`margin:0;color:var(--status-muted);`}>{t('page.empty')}</p>}
    </section>
  );
}

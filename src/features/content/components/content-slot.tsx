/**
 * A content target of a page (docs/product.md#screens-and-parts 'Content targets', e.g. Profile's
 * 'page-links-before'): the merchant's content items for it (session/user-init.ts). Renders nothing when
 * there are none; the blocks themselves are a lazy chunk (content-blocks.tsx), fetched only when a target has
 * items; a chunk that cannot load shows nothing (the page works without its content).
 */
import type { FunctionComponent } from 'preact';
import lazy, { ErrorBoundary } from 'preact-iso/lazy';
import type { ContentItem } from '../../../api/types';
import { contentFor } from '../../../session/user-init';
import { useUserInit } from '../../../session/use-user-init';
import { report } from '../../../lib/report';

const Blocks = lazy<FunctionComponent<{ items: ContentItem[] }>>(() =>
  import('./content-blocks').catch((e: unknown): { default: FunctionComponent<{ items: ContentItem[] }> } => {
    report(e, 'content');
    return { default: () => null };
  }),
);

/** @param target the target name, e.g. 'page-links-after' */
export function ContentSlot({ target }: { target: string }) {
  useUserInit();
  const items = contentFor(target);
  return items.length ? (
    <ErrorBoundary>
      <Blocks items={items} />
    </ErrorBoundary>
  ) : null;
}

/**
 * For you's optional sections and content targets (docs/product.md#for-you-sections), a lazy
 * chunk the For you screen renders in three places (`part`): 'upper' after the login section,
 * 'beforeRecent' before 'Recently viewed', 'last' after 'Popular today'. Each section is its own
 * chunk (features/for-you/components/sections.ts), fetched when its rule holds; a section that cannot
 * load shows nothing, so For you always works without it.
 */
import type { FunctionComponent } from 'preact';
import lazy, { ErrorBoundary } from 'preact-iso/lazy';
import { ownValue } from '../../../lib/own';
import { ContentSlot } from '../../content';
import { BEFORE_RECENT, LAST, SECTIONS, UPPER, type Place } from './sections';
import { report } from '../../../lib/report';

const PARTS: Record<string, Place[]> = { upper: UPPER, beforeRecent: BEFORE_RECENT, last: LAST };

const lazies = new Map<string, FunctionComponent>();

/** The lazy component of section `name`; a chunk that fails to load renders nothing. */
function section(name: string): FunctionComponent {
  let C = lazies.get(name);
  if (!C) {
    C = lazy<FunctionComponent>(() =>
      SECTIONS[name].load().catch((e: unknown): { default: FunctionComponent } => {
        report(e, 'section', { name });
        return { default: () => null };
      }),
    );
    lazies.set(name, C);
  }
  return C;
}

/** @param part 'upper', 'beforeRecent' or 'last' */
export default function ForYouSections({ part }: { part: string }) {
  return (
    <>
      {(PARTS[part] ?? []).map((place) => {
        if (place.startsWith('slot:')) return <ContentSlot key={place} target={place.slice(5)} />;
        const def = ownValue(SECTIONS, place);
        if (!def || !def.on()) return null;
        const C = section(place);
        return (
          <ErrorBoundary key={place}>
            <C />
          </ErrorBoundary>
        );
      })}
    </>
  );
}

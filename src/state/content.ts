/**
 * The merchant's content items (SPEC.md 3 'Content item', 2 'Content targets'): from the user
 * init's `customizations.content` (fetched with the settings, state/settings.ts), checked, and
 * picked per target for the shopper: active items whose categories match (loggedIn,
 * countryCode), ordered by position.
 */
import { signal } from '@preact/signals';
import type { ContentItem } from '../api/types';
import { settingsLoaded } from './settings';
import { isSignedIn } from './session';
import { pageConfig } from './config';

/** The answer's content list as it came (checked item by item in contentFor). */
const raw = signal<unknown>(null);

/**
 * Takes the content items of the user init the settings store loaded. A dynamic import of the
 * init's own chunk (already loaded by then), so that chunk stays as the panel entry names it.
 * Does nothing before the settings arrived; never throws.
 */
export async function readContent(): Promise<void> {
  if (!settingsLoaded.value) return;
  try {
    raw.value = (await import('../api/init-user')).lastInitUser()?.customizations?.content ?? null;
  } catch {
    /* the chunk did not load: no content, the page works without it */
  }
}

const isItem = (v: unknown): v is ContentItem => {
  const c = v as ContentItem;
  return !!c && typeof c === 'object' && typeof c.target === 'string' && (c.type === 'link' || c.type === 'imageWithText');
};

/**
 * The items to show at `target` (e.g. 'page-links-before'), ordered by position: active ones,
 * for signed-in shoppers or guests as `categories.loggedIn` says (unset: both), in the countries
 * of `categories.countryCode` (unset or empty: all). [] until readContent took them. Reads
 * signals: call inside render.
 */
export function contentFor(target: string): ContentItem[] {
  const all = raw.value;
  const signedIn = isSignedIn.value;
  const country = pageConfig.value?.locale.countryCode ?? '';
  return (Array.isArray(all) ? all : [])
    .filter((c): c is ContentItem => {
      if (!isItem(c) || c.target !== target || c.isActive !== true) return false;
      const { loggedIn, countryCode } = c.categories ?? {};
      return (typeof loggedIn !== 'boolean' || loggedIn === signedIn) && (!Array.isArray(countryCode) || !countryCode.length || countryCode.includes(country));
    })
    .sort((a, b) => (Number(a.position) || 0) - (Number(b.position) || 0));
}

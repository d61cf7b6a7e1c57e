/**
 * What the user init (`GET /init/v2/{shopId}/user`, loaded once per page by the settings store,
 * settings/settings.ts) says beyond the settings themselves, for the lazy screens: the merchant's
 * content items (docs/product.md#content-and-triggers 'Content item', #screens-and-parts 'Content targets'), picked per
 * target for the shopper, and the profileUpdate feature flag (docs/product.md#page-config 'features', #limits: default
 * true).
 *
 * Read from the init's own chunk (session/init-user.ts `initUser`), not from the panel entry's
 * settings store: a lazy chunk importing another name from the entry makes the entry export it,
 * and the entry has no byte to spare (docs/architecture.md#what-loads-when). Both read the same answer.
 */
import { computed, signal } from '@preact/signals';
import type { ContentItem, InitUserResponse } from '../api/types';
import { settingsLoaded } from '../settings/settings';
import { isSignedIn } from './session';
import { pageConfig } from '../settings/config';

/** The init's answer as it came (checked where it is read); null until readUserInit took it. */
const init = signal<Partial<InitUserResponse> | null>(null);

/**
 * Takes the answer of the user init the settings store loaded. A dynamic import of the init's own
 * chunk (already loaded by then), so that chunk stays as the panel entry names it. Does nothing
 * before the settings arrived; never throws. Screens call it on mount and when settingsLoaded turns true.
 */
export async function readUserInit(): Promise<void> {
  if (!settingsLoaded.value) return;
  try {
    const answer = (await import('./init-user')).initUser.value;
    init.value = answer && typeof answer === 'object' ? answer : null;
  } catch {
    /* the chunk did not load: defaults, no content; the page works without them */
  }
}

/**
 * features.profileUpdate (docs/product.md#data; default true, docs/product.md#limits): Profile's preferences and
 * addresses, and the consolidated Preferences page.
 */
export const profileUpdate = computed(() => init.value?.features?.profileUpdate !== false);

const isItem = (v: unknown): v is ContentItem => {
  const c = v as ContentItem;
  return !!c && typeof c === 'object' && typeof c.target === 'string' && (c.type === 'link' || c.type === 'imageWithText');
};

/**
 * The items to show at `target` (e.g. 'page-links-before'), from the init's
 * `customizations.content`, ordered by position: active ones, for signed-in shoppers or guests
 * as `categories.loggedIn` says (unset: both), in the countries of `categories.countryCode`
 * (unset or empty: all). [] until readUserInit took the answer. Reads signals: call inside render.
 */
export function contentFor(target: string): ContentItem[] {
  const all = init.value?.customizations?.content;
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

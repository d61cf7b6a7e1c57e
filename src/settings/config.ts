/**
 * The page config store (docs/architecture.md#state, docs/installing.md#the-theme-app-extension):
 * the app embed's `#status-config` block as the launcher parsed it (src/settings/read.ts), set once
 * per page by the panel entry. Every module that needs the shop, locale, routes or API base reads
 * this one signal.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Writable } from '../lib/writable';
import type { PageConfig } from './types';

/** The page config; null until the panel starts. Written only by setPageConfig. */
export const pageConfig: ReadonlySignal<PageConfig | null> = signal(null);

/** Stores the page's config. Called by the panel entry, once per page. */
export const setPageConfig = (config: PageConfig): void => {
  (pageConfig as Writable<typeof pageConfig>).value = config;
};

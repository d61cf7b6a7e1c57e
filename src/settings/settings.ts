/**
 * Merchant settings (docs/product.md#settings-keys), from `GET /init/v2/{shopId}/user`, fetched when
 * the panel opens. A setting may be one value, or a list of country variants
 * (`[{countries: ['DE', 'AT'], ...}, {...}]`): settings/country-variant.ts picks the shopper's.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Writable } from '../lib/writable';
import type { InitUserResponse } from '../api/types';
import { variantFor } from './country-variant';
import { DEFAULT_FEATURES } from './default-features';

/** The raw settings map; {} until loaded or when loading failed (every setting then reads inactive). */
export const settings: ReadonlySignal<Record<string, unknown>> = signal({});
export const features: ReadonlySignal<InitUserResponse['features']> = signal(DEFAULT_FEATURES);
/** True once the settings answered (successfully or not). */
export const settingsLoaded: ReadonlySignal<boolean> = signal(false);

let countryCode = 'US';
let inflight: Promise<void> | null = null;

/**
 * The value of setting `key` for the shopper's country: settings/country-variant.ts `variantFor`
 * (docs/product.md#data rule, the one the API uses too). Missing settings read `{isActive: false}`; so does a
 * list with no variant for this country and none without countries.
 */
export function setting<T extends Record<string, unknown> = Record<string, unknown>>(key: string): T & { isActive?: boolean } {
  return variantFor(settings.value[key], countryCode) as T;
}

/** True when setting `key` exists for this country and is not switched off (`isActive: false`). */
export const isActive = (key: string): boolean => {
  const s = settings.value[key];
  return s !== undefined && setting(key).isActive !== false;
};

/**
 * Loads the settings once per page (later calls share the first request), checked by
 * settings/settings-load.ts (bad settings fall back to defaults, reported once), which also applies
 * the merchant's theme, customCss and translations. Failures leave the defaults in place and are
 * not thrown: the panel keeps working with every optional feature off.
 */
export function loadSettings(shopId: string, country: string): Promise<void> {
  countryCode = country || 'US';
  // A lazy chunk (the token-carrying client, the checks, the merchant's look and texts): the entry
  // stays small, and the call waits for identity anyway. What it returns is checked.
  return (inflight ||= import('./settings-load').then((m) => m.loadInit(shopId, countryCode, DEFAULT_FEATURES)).then(
    (init) => takeSettings(init.settings, init.features),
    () => {
      (settingsLoaded as Writable<typeof settingsLoaded>).value = true;
      inflight = null; // a later open tries again
    },
  ));
}

/** Takes the merchant's settings and feature flags (the user init's answer, checked by ./settings-load.ts). */
export function takeSettings(values: Record<string, unknown>, flags: InitUserResponse['features']): void {
  (settings as Writable<typeof settings>).value = values;
  (features as Writable<typeof features>).value = flags;
  (settingsLoaded as Writable<typeof settingsLoaded>).value = true;
}

/** Test and sign-out helper: forget what was loaded. */
export function resetSettings(): void {
  (settings as Writable<typeof settings>).value = {};
  (features as Writable<typeof features>).value = DEFAULT_FEATURES;
  (settingsLoaded as Writable<typeof settingsLoaded>).value = false;
  inflight = null;
}

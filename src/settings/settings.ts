/**
 * Merchant settings (SPEC.md 3 'Settings keys'), from `GET /init/v2/{shopId}/user`, fetched when
 * the panel opens. A setting may be one value, or a list of country variants
 * (`[{countries: ['DE', 'AT'], ...}, {...}]`): settings/country-variant.ts picks the shopper's.
 */
import { signal } from '@preact/signals';
import type { InitUserResponse } from '../api/types';
import { variantFor } from './country-variant';

/** Default feature flags, SPEC.md 9. */
export const DEFAULT_FEATURES: InitUserResponse['features'] = { poweredByStatus: true, mrStatus: false, profileUpdate: true, savedv2: true };

/** The raw settings map; {} until loaded or when loading failed (every setting then reads inactive). */
export const settings = signal<Record<string, unknown>>({});
export const features = signal<InitUserResponse['features']>(DEFAULT_FEATURES);
/** True once the settings answered (successfully or not). */
export const settingsLoaded = signal(false);

let countryCode = 'US';
let inflight: Promise<void> | null = null;

/**
 * The value of setting `key` for the shopper's country: settings/country-variant.ts `variantFor`
 * (SPEC.md 3 rule, the one the API uses too). Missing settings read `{isActive: false}`; so does a
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
  return (inflight ||= import('./settings-load').then((m) => m.loadInit(shopId, countryCode)).then(
    (init) => {
      settings.value = init.settings;
      features.value = init.features;
      settingsLoaded.value = true;
    },
    () => {
      settingsLoaded.value = true;
      inflight = null; // a later open tries again
    },
  ));
}

/** Test and sign-out helper: forget what was loaded. */
export function resetSettings(): void {
  settings.value = {};
  features.value = DEFAULT_FEATURES;
  settingsLoaded.value = false;
  inflight = null;
}

/**
 * The store's consent, through Shopify's Customer Privacy API
 * (docs/toolchain.md#shopifys-customer-privacy-api): analytics events wait for `analyticsProcessingAllowed()`, recently viewed is kept
 * in memory until `preferencesProcessingAllowed()`. A store without the API at all (no
 * `Shopify.customerPrivacy`, no `Shopify.loadFeatures`) allows both. A store that has the API but
 * has not loaded it yet allows nothing until it is loaded: before the shopper acts we only read
 * what is there; `loadConsent()` (called once the panel opens) loads the feature. Standalone (no
 * other module of ours), so the launcher's late half and the panel share it without pulling each
 * other. Never throws.
 */

/** What we use of `window.Shopify.customerPrivacy`. */
export interface CustomerPrivacy {
  analyticsProcessingAllowed?(): boolean;
  preferencesProcessingAllowed?(): boolean;
}
interface ShopifyGlobal {
  customerPrivacy?: CustomerPrivacy;
  loadFeatures?(features: { name: string; version: string }[], done: (error?: unknown) => void): void;
}

/** The kinds of processing we ask about. */
export type ConsentKind = 'analytics' | 'preferences';

/** Our own event on document after `loadConsent()` loaded the API (the store's own decisions fire `visitorConsentCollected`). */
export const CONSENT_LOADED = 'status:consent-loaded';

const shopify = (): ShopifyGlobal | undefined => (window as { Shopify?: ShopifyGlobal }).Shopify;

/**
 * True when the store lets us process `kind` now: its loaded API's answer; true without any
 * Customer Privacy API; false while the API is there but not loaded, or when it throws.
 */
export function consentAllows(kind: ConsentKind): boolean {
  try {
    const s = shopify();
    const privacy = s?.customerPrivacy;
    if (privacy) return privacy[`${kind}ProcessingAllowed`]?.() === true;
    return typeof s?.loadFeatures != 'function';
  } catch {
    return false;
  }
}

/**
 * Calls `run` when the shopper decides (`visitorConsentCollected` on document, Shopify's event) and
 * when `loadConsent()` has loaded the API. Returns the function that stops listening.
 */
export function onConsent(run: () => void): () => void {
  const types = ['visitorConsentCollected', CONSENT_LOADED];
  for (const type of types) document.addEventListener(type, run);
  return () => types.forEach((type) => document.removeEventListener(type, run));
}

/** The load in flight, so a second call (a tap, then the panel opening) asks Shopify once. */
let loading: Promise<void> | undefined;

/**
 * After interaction only (the shopper's first pointerdown or keydown, or the panel opening): loads
 * Shopify's `consent-tracking-api` 0.1 once per page when the store has `loadFeatures` but no
 * `customerPrivacy` yet, then dispatches CONSENT_LOADED on document. Resolves when done or when
 * there is nothing to load; never rejects.
 */
export function loadConsent(): Promise<void> {
  const s = shopify();
  if (!s || s.customerPrivacy || typeof s.loadFeatures != 'function') return Promise.resolve();
  return (loading ||= new Promise<void>((resolve) => {
    try {
      s.loadFeatures!([{ name: 'consent-tracking-api', version: '0.1' }], () => {
        loading = undefined;
        document.dispatchEvent(new Event(CONSENT_LOADED));
        resolve();
      });
    } catch {
      loading = undefined;
      resolve();
    }
  }));
}

// A fake of Shopify's Customer Privacy API for the consent tests (docs/toolchain.md#shopifys-customer-privacy-api).

type W = Window & { Shopify?: unknown; statusViewed?: unknown; statusEvents?: unknown };

/** What the fake store has decided so far. */
export const decided = { analytics: false, preferences: false };

/**
 * Installs `window.Shopify` as a store with the API: `loaded` false leaves only `loadFeatures`
 * (the store has not loaded the feature). Returns the fake, whose `decide` fires
 * `visitorConsentCollected` as Shopify does.
 */
export function installPrivacy({ loaded = true, analytics = false, preferences = false } = {}) {
  decided.analytics = analytics;
  decided.preferences = preferences;
  const customerPrivacy = {
    analyticsProcessingAllowed: () => decided.analytics,
    preferencesProcessingAllowed: () => decided.preferences,
    marketingAllowed: () => false,
  };
  const shopify: Record<string, unknown> = {
    loadFeatures: vi.fn((features: { name: string }[], done: (e?: unknown) => void) => {
      if (features.some((f) => f.name === 'consent-tracking-api')) shopify.customerPrivacy = customerPrivacy;
      setTimeout(() => done(null), 0);
    }),
  };
  if (loaded) shopify.customerPrivacy = customerPrivacy;
  (window as W).Shopify = shopify;
  return {
    shopify,
    /** The shopper decides: both kinds to `allowed`, then Shopify's event on document. */
    decide(allowed: boolean) {
      decided.analytics = decided.preferences = allowed;
      document.dispatchEvent(new CustomEvent('visitorConsentCollected', {
        detail: { analyticsAllowed: allowed, preferencesAllowed: allowed, marketingAllowed: allowed, firstPartyMarketingAllowed: allowed, thirdPartyMarketingAllowed: allowed, saleOfDataAllowed: allowed },
      }));
    },
  };
}

/** Removes the fake and the page's in-memory lists. */
export function removePrivacy(): void {
  const w = window as W;
  delete w.Shopify;
  delete w.statusViewed;
  delete w.statusEvents;
}

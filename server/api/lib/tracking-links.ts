/**
 * Carriers' public tracking pages, for `GET /order-tracking/{shopId}/link/{id}`: the
 * URL patterns Shopify itself links for the common carriers, with the tracking number filled in.
 */

/** Tracking page patterns by carrier name as Shopify names the company (lower case); `{n}` is the number. */
const CARRIERS: Record<string, string> = {
  ups: 'https://www.ups.com/track?tracknum={n}',
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={n}',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={n}',
  dhl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={n}',
  'dhl express': 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={n}',
  'canada post': 'https://www.canadapost-postescanada.ca/track-reperer/en#/search?searchFor={n}',
  'royal mail': 'https://www.royalmail.com/track-your-item#/tracking-results/{n}',
  'australia post': 'https://auspost.com.au/mypost/track/details/{n}',
};

/**
 * The tracking page of a shipment.
 * @param company carrier name, any case ('UPS', 'Canada Post')
 * @param number the tracking number; URL-encoded into the pattern
 * @param url the carrier's own tracking URL when the fulfillment has one: it wins when it is https
 * @returns an absolute https URL, or null when the carrier is unknown and no URL is stored
 */
export function trackingUrl(company: string, number: string, url: string | null = null): string | null {
  if (url && /^https:\/\/[^\s/]+\//.test(url)) return url;
  const pattern = CARRIERS[company.trim().toLowerCase()];
  return pattern && number ? pattern.replace('{n}', encodeURIComponent(number)) : null;
}

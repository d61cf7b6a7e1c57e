/** The shopper's BCP 47 locale from the page config, for Intl (dates, numbers, other currencies). */

/** A BCP 47 tag from a config language ('de', 'de-DE') and country ('CH'): 'de-CH'; 'en-US' when unusable. */
export function localeTag(language: string | undefined, country: string | undefined): string {
  const lang = /^[a-z]{2,3}/i.exec(language || '')?.[0].toLowerCase() || 'en';
  const cc = /^[a-z]{2}$/i.test(country || '') ? country!.toUpperCase() : '';
  return cc ? `${lang}-${cc}` : lang;
}

/** German texts of the embeddable page elements (src/i18n/en/elements.ts): in the German table, and in the elements' own light bodies, which draw before the panel's runtime loads. */
export default {
  'element.favoriteAdd': '{title} zu den Favoriten hinzufügen',
  'element.favoriteRemove': '{title} aus den Favoriten entfernen',
  'element.favoriteAdded': '{title} zu den Favoriten hinzugefügt',
  'element.favoriteRemoved': '{title} aus den Favoriten entfernt',
  'element.product': 'dieses Produkt',
  'element.savedLink': 'Gemerkte Artikel',
  'element.savedCount': '{count} gemerkt',
  'element.signIn': 'Anmelden',
  'element.save': '{title} für später merken',
  'element.unsave': '{title} aus den gemerkten Artikeln entfernen',
  'element.saveShort': 'Für später merken',
  'element.savedShort': 'Gemerkt',
  'element.saved': '{title} für später gemerkt',
  'element.unsaved': '{title} aus den gemerkten Artikeln entfernt',
} as Record<string, string>;

/**
 * English texts: the embeddable page elements (docs/product.md#features, #validation): registered by their
 * chunks with addTexts.
 */
export default {
  'element.favoriteAdd': 'Add {title} to favorites',
  'element.favoriteRemove': 'Remove {title} from favorites',
  'element.favoriteAdded': '{title} added to favorites',
  'element.favoriteRemoved': '{title} removed from favorites',
  'element.product': 'this product',
  'element.savedLink': 'Saved items',
  'element.savedCount': '{count} saved',
  'element.signIn': 'Sign in',
  'element.save': 'Save {title} for later',
  'element.unsave': 'Remove {title} from saved items',
  'element.saveShort': 'Save for later',
  'element.savedShort': 'Saved',
  'element.saved': '{title} saved for later',
  'element.unsaved': '{title} removed from saved items',
} as Record<string, string>;

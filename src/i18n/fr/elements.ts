/** French texts of the embeddable page elements (src/i18n/en/elements.ts): in the French table, and in the elements' own light bodies, which draw before the panel's runtime loads. */
export default {
  'element.favoriteAdd': 'Ajouter {title} aux favoris',
  'element.favoriteRemove': 'Retirer {title} des favoris',
  'element.favoriteAdded': '{title} ajouté aux favoris',
  'element.favoriteRemoved': '{title} retiré des favoris',
  'element.product': 'ce produit',
  'element.savedLink': 'Articles enregistrés',
  'element.savedCount': '{count} enregistrés',
  'element.signIn': 'Se connecter',
  'element.save': 'Enregistrer {title} pour plus tard',
  'element.unsave': 'Retirer {title} des articles enregistrés',
  'element.saveShort': 'Enregistrer pour plus tard',
  'element.savedShort': 'Enregistré',
  'element.saved': '{title} enregistré pour plus tard',
  'element.unsaved': '{title} retiré des articles enregistrés',
} as Record<string, string>;

/**
 * English texts of the panel shell, For you, Profile and product cards (docs/product.md#routes,
 * docs/architecture.md#stable-names). Keys are stable; words may change.
 */
export default {
  'panel.heading': 'My account',
  'panel.close': 'Close',
  'panel.back': 'Back',
  'panel.nav': 'Account',
  'panel.loading': 'Loading',
  'panel.loadFailed': 'This page could not be loaded.',
  'panel.retry': 'Retry',
  'nav.forYou': 'For you',
  'nav.orders': 'Orders',
  'nav.profile': 'Profile',
  'collection.recentlyViewed': 'Recently viewed',
  'collection.popularToday': 'Popular today',
  'collection.seeAll': 'See all',
  'collection.seeAllLabel': 'See all: {name}',
  'product.compareAt': 'Regular price',
  'product.salePrice': 'Sale price',
} as Record<string, string>;

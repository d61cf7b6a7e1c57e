/**
 * For you's optional sections (docs/product.md#for-you-sections; docs/architecture.md#what-loads-when 'For you
 * sections'): each is its own lazy chunk, listed here with the rule that switches it on. A section's chunk is fetched
 * only once its rule holds (a setting is on, the shopper is signed in), and all that hold are fetched in parallel.
 * Named content targets sit between them.
 */
import type { FunctionComponent } from 'preact';
import { isSignedIn } from '../../../session/session';
import { isActive } from '../../../settings/settings';
import { isSharePreview } from '../../../storefront/share-preview';

/** A section chunk and when it shows. `on` reads signals: call it in render. */
export interface SectionDef {
  load: () => Promise<{ default: FunctionComponent }>;
  on: () => boolean;
}

/** The sections by name; names of docs/product.md#routes, in camel case. */
export const SECTIONS: Record<string, SectionDef> = {
  highlightedOrder: { load: () => import('../../orders/components/arriving-next-section'), on: () => isSignedIn.value },
  quizReminder: { load: () => import('../../quizzes/components/quiz-reminder'), on: () => isSignedIn.value && isActive('personalizationQuizzes') },
  recentCollections: { load: () => import('./recent-collections'), on: () => isActive('recentlyViewedCollections') },
  points: { load: () => import('../../loyalty/components/points'), on: () => isActive('points') },
  credit: { load: () => import('../../loyalty/components/credit'), on: () => isSignedIn.value && isActive('credit') },
  membership: { load: () => import('../../loyalty/components/membership'), on: () => isActive('membership') },
  subscriptions: { load: () => import('../../loyalty/components/subscriptions'), on: () => isSignedIn.value && isActive('subscriptions') },
  mobileWallet: { load: () => import('../../loyalty/components/mobile-wallet'), on: () => isActive('mobileWallet') },
  previewNotice: { load: () => import('./preview-notice'), on: () => isSharePreview(location.href) },
  greeting: { load: () => import('./greeting'), on: () => isSignedIn.value },
};

/** A place in For you's order: a section name, or a content target as `slot:{target}`. */
export type Place = string;

/** From the points section to the actions-after target (docs/product.md#routes), after the login section. */
export const UPPER: Place[] = [
  // docs/product.md#routing-rules: 'Heads up!' on share-preview URLs, then the greeting (headings
  // with customer fields)
  'previewNotice',
  'greeting',
  'points',
  'credit',
  'slot:alerts-after',
  'slot:actions-before',
  'membership',
  'subscriptions',
  'mobileWallet',
  'quizReminder',
  'highlightedOrder',
  'slot:actions-after',
];

/** Before 'Recently viewed'. */
export const BEFORE_RECENT: Place[] = ['slot:collections-before', 'recentCollections'];

/** After 'Popular today', the last place of For you. */
export const LAST: Place[] = ['slot:collections-after'];

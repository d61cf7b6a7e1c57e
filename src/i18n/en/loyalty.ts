/**
 * English texts: For you's loyalty and account integrations (docs/product.md#routes: points, credit, membership,
 * subscriptions, mobile wallet); registered by their chunks with addTexts.
 */
export default {
  'points.heading': 'Rewards',
  'points.balance': 'Your points',
  'points.view': 'View rewards',
  'credit.heading': 'Store credit',
  'credit.mine': 'My credit',
  'credit.id': 'ID',
  'credit.copy': 'Copy',
  'credit.copyLabel': 'Copy ID {code}',
  'credit.copied': 'Copied',
  'credit.copyFailed': 'Select the ID to copy it',
  'credit.expires': 'Expires {date}',
  'credit.view': 'Use my credit',
  'membership.heading': 'Membership',
  'membership.view': 'View membership',
  'subscriptions.heading': 'Subscriptions',
  'subscriptions.manage': 'Manage subscriptions',
  'wallet.heading': 'Mobile wallet',
  'wallet.add': 'Add to wallet',
  'wallet.learnMore': 'Learn more',
} as Record<string, string>;

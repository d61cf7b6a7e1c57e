/**
 * The profile feature's face (docs/architecture.md#rules-the-checks-hold-you-to): what other
 * features, the panel and the entries import from it. The store customer as the widget knows it
 * (read, loaded, preferences saved), the check of its stored copy, and the personalizations call
 * the after-login steps make. Its screens are chunks the screen host loads (panel/screens.tsx).
 */
export { customer, loadCustomer, savePreferences } from './state/customer';
export { customerFrom } from './lib/customer-data';
export { fetchPersonalizations } from './api/customer';

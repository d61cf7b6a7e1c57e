/**
 * English texts of notification-trigger toasts (docs/product.md#behaviour), registered by
 * features/content/components/trigger-toast.ts.
 */
export default {
  'trigger.open': 'Take a look',
} as Record<string, string>;

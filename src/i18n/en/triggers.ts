/** English texts of notification-trigger toasts (SPEC.md 4), registered by features/content/components/trigger-toast.ts. */
export default {
  'trigger.open': 'Take a look',
} as Record<string, string>;

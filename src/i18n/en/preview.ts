/** English texts of the share-preview notice (SPEC.md 2 'Store share-preview URLs show a Heads up! notice'). */
export default {
  'preview.heading': 'Heads up!',
  'preview.text': "Your account doesn't work in a theme preview or share link. Open the store at its own address to sign in and see your orders.",
  'preview.help': 'Learn more in the help centre',
} as Record<string, string>;

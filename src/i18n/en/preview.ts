/** English texts of the share-preview notice (docs/product.md#routing-rules). */
export default {
  'preview.heading': 'Heads up!',
  'preview.text': "Your account doesn't work in a theme preview or share link. Open the store at its own address to sign in and see your orders.",
  'preview.help': 'Learn more in the help centre',
} as Record<string, string>;

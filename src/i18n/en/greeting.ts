/** English texts of For you's greeting (docs/product.md#routing-rules). */
export default {
  'forYou.greeting': 'Hi {firstName}',
  'forYou.greetingFallback': 'Hi there',
} as Record<string, string>;

/** English texts of For you's greeting (SPEC.md 2 'headings may use customer fields, with fallback text'). */
export default {
  'forYou.greeting': 'Hi {firstName}',
  'forYou.greetingFallback': 'Hi there',
} as Record<string, string>;

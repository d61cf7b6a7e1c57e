/**
 * English texts: Code sign-in failures (docs/product.md#error-messages), registered by src/auth/sign-in.ts, the only
 * chunk that raises them.
 */
export default {
  'error.codeIncorrect': 'The code you entered is incorrect',
  'error.codeTooManyTries': "You've tried too many incorrect codes. Please try again later.",
  'error.verifyGeneric': 'Unable to verify the code. Please try again later.',
} as Record<string, string>;

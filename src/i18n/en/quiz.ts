/**
 * English texts: personalization quizzes and For you's quiz reminder (docs/product.md#routes, #behaviour): registered
 * by their chunks with addTexts.
 */
export default {
  'quiz.heading': 'A few questions',
  'quiz.save': 'Save answers',
  'quiz.saved': 'Thanks, your answers are saved.',
  'quiz.signInToSave': 'Sign in to save your answers.',
  'quiz.unavailable': 'This quiz is not available.',
  'quiz.backToForYou': 'Back to For you',
  'quiz.reminderHeading': 'Tell us about yourself',
  'quiz.takeQuiz': 'Take the quiz',
} as Record<string, string>;

/**
 * The quizzes feature's face (docs/architecture.md#rules-the-checks-hold-you-to): what other
 * features, the panel and the entries import from it. The personalization form the profile's
 * preferences show, its visible fields, and the quiz fields the after-login steps check. Its
 * screens are chunks the screen host loads (panel/screens.tsx); the reminder is one of For you's
 * section chunks.
 */
export { PersonalizationForm } from './components/personalization-form';
export { visibleFields } from './lib/personalization';
export { isEmptyAnswer, quizFieldKeys } from './lib/quiz-fields';

/**
 * For you's quiz reminder (docs/product.md#for-you-sections 'quiz reminder'), a lazy section chunk shown to signed-in
 * customers while the `personalizationQuizzes` setting is on (features/for-you/components/sections.ts): a card
 * linking to the first active quiz with `reminder` on that still asks a field the customer left
 * empty (features/quizzes/lib/quizzes.ts reminderQuiz). Nothing while the customer loads, when it cannot be
 * loaded (Preferences says why) or when every such quiz is answered: saving the quiz updates the
 * customer store, so the card goes away by itself.
 */
import { useEffect } from 'preact/hooks';
import { reminderQuiz, quizTitle } from '../lib/quizzes';
import { customer, loadCustomer } from '../../profile';
import { setting } from '../../../settings/settings';
import { pageConfig } from '../../../settings/config';
import { t, addTexts } from '../../../i18n';
import quizEn from '../../../i18n/en/quiz';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';
import { routeToHash } from '../../../routes/table';

addTexts(quizEn);

/** The reminder card, or nothing. */
export default function QuizReminder() {
  useEffect(() => void loadCustomer(), []);
  const answers = customer.value.data?.personalizations;
  if (!answers) return null;
  const quiz = reminderQuiz(setting('personalizationQuizzes'), setting<{ data?: unknown }>('personalization').data, answers);
  if (!quiz) return null;
  const title = quizTitle(quiz, pageConfig.value?.locale.language ?? 'en');
  return (
    <section
      aria-labelledby="status-section-quiz"
      class={css`margin:0 0 20px;padding:16px;border:1px solid var(--status-border, #ddd);border-radius:var(--status-radius, 8px);`}
    >
      <h3 id="status-section-quiz" class={css`margin:0 0 4px;font-size:16px;font-weight:600;`}>
        {t('quiz.reminderHeading')}
      </h3>
      <p class={css`margin:0 0 12px;font-size:14px;color:var(--status-muted, #666);`}>{title || t('quiz.heading')}</p>
      <a href={routeToHash('survey:' + quiz.handle)} class={`${buttonClass()} ${css`display:inline-flex;align-items:center;text-decoration:none;`}`}>
        {t('quiz.takeQuiz')}
      </a>
    </section>
  );
}

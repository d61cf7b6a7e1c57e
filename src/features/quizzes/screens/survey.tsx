/**
 * The personalization quiz `#status-survey:{handle}` (alias `quiz:{handle}`; docs/product.md#route-table
 * 'PersonalizationQuiz': no login, Back goes to For you), a lazy screen chunk. Shows the active quiz of the
 * `personalizationQuizzes` setting with that handle: its title (else 'A few questions') and its fields
 * (features/quizzes/components/quiz-form.tsx). Guests answer too and are asked to sign in to save. An unknown or
 * inactive handle, the setting switched off, or a quiz none of whose fields exist shows 'This quiz is not available.'
 * with a link back to For you.
 */
import { QuizForm } from '../components/quiz-form';
import { findQuiz, quizFields, quizTitle } from '../lib/quizzes';
import { isActive, setting, settingsLoaded } from '../../../settings/settings';
import { pageConfig } from '../../../settings/config';
import { t, addTexts } from '../../../i18n';
import profileEn from '../../../i18n/en/profile';
import quizEn from '../../../i18n/en/quiz';
import { css } from '../../../styles';
import { routeToHash } from '../../../routes/table';

addTexts(profileEn);
addTexts(quizEn);

/** @param params [handle] */
export default function Survey({ params }: { params?: string[] }) {
  const pad = css`padding:16px;`;
  if (!settingsLoaded.value) return <div class={pad} role="status" aria-label={t('panel.loading')} />;
  const quiz = isActive('personalizationQuizzes') ? findQuiz(setting('personalizationQuizzes'), params?.[0] ?? '') : null;
  const fields = quiz ? quizFields(quiz, setting<{ data?: unknown }>('personalization').data) : [];
  if (!quiz || !fields.length)
    return (
      <div class={pad}>
        <p role="alert">{t('quiz.unavailable')}</p>
        <a href={routeToHash('foryou')} class={css`color:var(--status-text);`}>
          {t('quiz.backToForYou')}
        </a>
      </div>
    );
  const title = quizTitle(quiz, pageConfig.value?.locale.language ?? 'en') || t('quiz.heading');
  return (
    <section aria-labelledby="status-quiz-heading" class={pad}>
      <h2 id="status-quiz-heading" class={css`margin:0 0 12px;font-size:18px;`}>
        {title}
      </h2>
      <QuizForm quiz={quiz} fields={fields} label={title} />
    </section>
  );
}

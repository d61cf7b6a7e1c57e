/**
 * A personalization quiz's form (docs/product.md#route-table 'survey:{handle}', #settings-keys
 * 'personalizationQuizzes'): one control per field, the same controls as Preferences (personalization-form.tsx
 * `Control`), starting from the customer's answers. What the shopper chooses is kept in the quiz store
 * (features/quizzes/state/quiz.ts) and wins over stored answers. Save, signed in: the chosen answers are saved to
 * the customer's personalizations; 'Unable to save preferences.' (docs/product.md#error-messages) on failure, with
 * every choice kept. Save as a guest: the answers wait, 'Sign in to save your answers' and the
 * login section show, and once the shopper is signed in the answers are saved by themselves.
 * Only fields the shopper touched are sent, so answers they already had are never cleared.
 */
import { useEffect, useState } from 'preact/hooks';
import { answerOf, draftOf, fieldLabel, type Field } from '../lib/personalization';
import type { Quiz } from '../lib/quizzes';
import { own, ownValue } from '../../../lib/own';
import { customer, loadCustomer } from '../../profile';
import { isSignedIn } from '../../../session/session';
import { pendingQuiz, quizDrafts, saveQuiz, setQuizDraft, waitForSignIn } from '../state/quiz';
import { pageConfig } from '../../../settings/config';
import { t } from '../../../i18n';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { Control } from './personalization-form';
import { LoginSlot } from '../../sign-in';
import { RetryAlert } from '../../../ui/retry-alert';

/**
 * @param quiz the active quiz; @param fields its fields (features/quizzes/lib/quizzes.ts quizFields), at least one
 * @param label the form's accessible name (the quiz's title)
 */
export function QuizForm({ quiz, fields, label }: { quiz: Quiz; fields: Field[]; label: string }) {
  const { handle } = quiz;
  const signedIn = isSignedIn.value;
  const c = customer.value;
  const answers: Record<string, unknown> = (signedIn && c.data?.personalizations) || {};
  const drafts = ownValue(quizDrafts.value, handle) ?? {};
  const waiting = pendingQuiz.value === handle;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const lang = pageConfig.value?.locale.language ?? 'en';

  const save = async () => {
    setBusy(true);
    setFailure(null);
    const touched = fields.filter((f) => own(drafts, f.key));
    const error = await saveQuiz(handle, Object.fromEntries(touched.map((f) => [f.key, answerOf(f, drafts[f.key])])));
    setBusy(false);
    setFailure(error);
    setSaved(!error);
  };

  useEffect(() => {
    if (!signedIn) return;
    void loadCustomer();
    // a guest's answers, saved once they are signed in
    if (waiting) void save();
  }, [signedIn]);

  const submit = (e: Event) => {
    e.preventDefault();
    if (busy) return;
    if (signedIn) void save();
    else waitForSignIn(handle);
  };

  return (
    <>
      {signedIn && c.error && !c.data && <RetryAlert message={t(c.error.messageKey)} onRetry={() => void loadCustomer(true)} />}
      <form noValidate onSubmit={submit} aria-label={label}>
        {fields.map((f, i) => (
          <Control
            key={f.key}
            field={f}
            id={`status-quiz-${i}`}
            label={fieldLabel(f, lang)}
            value={ownValue(drafts, f.key) ?? draftOf(f, ownValue(answers, f.key))}
            onValue={(v) => {
              setSaved(false);
              setQuizDraft(handle, f.key, v);
            }}
          />
        ))}
        {failure && (
          <p role="alert" class={errorClass()}>
            {t(failure)}
          </p>
        )}
        <button type="submit" class={buttonClass()} aria-disabled={busy || undefined}>
          {t('quiz.save')}
        </button>
        <p role="status" class={css`margin:8px 0 0;min-height:20px;font-size:14px;`}>
          {saved ? t('quiz.saved') : waiting && !signedIn ? t('quiz.signInToSave') : ''}
        </p>
      </form>
      {waiting && !signedIn && <LoginSlot />}
    </>
  );
}

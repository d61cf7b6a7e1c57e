/**
 * The polite live region a profile form fills with 'Saved' after a save
 * (docs/product.md#profile-screen): always rendered, empty until then, so screen readers announce
 * the change.
 */
import { t } from '../i18n';
import { css } from '../styles';

/** @param saved true once the form's last save succeeded */
export function SavedStatus({ saved }: { saved: boolean }) {
  return (
    <p role="status" aria-live="polite" class={css`margin:8px 0 0;min-height:20px;font-size:14px;`}>
      {saved ? t('profile.saved') : ''}
    </p>
  );
}

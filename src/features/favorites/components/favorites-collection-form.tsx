/**
 * The favorites-collection form (docs/product.md#screens-and-parts 'Collection form'; 5 'Collection name
 * required'): a text box 'Name' and Save. 'Name required' shows on blur or submit while the name
 * is empty, and Save stays disabled while it is; a failed save keeps what was typed and shows the
 * caller's error ('Unable to create collection' / 'Unable to update collection').
 */
import { useState } from 'preact/hooks';
import { TextField } from '../../../ui/form-field';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { t, addTexts } from '../../../i18n';
import savedEn from '../../../i18n/en/saved';

addTexts(savedEn);

/**
 * @param name the name to start from ('' for a new favorites collection)
 * @param onSave saves the trimmed name; resolves to a translated error text, or null when saved
 */
export function FavoritesCollectionForm({ name = '', onSave }: { name?: string; onSave(name: string): Promise<string | null> }) {
  const [value, setValue] = useState(name);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const empty = !value.trim();
  const submit = async (e: Event) => {
    e.preventDefault();
    setTouched(true);
    if (empty || busy) return;
    setBusy(true);
    setError(null);
    const failed = await onSave(value.trim());
    setBusy(false);
    setError(failed);
  };
  return (
    <form onSubmit={submit} noValidate class={css`margin:0 0 16px;`}>
      <TextField
        id="status-collection-name"
        label={t('collection.name')}
        value={value}
        onValue={setValue}
        onBlur={() => setTouched(true)}
        maxLength={60}
        required
        error={touched && empty ? t('error.nameRequired') : undefined}
      />
      {error && (
        <p role="alert" class={errorClass()}>
          {error}
        </p>
      )}
      <button type="submit" class={buttonClass()} disabled={empty} aria-disabled={busy ? 'true' : undefined}>
        {t('collection.save')}
      </button>
    </form>
  );
}

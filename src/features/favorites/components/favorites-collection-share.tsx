/**
 * Share of a favorites collection (docs/product.md#route-table 'favorites-collection': the creator sees Share; 8
 * 'Unable to share this collection'): makes the collection visible to anyone with the link (visibility
 * 'all'), copies the link to the clipboard and shows it in a read-only box, so it can be copied
 * by hand where the clipboard is blocked.
 */
import { useState } from 'preact/hooks';
import { shareFavoritesCollection } from '../state/favorites-collections';
import { TextField } from '../../../ui/form-field';
import { css } from '../../../styles';
import { buttonClass } from '../../../styles/ui';
import { errorClass } from '../../../styles/form';
import { t } from '../../../i18n';

/** Writes `text` to the clipboard; resolves false where the browser refuses. */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** @param uuid the collection to share */
export function FavoritesCollectionShare({ uuid }: { uuid: string }) {
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const share = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    const url = await shareFavoritesCollection(uuid);
    setBusy(false);
    if (!url) return setFailed(true);
    setLink(url);
    setCopied(await copy(url));
  };
  return (
    <div class={css`flex:1;`}>
      <button type="button" class={buttonClass()} aria-disabled={busy ? 'true' : undefined} onClick={share}>
        {t('collection.share')}
      </button>
      {link && (
        <div class={css`margin-top:12px;`}>
          <TextField id="status-collection-link" label={t('collection.link')} value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}
      <p role="status" class={css`margin:4px 0 0;font-size:14px;`}>
        {copied ? t('collection.linkCopied') : ''}
      </p>
      {failed && (
        <p role="alert" class={errorClass()}>
          {t('error.shareCollection')}
        </p>
      )}
    </div>
  );
}

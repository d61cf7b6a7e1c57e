/**
 * `<status-save-button product-id variant-id product-title>` body (SPEC.md 1 'save button', 3
 * 'Saved item', 4 'Cart changes trigger saving newly added items'). Our call, documented in the
 * README: it saves the product for later into Saved from cart (`saveFromCart`, `POST /saved/cart`),
 * the list the cart fills, so a shopper can keep an item without adding it to the cart. A toggle
 * `button` (`aria-pressed`), named 'Save {title} for later' / 'Remove {title} from saved items',
 * announced on change; removing calls `removeSavedItem`. The list loads when idle, only when the
 * shopper may have saved items (boot.ts `mayHaveSaved`). Dispatches `status:save-item` /
 * `status:remove-item` (`list: 'savedFromCart'`) and `status:items-updated`. Failures show the
 * store's 'Unable to save item' toast and leave the state as the API holds it.
 */
import { useEffect, useState } from 'preact/hooks';
import type { PageConfig } from '../config/types';
import { loadSavedCart, removeSavedItem, saveFromCart, savedCart } from '../state/saved-cart';
import { addTexts, t } from '../i18n';
import { whenIdle } from '../lib/idle';
import texts from '../i18n/en/elements';
import { markSaved } from '../lib/saved-marker';
import { emit, mayHaveSaved } from './boot';
import { mount, type ElementProps } from './mount';
import { productAttributes } from './product-attributes';

addTexts(texts);

function SaveButton({ el, css }: ElementProps) {
  const { productId, variantId, title, valid } = productAttributes(el, t('element.product'));
  const [said, say] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (mayHaveSaved()) whenIdle(() => void loadSavedCart());
  }, []);
  const item = valid ? savedCart.value.data?.find((i) => i.productId === productId && (variantId === null || i.variantId === variantId)) : undefined;
  const toggle = async () => {
    setBusy(true);
    say('');
    if (item) await removeSavedItem(item.id);
    else await saveFromCart([{ productId, variantId }]);
    setBusy(false);
    const now = savedCart.value.data?.some((i) => i.productId === productId && (variantId === null || i.variantId === variantId));
    if (now) markSaved();
    if (now === !item) {
      emit(now ? 'status:save-item' : 'status:remove-item', { productId, variantId, list: 'savedFromCart' });
      emit('status:items-updated', { list: 'savedFromCart', count: savedCart.value.data?.length ?? 0 });
      say(t(now ? 'element.saved' : 'element.unsaved', { title }));
    }
  };
  const box = css`all:initial;box-sizing:border-box;display:inline-flex;align-items:center;gap:6px;height:40px;padding:0 14px;border:1px solid currentColor;border-radius:20px;color:#111;font:500 14px/1 system-ui,sans-serif;cursor:pointer;&[aria-pressed=true]{background:#111;color:#fff;}&:focus-visible{outline:2px solid #111;outline-offset:2px;}&:disabled{opacity:.5;cursor:default;}`;
  const hidden = css`position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;`;
  return (
    <>
      <button type="button" class={box} part="button" aria-pressed={item ? 'true' : 'false'} disabled={!valid || busy} onClick={toggle}
        aria-label={t(item ? 'element.unsave' : 'element.save', { title })}>
        {t(item ? 'element.savedShort' : 'element.saveShort')}
      </button>
      <span role="status" class={hidden}>{said}</span>
    </>
  );
}

/** Renders the save button into `el`; returns its teardown (shell: disconnect). */
export function upgrade(el: HTMLElement, config: PageConfig): () => void {
  return mount(el, config, SaveButton);
}

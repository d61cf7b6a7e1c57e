/**
 * `<status-save-button product-id variant-id product-title>` body (SPEC.md 1 'save button', 3
 * 'Saved item', 4 'Cart changes trigger saving newly added items'): plain DOM, no Preact. It saves
 * the product for later into Saved from cart (`saveFromCart`, `POST /saved/cart`), the list the
 * cart fills, so a shopper can keep an item without adding it to the cart. A toggle `button`
 * (`aria-pressed`), named 'Save {title} for later' / 'Remove {title} from saved items', showing
 * 'Save for later' / 'Saved', announced on change; removing calls `removeSavedItem`. Drawn from
 * this browser's copy of the list (features/favorites/state/saved-lists.ts) until the runtime is here
 * (elements/light/runtime.ts: on intent, or on the first idle moment when the shopper may have
 * saved items); a press waits for the store's list, is busy meanwhile, then saves or removes.
 * Dispatches `status:save-item` / `status:remove-item` (`list: 'savedFromCart'`) and
 * `status:items-updated`. Failures show the store's 'Unable to save item' toast and leave the
 * state as the API holds it.
 */
import type { PageConfig } from '../settings/types';
import { readList, SAVED_CART_LIST_KEY } from '../features/favorites/state/saved-lists';
import { productAttributes } from './product-attributes';
import { elementTexts } from './light/texts';
import { guarded, mayHaveSaved } from './light/page';
import { LIVE_REGION_CSS } from './light/parts';
import { toggle } from './light/toggle';
import { SEAL } from '../styles/seal';

const CSS =
  `button{${SEAL}vertical-align:top;box-sizing:border-box;display:inline-flex;align-items:center;gap:6px;height:40px;padding:0 14px;border:1px solid currentColor;border-radius:20px;color:#111;font:500 14px/1 system-ui,sans-serif;cursor:pointer}` +
  'button[aria-pressed=true]{background:#111;color:#fff}button:focus-visible{outline:2px solid #111;outline-offset:2px}button:disabled{opacity:.5;cursor:default}' +
  LIVE_REGION_CSS;

type Item = { productId: number; variantId: number | null };
/** True when `item` stands for the product (and variant, when the button names one). */
const matches = (item: Item, productId: number, variantId: number | null) => item.productId === productId && (variantId === null || item.variantId === variantId);

/** Draws the button into `el` and wires it; returns its teardown (shell: disconnect). Never throws. */
export function upgrade(el: HTMLElement, config: PageConfig): () => void {
  return guarded(el.localName, () => {
    const { button, said, current, attach, start } = toggle(el, config, CSS, 'save button', (m) => {
      if (mayHaveSaved(config)) void m.loadSavedCart();
      return m.effect(paint);
    });

    const local = elementTexts(config.locale.language);
    let busy = false;
    const text = (key: string, vars?: Record<string, string>) => {
      const rt = current();
      return rt ? rt.t(key, vars) : local(key, vars);
    };

    /** The saved item of this button's product: the store's once it has a list, this browser's copy until then. */
    const saved = (productId: number, variantId: number | null) => {
      const data = current()?.savedCart.value.data;
      return data
        ? data.find((i) => matches(i, productId, variantId))
        : readList(SAVED_CART_LIST_KEY).map(([p, v]) => ({ id: '', productId: p, variantId: v })).find((i) => matches(i, productId, variantId));
    };

    function paint() {
      const { productId, variantId, title, valid } = productAttributes(el, text('element.product'));
      const on = valid && !!saved(productId, variantId);
      button.disabled = !valid || busy;
      button.setAttribute('aria-pressed', String(on));
      button.setAttribute('aria-label', text(on ? 'element.unsave' : 'element.save', { title }));
      button.textContent = text(on ? 'element.savedShort' : 'element.saveShort');
    }

    const press = async () => {
      const { productId, variantId, title, valid } = productAttributes(el, text('element.product'));
      if (!valid || busy) return;
      busy = true;
      said.textContent = '';
      paint();
      const m = await attach();
      // Decide on the store's list: an item drawn from an old copy must not be removed or saved twice.
      if (m && !m.savedCart.value.data) await m.loadSavedCart();
      const item = m && saved(productId, variantId);
      if (m) {
        if (item) await m.removeSavedItem(item.id);
        else await m.saveFromCart([{ productId, variantId }]);
      }
      busy = false;
      paint();
      const now = !!(m && saved(productId, variantId));
      if (!m || now === !!item) return; // nothing changed: the store showed its toast
      if (now) m.markSaved();
      m.emit(now ? 'status:save-item' : 'status:remove-item', { productId, variantId, list: 'savedFromCart' });
      m.emit('status:items-updated', { list: 'savedFromCart', count: m.savedCart.value.data?.length ?? 0 });
      said.textContent = text(now ? 'element.saved' : 'element.unsaved', { title });
    };

    button.addEventListener('click', () => void press());
    return start(paint);
  });
}

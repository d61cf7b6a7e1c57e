/**
 * `<status-save-button product-id variant-id product-title>` body (docs/product.md#page-elements 'save button',
 * #favorites-and-saved-items 'Saved item', #events), `status-save-button.js`: loaded on intent on the button, on a
 * press, or when the runtime is on the page anyway (elements/face/wake.ts). It saves the product for later into Saved
 * from cart (`saveFromCart`, `POST /saved/cart`), the list the cart fills, so a shopper can keep an item without adding
 * it to the cart. Its face (elements/face/save-button.ts, in the launcher's late half) drew the toggle
 * `button` (`aria-pressed`, named 'Save {title} for later' / 'Remove {title} from saved items',
 * showing 'Save for later' / 'Saved') and the live region; this takes them over and attaches the
 * runtime. A press waits for the store's list, is busy meanwhile, then saves or removes; a press
 * kept by the face is applied as the state it asked for. Dispatches `status:save-item` /
 * `status:remove-item` (`list: 'savedFromCart'`) and `status:items-updated`. Failures show the
 * store's 'Unable to save item' toast and leave the state as the API holds it.
 */
import type { PageConfig } from '../settings/types';
import type { Face } from './light/face';
import { readList, SAVED_CART_LIST_KEY } from '../local/saved-lists';
import { productAttributes } from './product-attributes';
import { guarded, mayHaveSaved } from './light/page';
import { toggle } from './light/toggle';

type Item = { productId: number; variantId: number | null };
/** True when `item` stands for the product (and variant, when the button names one). */
const matches = (item: Item, productId: number, variantId: number | null) => item.productId === productId && (variantId === null || item.variantId === variantId);

/** Takes over the button `face` drew in `el` and wires it to Saved from cart; returns its teardown (shell: disconnect). Never throws. */
export function live(el: HTMLElement, config: PageConfig, face: Face): () => void {
  return guarded(el.localName, () => {
    const { button, said, current, attach, start } = toggle(el, config, face, 'save button', (m) => {
      if (mayHaveSaved(config)) void m.loadSavedCart();
      return m.effect(paint);
    });
    let busy = false;

    /** The saved item of this button's product: the store's once it has a list, this browser's copy until then. */
    const saved = (productId: number, variantId: number | null) => {
      const data = current()?.savedCart.value.data;
      return data
        ? data.find((i) => matches(i, productId, variantId))
        : readList(SAVED_CART_LIST_KEY).map(([p, v]) => ({ id: '', productId: p, variantId: v })).find((i) => matches(i, productId, variantId));
    };

    function paint() {
      const rt = current();
      if (!rt) return; // the face paints until the runtime is here
      const { productId, variantId, title, valid } = productAttributes(el, rt.t('element.product'));
      const on = valid && (face.wish ?? !!saved(productId, variantId));
      button.disabled = !valid || busy;
      button.setAttribute('aria-pressed', String(on));
      button.setAttribute('aria-label', rt.t(on ? 'element.unsave' : 'element.save', { title }));
      button.textContent = rt.t(on ? 'element.savedShort' : 'element.saveShort');
    }

    /** Saves or removes the product: toggles the store's state, or, with `want`, makes it so (a press kept by the face). */
    const press = async (want?: boolean) => {
      const m = current() ?? (await attach()); // at once when the runtime is here: the press answers in the same frame
      if (!m) return;
      const { productId, variantId, title, valid } = productAttributes(el, m.t('element.product'));
      if (!valid || busy) return;
      busy = true;
      said.textContent = '';
      paint();
      // Decide on the store's list: an item drawn from an old copy must not be removed or saved twice.
      if (!m.savedCart.value.data) await m.loadSavedCart();
      const item = saved(productId, variantId);
      if (want === undefined || want !== !!item) {
        if (item) await m.removeSavedItem(item.id);
        else await m.saveFromCart([{ productId, variantId }]);
      }
      busy = false;
      paint();
      const now = !!saved(productId, variantId);
      if (now === !!item) return; // nothing changed: as asked already, or the store showed its toast
      if (now) m.markSaved();
      m.emit(now ? 'status:save-item' : 'status:remove-item', { productId, variantId, list: 'savedFromCart' });
      m.emit('status:items-updated', { list: 'savedFromCart', count: m.savedCart.value.data?.length ?? 0 });
      said.textContent = m.t(now ? 'element.saved' : 'element.unsaved', { title });
    };

    return start(paint, () => void press(), (w) => void press(w));
  });
}

/**
 * The save button's face (`<status-save-button product-id variant-id product-title>`, docs/product.md#page-elements
 * 'save button', #favorites-and-saved-items 'Saved item'), drawn by the launcher's late half: a toggle `button`
 * (`aria-pressed`) named 'Save {title} for later' / 'Remove {title} from saved items' and showing 'Save for later' /
 * 'Saved', from this browser's copy of Saved from cart (local/saved-lists.ts), beside a polite live
 * region: what the body (elements/save-button.ts) shows, so nothing changes when it takes over.
 */
import type { PageConfig } from '../../settings/types';
import { SAVED_CART_LIST_KEY } from '../../local/saved-lists';
import { productAttributes } from '../product-attributes';
import { elementTexts } from '../light/texts';
import { LIVE_REGION_CSS } from '../light/parts';
import { SEAL } from '../../styles/seal';
import { guarded } from '../light/page';
import { savedList } from './lists';
import { toggleFace } from './toggle';

const CSS =
  `button{${SEAL}vertical-align:top;box-sizing:border-box;display:inline-flex;align-items:center;gap:6px;height:40px;padding:0 14px;border:1px solid currentColor;border-radius:20px;color:#111;font:500 14px/1 system-ui,sans-serif;cursor:pointer}` +
  'button[aria-pressed=true]{background:#111;color:#fff}button:focus-visible{outline:2px solid #111;outline-offset:2px}button:disabled{opacity:.5;cursor:default}' +
  LIVE_REGION_CSS;

/** Draws the button into `el` and wires it; returns its teardown. Never throws. */
export function saveButton(el: HTMLElement, config: PageConfig): () => void {
  return guarded(el.localName, () => {
    const t = elementTexts(config);
    const attrs = () => productAttributes(el, t('element.product'));
    return toggleFace(el, config, CSS, 'save-button', (face) => () => {
      const { productId, variantId, title, valid } = attrs();
      const on = valid && (face.wish ?? savedList(SAVED_CART_LIST_KEY).some(([p, v]) => p === productId && (variantId === null || v === variantId)));
      face.button.disabled = !valid;
      face.button.setAttribute('aria-pressed', String(on));
      face.button.setAttribute('aria-label', t(on ? 'element.unsave' : 'element.save', { title }));
      face.button.textContent = t(on ? 'element.savedShort' : 'element.saveShort');
    }, () => attrs().valid);
  });
}

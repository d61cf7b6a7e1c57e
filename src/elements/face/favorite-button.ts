/**
 * The favorite button's face (`<status-favorite-button product-id variant-id product-title>`,
 * docs/product.md#features, #favorites-and-collections, #validation), drawn by the launcher's late half: a real toggle
 * `button` with `aria-pressed`, named 'Add {title} to favorites' / 'Remove {title} from favorites', a
 * 22 px heart, filled for a favorite in this browser's copy of the favorites
 * (local/saved-lists.ts), and a polite live region. Exactly what the body
 * (elements/favorite-button.ts) shows and announces, so the shopper sees no change when it takes
 * over. A button without a numeric product id is disabled. The 40 x 40 px box is reserved by the
 * embed's CSS.
 */
import type { PageConfig } from '../../settings/types';
import { FAVORITES_LIST_KEY } from '../../local/saved-lists';
import { productAttributes } from '../product-attributes';
import { elementTexts } from '../light/texts';
import { heart, LIVE_REGION_CSS } from '../light/parts';
import { SEAL } from '../../styles/seal';
import { guarded } from '../light/page';
import { savedList } from './lists';
import { toggleFace } from './toggle';

/** The favorite button's sheet (its body keeps it). */
export const FAVORITE_CSS =
  `button{${SEAL}vertical-align:top;display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;width:40px;height:40px;border-radius:50%;background:#fff;color:#111;cursor:pointer}` +
  'button:focus-visible{outline:2px solid currentColor;outline-offset:2px}button:disabled{opacity:.4;cursor:default}' +
  LIVE_REGION_CSS;

/** Draws the heart into `el` and wires it; returns its teardown. Never throws. */
export function favoriteButton(el: HTMLElement, config: PageConfig): () => void {
  return guarded(el.localName, () => {
    const t = elementTexts(config);
    const attrs = () => productAttributes(el, t('element.product'));
    return toggleFace(el, config, FAVORITE_CSS, 'favorite-button', (face) => {
      const { svg, fill } = heart();
      face.button.append(svg);
      return () => {
        const { productId, title, valid } = attrs();
        const on = valid && (face.wish ?? savedList(FAVORITES_LIST_KEY).some(([id]) => id === productId));
        face.button.disabled = !valid;
        face.button.setAttribute('aria-pressed', String(on));
        face.button.setAttribute('aria-label', t(on ? 'element.favoriteRemove' : 'element.favoriteAdd', { title }));
        fill(on);
      };
    }, () => attrs().valid);
  });
}

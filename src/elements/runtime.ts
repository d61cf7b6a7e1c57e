/**
 * The page elements' way into the panel's runtime (`status-runtime.js`, a panel-build entry: it
 * shares the panel's modules, so an element and the panel see the same stores). The elements'
 * bodies (plain DOM, elements/light/runtime.ts) load it on intent, on the first idle moment when
 * the shopper may have saved lists, or when the runtime is on the page anyway. `boot` binds the
 * page config, session, API client and language once per page (elements/boot.ts); `effect`
 * re-runs a paint whenever a signal it reads changes.
 */
import { addTexts } from '../i18n';
import elementsEn from '../i18n/en/elements';

// The runtime's `t` knows the elements' English texts (other languages' tables carry them already).
addTexts(elementsEn);

export { effect } from '@preact/signals';
export { boot, emit } from './boot';
export { t, language } from '../i18n';
export { favorites, isFavorite, loadFavorites, toggleFavorite } from '../features/favorites';
export { loadSavedCart, removeSavedItem, saveFromCart, savedCart } from '../features/saved-cart';
export { isSignedIn } from '../session/session';
export { markSaved } from '../local/saved-marker';
export { initUser } from '../session/init-user';

/**
 * The content feature's face (docs/architecture.md#rules-the-checks-hold-you-to): what other
 * features, the panel and the entries import from it. The merchant's content blocks go where a
 * screen names a slot; a notification trigger's toast is a file of its own the launcher loads by
 * URL (`status-trigger-toast.js`), typed here. The dynamic page is a screen, loaded by the screen
 * host (panel/screens.tsx).
 */
export { ContentSlot } from './components/content-slot';
export { showTriggerToast } from './components/trigger-toast';

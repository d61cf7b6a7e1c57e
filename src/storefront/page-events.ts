/**
 * Custom page events (docs/product.md#events; docs/installing.md 'Page elements'): every `status:{name}`
 * event is a CustomEvent dispatched on `document`, bubbling (so `window` listeners hear it too).
 * Names: loaded, initialized, widget-open, widget-close, save-item, remove-item, items-updated,
 * signed-out, error (lib/report.ts). A page listener that throws does not stop our code (dispatchEvent reports a
 * listener's error and returns).
 */

/** Dispatches `name` (e.g. 'status:save-item') on document with `detail`. */
export function emit(name: string, detail?: unknown): void {
  document.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
}

/**
 * Custom page events (SPEC.md 4 'Custom page events'; README 'Page events'): every `status:{name}`
 * event is a CustomEvent dispatched on `document`, bubbling (so `window` listeners hear it too).
 * Names: loaded, initialized, widget-open, widget-close, save-item, remove-item, items-updated,
 * signed-out. A page listener that throws never stops our code.
 */

/** Dispatches `name` (e.g. 'status:save-item') on document with `detail`. Never throws. */
export function emit(name: string, detail?: unknown): void {
  try {
    document.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
  } catch {
    /* old browsers without CustomEvent: nothing to announce */
  }
}

/**
 * The store page around the widget (docs/architecture.md#layout): leaving it for another page of
 * the store or the web. One module so tests can watch navigation without leaving the test page.
 */

/** Navigates the store page to `url` (already checked with lib/web-url.ts). */
export function goTo(url: string): void {
  location.assign(url);
}

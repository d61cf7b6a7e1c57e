// Shared checks of the hostile-input suites: the sentinel a payload would call, and
// what a rendered sink must never contain.
import { expect, vi } from 'vitest';

/** The URL rule, written out independently of src/lib/web-url.ts (tests run on an https page). */
export const URL_RULE = /^(\/(?![\t\n\r]*[/\\])|https:\/\/|#)/i;

/** Installs `window.__xss` (and `top.__xss`) as a spy; returns it. */
export function installSentinel() {
  const spy = vi.fn();
  (window as unknown as { __xss: unknown }).__xss = spy;
  return spy;
}

/**
 * Asserts `root` holds nothing a payload could run: no script-capable element, no `on*`
 * attribute, every href/src/action passing the URL rule, and the sentinel never called.
 */
export function expectInert(root: ParentNode, sentinel: ReturnType<typeof vi.fn>, label: string): void {
  expect(root.querySelectorAll('script,iframe,object,embed,base,meta,link,form,svg,math,template').length, `${label}: element`).toBe(0);
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const a of Array.from(el.attributes)) {
      expect(/^on/i.test(a.name), `${label}: ${el.tagName} ${a.name}`).toBe(false);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'].includes(a.name.toLowerCase())) {
        expect(a.value, `${label}: ${el.tagName} ${a.name}`).toMatch(URL_RULE);
      }
    }
  }
  expect(sentinel, label).not.toHaveBeenCalled();
}

// Hostile pages: the launcher's late half keeps one launcher button when a theme renders
// the app embed twice, and draws the panel's frame even when the theme defined `status-shell` itself.
import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
  vi.resetModules();
});

test('two app embed blocks: only the wired launcher button stays in the page', async () => {
  document.body.innerHTML = '<status-launcher id="first"></status-launcher><p>theme</p><status-launcher id="second"></status-launcher>';
  const { stepAside } = await import('../../src/launcher/late');
  const first = document.getElementById('first')!;
  stepAside(first);
  expect([...document.querySelectorAll('status-launcher')].map((e) => e.id)).toEqual(['first']);
  expect(document.body.textContent).toContain('theme');
});

test("a theme's own status-shell (closed shadow root) keeps its name; the panel's frame is drawn in status-shell-own", async () => {
  customElements.define('status-shell', class extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: 'closed' });
    }
  });
  const { drawShell } = await import('../../src/launcher/shell');
  const host = drawShell('en');
  expect(host.localName).toBe('status-shell-own');
  expect(host.shadowRoot?.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe('My account');
  host.remove();
});

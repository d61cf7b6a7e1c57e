/**
 * Debian's Chromium through playwright-core (DESIGN.md 7; TOOLCHAIN.md): no browser download.
 * `watchPage` collects what reaches the page's console as errors and every request it makes.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync',
    ],
  });
}

export interface PageWatch { errors: string[]; requests: string[] }

export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { errors: [], requests: [] };
  page.on('pageerror', (e) => watch.errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') watch.errors.push(`console.error: ${m.text()}`);
  });
  page.on('request', (r) => watch.requests.push(r.url()));
  return watch;
}

/** The newest 4-digit code mailed to `email`, from the reference API's outbox. */
export async function latestCode(apiUrl: string, email: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
    const { data } = (await res.json()) as { data: Array<{ text: string; sentAt: string | number }> };
    const mail = data.find((m) => new Date(m.sentAt).getTime() >= after);
    const code = mail?.text.match(/\b(\d{4})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** axe-core's WCAG 2.1 A/AA violations inside the panel's shadow root, as 'rule: target' lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const { violations } = await axe.run(document.querySelector('status-panel'), { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)}`));
  });
}

/** The newest magic link mailed to `email` since `after` (epoch ms), from the outbox. */
export async function latestLink(apiUrl: string, email: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
    const { data } = (await res.json()) as { data: Array<{ text: string; sentAt: string }> };
    const link = data.find((m) => new Date(m.sentAt).getTime() >= after)?.text.match(/https?:\/\/\S+#status-magic-link:\S+/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no magic link mailed to ${email}`);
}

/** Replaces top-level merchant settings of the demo shop (dev route of the reference API). */
export async function patchSettings(apiUrl: string, patch: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${apiUrl}/dev/settings`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(patch) });
  if (!res.ok) throw new Error(`PATCH /dev/settings: ${res.status}`);
}

/** The store session's customer as the page's config block states it (null when anonymous). */
export async function storeCustomer(page: Page): Promise<{ customerId: string | null; customerEmail: string | null }> {
  return page.evaluate(() => {
    const c = JSON.parse(document.getElementById('status-config')?.textContent || '{}');
    return { customerId: c.customerId ?? null, customerEmail: c.customerEmail ?? null };
  });
}

/**
 * Lets Firebase's Google popup run against the Auth emulator with no internet: serves the
 * test-only gapi stand-in for apis.google.com and aborts the emulator page's CDN styles.
 */
export async function offlineGoogle(context: BrowserContext): Promise<void> {
  const gapi = readFileSync(new URL('./gapi-stand-in.js', import.meta.url), 'utf8');
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (r) => r.fulfill({ contentType: 'text/javascript', body: gapi }));
  await context.route(/unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com|www\.gstatic\.com/, (r) => r.abort());
}

/**
 * Debian's Chromium through playwright-core (docs/architecture.md#tests,
 * docs/toolchain.md#debians-chromium): no browser download.
 * `watchPage` collects what reaches the page's console as errors and every request it makes.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request, type Response } from 'playwright-core';

/**
 * Chromium features Playwright switches off by default (playwright-core's chromiumSwitches, as of
 * the pinned version). A `--disable-features` of ours replaces Playwright's rather than adding to
 * it, so ours repeats them; tests/e2e/browser.test.ts fails when the pinned Playwright's list
 * holds one this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium's address bar popup, which Chromium draws as web pages (`chrome://omnibox-popup`):
 * the full browser, headless, still loads two of them for every page a test opens, about 200 files
 * in renderers of their own, which cost more CPU than the store page itself
 * (docs/performance.md#the-test-suite-on-node-24). The headless shell has no address bar; these
 * stay off for an `E2E_CHROME_PATH` that names the full browser. No test uses the address bar.
 */
export const ADDRESS_BAR_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The browser the tests drive: Debian's Chromium headless shell (`E2E_CHROME_PATH`, default
 * `/usr/bin/chromium-headless-shell`), the same Blink and V8 as `/usr/bin/chromium` without the
 * browser's own windows and UI, which cost more CPU than the store pages under test
 * (docs/toolchain.md#the-tests-headless-shell).
 */
export const E2E_CHROME_PATH = process.env.E2E_CHROME_PATH || '/usr/bin/chromium-headless-shell';

/**
 * Launches the tests' Chromium for one test file. `--process-per-site`: a context's pages of one
 * site share a renderer process, as the faults' cells (many pages of one context) would
 * otherwise each start one; on the full browser the faults took 555 s with it against 611 s without.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: E2E_CHROME_PATH,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync', '--process-per-site',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUP_FEATURES].join(',')}`,
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

/** axe-core's WCAG 2.1 A/AA violations inside the panel's shadow root (or the first element matching `selector`), as 'rule: target' lines. */
export async function axeViolations(page: Page, selector = 'status-panel'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const { violations } = await axe.run(document.querySelector(selector), { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)}`));
  }, selector);
}

/**
 * Replaces top-level merchant settings of the demo shop (dev route of the reference API).
 * @returns every setting after the change (`{}` reads them without changing anything)
 */
export async function patchSettings(apiUrl: string, patch: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await fetch(`${apiUrl}/dev/settings`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(patch) });
  if (!res.ok) throw new Error(`PATCH /dev/settings: ${res.status}`);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/**
 * Switches merchant settings for one test. Settings are global for the demo shop, so the caller
 * must call the returned `restore` (in `finally` or `afterEach`): it puts back exactly the values
 * the patched keys had before (a key that did not exist comes back as null, which reads inactive).
 */
export async function switchSettings(apiUrl: string, patch: Record<string, unknown>): Promise<() => Promise<void>> {
  const before = await patchSettings(apiUrl, {});
  const previous = Object.fromEntries(Object.keys(patch).map((k) => [k, before[k] ?? null]));
  await patchSettings(apiUrl, patch);
  return async () => {
    await patchSettings(apiUrl, previous);
  };
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

/**
 * Runs `step`; when it fails, its error also says what `shown` showed and every request the page
 * made meanwhile, images aside (host and path, ms after the step began, then the status or the
 * failure): what a slow step waited on, named in the failure itself.
 */
export async function explained(page: Page, shown: Locator, step: () => Promise<unknown>): Promise<void> {
  const t0 = Date.now();
  const seen: string[] = [];
  const note = (r: Request, what: string) => {
    if (r.resourceType() === 'image') return;
    const u = new URL(r.url());
    seen.push(`${Date.now() - t0} ms ${r.method()} ${u.host}${u.pathname} ${what}`);
  };
  const sent = (r: Request) => note(r, 'sent');
  const answered = (r: Response) => note(r.request(), String(r.status()));
  const failed = (r: Request) => note(r, r.failure()?.errorText ?? 'failed');
  page.on('request', sent);
  page.on('response', answered);
  page.on('requestfailed', failed);
  try {
    await step();
  } catch (e) {
    const text = (await shown.innerText({ timeout: 1000 }).catch(() => '(not on screen)')).replace(/\s+/g, ' ').slice(0, 300);
    throw new Error(`${(e as Error).message.split('\n')[0]}\nthe dialog showed: ${text}\nrequests: ${seen.join('; ') || 'none'}`);
  } finally {
    page.off('request', sent);
    page.off('response', answered);
    page.off('requestfailed', failed);
  }
}

/** One message of the reference API's outbox (`GET /dev/outbox`). */
export interface Mail { to: string; subject: string; text: string; html: string; sentAt: string }

/** The messages mailed to `email`, newest first (at most 20). */
export async function outbox(apiUrl: string, email: string): Promise<Mail[]> {
  const res = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`GET /dev/outbox: ${res.status}`);
  return ((await res.json()) as { data: Mail[] }).data;
}

const mailKey = (m: Mail) => `${m.sentAt}|${m.subject}|${m.text}`;

/**
 * Polls the outbox until a message to `email` that is not in `before` (an earlier `outbox` read)
 * arrives with `pattern` in its text, and returns the pattern's first group (or whole match).
 * No clocks involved: a message counts as new because it was not there before.
 */
export async function nextMail(apiUrl: string, email: string, before: Mail[], pattern: RegExp, what = 'message', timeoutMs = 20_000): Promise<string> {
  const known = new Set(before.map(mailKey));
  const until = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of await outbox(apiUrl, email)) {
      const found = !known.has(mailKey(mail)) && mail.text.match(pattern);
      if (found) return found[1] ?? found[0];
    }
    if (Date.now() > until) throw new Error(`no new ${what} mailed to ${email} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100)); // poll interval
  }
}

/** The 4-digit code of the first message to `email` that was not in `before`. */
export const nextCode = (apiUrl: string, email: string, before: Mail[]) => nextMail(apiUrl, email, before, /login code is (\d{4})\b/, 'login code');

/** The magic link of the first message to `email` that was not in `before`. */
export const nextLink = (apiUrl: string, email: string, before: Mail[]) =>
  nextMail(apiUrl, email, before, /https?:\/\/\S+#status-magic-link:\S+/, 'magic link');

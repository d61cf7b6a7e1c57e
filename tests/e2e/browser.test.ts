/**
 * The tests' own browser (tests/e2e/browser.ts): its `--disable-features` keeps every feature
 * Playwright switches off, and its pages load none of Chromium's address bar popup pages, whose
 * renderers would otherwise take more CPU than the store page each test opens.
 */
import { spawnSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { PLAYWRIGHT_DISABLED_FEATURES, launchBrowser } from './browser';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The `--disable-features` Playwright itself launches Chromium with, read from its documented
 * `DEBUG=pw:browser` log of a launch in a child process.
 */
function playwrightsDisabledFeatures(): string[] {
  const script = `import('playwright-core').then(async ({ chromium }) => (await chromium.launch({ executablePath: ${JSON.stringify(chromePath)} })).close())`;
  const { stderr } = spawnSync(process.execPath, ['-e', script], { env: { ...process.env, DEBUG: 'pw:browser' }, encoding: 'utf8' });
  const launched = /<launching> .*?--disable-features=(\S+)/.exec(stderr);
  if (!launched) throw new Error(`no launch line in Playwright's log: ${stderr.slice(0, 300)}`);
  return launched[1]!.split(',');
}

/** The `chrome://` URLs the browser's renderers requested while one page of a new context loaded a page and settled. */
async function chromePagesLoaded(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  try {
    await browser.startTracing(undefined, { categories: ['devtools.timeline'] });
    const page = await context.newPage();
    await page.setContent('<h1>Store</h1>');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Array<{ name: string; args?: { data?: { url?: string } } }> };
    return traceEvents.filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.startsWith('chrome://')).map((e) => e.args!.data!.url!);
  } finally {
    await context.close();
  }
}

test('keeps every feature Playwright switches off', () => {
  const playwrights = playwrightsDisabledFeatures();
  expect(playwrights).toContain('HttpsUpgrades');
  expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights));
});

test("a page loads none of Chromium's address bar popup pages, which Playwright's own launch loads", async () => {
  const ours = await launchBrowser();
  const plain = await chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    expect(await chromePagesLoaded(ours)).toEqual([]);
    // the same page in Playwright's default launch does load them: so the check above can fail
    expect((await chromePagesLoaded(plain)).some((url) => url.startsWith('chrome://omnibox-popup'))).toBe(true);
  } finally {
    await Promise.all([ours.close(), plain.close()]);
  }
});

/**
 * The tests' own browser (tests/e2e/browser.ts): its `--disable-features` keeps every feature
 * Playwright switches off, and its pages come without the full browser's address bar popup pages,
 * whose renderers would otherwise take more CPU than the store page each test opens.
 */
import { spawnSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { E2E_CHROME_PATH, PLAYWRIGHT_DISABLED_FEATURES, launchBrowser } from './browser';

/** The full browser, as the performance scripts drive it (docs/local-stack.md, `CHROME_PATH`). */
const fullChromium = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The `--disable-features` Playwright itself launches Chromium with, read from its documented
 * `DEBUG=pw:browser` log of a launch in a child process.
 */
function playwrightsDisabledFeatures(): string[] {
  const script = `import('playwright-core').then(async ({ chromium }) => (await chromium.launch({ executablePath: ${JSON.stringify(E2E_CHROME_PATH)} })).close())`;
  const { stderr } = spawnSync(process.execPath, ['-e', script], { env: { ...process.env, DEBUG: 'pw:browser' }, encoding: 'utf8' });
  const launched = /<launching> .*?--disable-features=(\S+)/.exec(stderr);
  if (!launched) throw new Error(`no launch line in Playwright's log: ${stderr.slice(0, 300)}`);
  return launched[1]!.split(',');
}

/**
 * The address bar popup pages the browser holds once a page of a new context is open: Chromium
 * makes them with the page's window, as targets of type `browser_ui`.
 */
async function addressBarPopups(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  const session = await browser.newBrowserCDPSession();
  try {
    await context.newPage();
    // an empty filter entry lists every type, browser_ui included (the default leaves those out)
    const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
    return targetInfos.map((t) => t.url).filter((url) => url.startsWith('chrome://omnibox-popup'));
  } finally {
    await session.detach();
    await context.close();
  }
}

test('keeps every feature Playwright switches off', () => {
  const playwrights = playwrightsDisabledFeatures();
  expect(playwrights).toContain('HttpsUpgrades');
  expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights));
});

test("a page opens without Chromium's address bar popup pages, which Playwright's own launch of the full browser makes", async () => {
  const ours = await launchBrowser();
  const plain = await chromium.launch({ executablePath: fullChromium, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    expect(await addressBarPopups(ours)).toEqual([]);
    // the full browser's default launch does make them, so the check above can fail
    expect(await addressBarPopups(plain)).not.toEqual([]);
  } finally {
    await Promise.all([ours.close(), plain.close()]);
  }
});

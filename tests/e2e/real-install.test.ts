/**
 * A real install, as Shopify does it: a local Shopify whose app has never run on the shop, and an
 * app that knows no shop (no seed, no storefront origins, no metafield). Until the merchant opens
 * the app in the admin, the storefront shows nothing of ours. Opening it installs the app (App
 * Bridge's session token, token exchange); from then on the widget starts from what the app wrote
 * and works the same on the shop's `*.myshopify.com` origin and on its own domain: a shopper signs
 * in, sees Orders and saves a favorite on both. An origin that is not the shop's is refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startStack, type Stack } from '../../server/stack';
import { SEEN_WITHIN, eventually, navLink, openPanel, orderRows, panel, shoppersPerTest, signInWithCode } from './shopper';

const shopper = shoppersPerTest();
let stack: Stack;
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'status-install-'));
  // the run's Auth emulator (startStack reuses one already listening on the port)
  const authPort = Number(new URL(inject('authUrl')).port);
  stack = await startStack({ storePort: 0, apiPort: 0, authPort, dataDir: dir, reset: true, install: false, seed: false });
});
afterAll(async () => {
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

let installed: Promise<void> | undefined;
/** The merchant opens the app in the local Shopify's admin (once): App Bridge's session token installs it. */
function openAppInAdmin(): Promise<void> {
  installed ??= (async () => {
    const admin = await shopper({ viewport: { width: 1400, height: 1000 } });
    await admin.page.goto(stack.adminUrl);
    const app = admin.page.frameLocator('#app-frame');
    await app.getByRole('heading', { name: 'App embed' }).first().waitFor({ timeout: SEEN_WITHIN });
    expect(await app.getByText('The account widget is not ready on your store yet').count()).toBe(0);
  })();
  return installed;
}

test('shows nothing of ours on the storefront until the merchant opens the app, which installs it', async () => {
  const { page } = await shopper();
  await page.goto(`${stack.domainUrl}/`, { waitUntil: 'load' });
  expect(await page.locator('#status-config').count()).toBe(0);
  expect(await page.locator('status-launcher').count()).toBe(0);

  await openAppInAdmin();

  await page.reload({ waitUntil: 'load' });
  await page.getByRole('button', { name: 'My account' }).waitFor({ timeout: SEEN_WITHIN });
  const config = JSON.parse(await page.locator('#status-config').textContent() ?? '{}') as { shopId?: string; apiBase?: string };
  expect(config).toMatchObject({ shopId: 'demo-shop', apiBase: stack.apiUrl });
});

for (const where of ['myshopify', 'own domain'] as const) {
  test(`on the shop's ${where} origin a shopper signs in, sees Orders and saves a favorite`, async () => {
    await openAppInAdmin();
    const origin = where === 'myshopify' ? stack.storeUrl : stack.domainUrl;
    const { page } = await shopper();
    await page.goto(`${origin}/products/canvas-tote`, { waitUntil: 'load' });
    const heart = page.getByRole('button', { name: 'Add Canvas Tote to favorites' });
    await heart.click();
    await page.getByRole('button', { name: 'Remove Canvas Tote from favorites', pressed: true }).waitFor({ timeout: SEEN_WITHIN });

    await openPanel(page);
    await signInWithCode(page, stack.apiUrl, 'shopper@example.com');
    await navLink(page, 'Orders').click();
    await eventually(() => orderRows(page).count()).toBeGreaterThan(0);
    expect(await panel(page).getByText('Unable to save item').count()).toBe(0);
    // the favorite is the signed-in customer's now: a new page shows it pressed
    await page.goto(`${origin}/products/canvas-tote`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Remove Canvas Tote from favorites', pressed: true }).waitFor({ timeout: SEEN_WITHIN });
    // leave the seeded shopper's favorites as they were
    await page.getByRole('button', { name: 'Remove Canvas Tote from favorites', pressed: true }).click();
    await page.getByRole('button', { name: 'Add Canvas Tote to favorites' }).waitFor({ timeout: SEEN_WITHIN });
  });
}

test('refuses an origin that is not one of the shop\'s domains', async () => {
  const res = await fetch(`${stack.apiUrl}/init/v2/demo-shop/user`, {
    method: 'OPTIONS', headers: { Origin: 'http://shop-copy.example', 'Access-Control-Request-Method': 'POST' },
  });
  expect(res.headers.get('access-control-allow-origin')).toBeNull();
  const ok = await fetch(`${stack.apiUrl}/init/v2/demo-shop/user`, {
    method: 'OPTIONS', headers: { Origin: stack.domainUrl, 'Access-Control-Request-Method': 'POST' },
  });
  expect(ok.headers.get('access-control-allow-origin')).toBe(stack.domainUrl);
});

// @vitest-environment node
// The admin's Home: the shop, whether the app embed is on in the live theme (read from the theme
// through Admin GraphQL), the theme editor link and the setup checklist, as the local Shopify says.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../../server/api/shopify/api';
import { embedEnabled } from '../../../../server/api/admin/overview';
import { createHarness, HARNESS_START_MS, type Harness } from '../helpers';
import { storeCall } from '../local-shopify';
import { adminCall, adminPath } from './admin-call';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const overview = async () => {
  const res = await adminCall(h, 'GET', adminPath('overview'));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data;
};

it('shows the demo shop on Plus with classic accounts, the app embed on and the checklist done', async () => {
  const data = await overview();
  expect(data.shop).toMatchObject({ domain: 'demo-shop.myshopify.com', plus: true, customerAccounts: 'classic' });
  expect(data.shop.name).toEqual(expect.any(String));
  expect(data.embed.enabled).toBe(true);
  expect(data.embed.themeName).toEqual(expect.any(String));
  expect(data.embed.editorUrl).toBe(`https://demo-shop.myshopify.com/admin/themes/current/editor?context=apps&activateAppId=${DEMO_API_KEY}/app-embed`);
  expect(data.checklist).toEqual({ embedOn: true, signInChosen: true, storeLogin: 'multipass' });
});

it('reads the embed switched off in the theme, and new customer accounts without Plus', async () => {
  expect((await storeCall(h, 'POST', '/dev/theme/app-embed', { enabled: false })).status).toBe(200);
  expect((await storeCall(h, 'PATCH', '/dev/shop', { shopifyPlus: false, customerAccountsVersion: 'NEW_CUSTOMER_ACCOUNTS' })).status).toBe(200);
  const data = await overview();
  expect(data.embed.enabled).toBe(false);
  expect(data.shop).toMatchObject({ plus: false, customerAccounts: 'new' });
  expect(data.checklist).toEqual({ embedOn: false, signInChosen: true, storeLogin: 'customer-accounts' });
  expect((await storeCall(h, 'POST', '/dev/theme/app-embed', { enabled: true })).status).toBe(200);
  expect((await overview()).embed.enabled).toBe(true);
});

it('answers 503 when Shopify does not answer', async () => {
  await storeCall(h, 'POST', '/dev/admin-api/faults', { status: 500, times: 20 });
  const res = await adminCall(h, 'GET', adminPath('overview'));
  await storeCall(h, 'POST', '/dev/admin-api/faults', { status: 500, times: 0 });
  expect(res.status).toBe(503);
});

it('reads the embed from settings_data.json as Shopify writes it: a leading comment, our block by type, disabled or not', () => {
  const data = (blocks: Record<string, unknown>) => `/*\n * auto-generated\n */\n${JSON.stringify({ current: { blocks } })}`;
  expect(embedEnabled(data({ a: { type: 'shopify://apps/status/blocks/app-embed/1234', disabled: false } }))).toBe(true);
  expect(embedEnabled(data({ a: { type: 'shopify://apps/status/blocks/app-embed/1234', disabled: true } }))).toBe(false);
  expect(embedEnabled(data({ a: { type: 'shopify://apps/other/blocks/star-rating/1' } }))).toBe(false);
  expect(embedEnabled('{not json')).toBe(false);
  expect(embedEnabled(null)).toBe(false);
  expect(embedEnabled(JSON.stringify({ current: 'Default' }))).toBe(false);
});

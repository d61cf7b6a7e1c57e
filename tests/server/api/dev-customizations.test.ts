// @vitest-environment node
// PATCH /dev/customizations: a test or a local run replaces the shop's content blocks;
// the body is checked against the content item's shape, the texts are passed as the merchant wrote them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { anonToken, createHarness, HARNESS_START_MS, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const item = { id: 'x1', target: 'alerts-after', isActive: true, type: 'imageWithText', position: 1, text: { en: '<b>hi</b> [x](javascript:alert(1))' } };

it('replaces the content blocks, and the user init then has them as written', async () => {
  const res = await h.call('PATCH', '/dev/customizations', { token: null, body: JSON.stringify({ content: [item] }) });
  expect(res.status).toBe(200);
  expect(res.json.data.content).toEqual([item]);
  const init = await h.call('GET', '/init/v2/demo-shop/user', { token: anonToken() });
  expect(init.json.data.customizations.content).toEqual([item]);
  expect(typeof init.json.data.customizations.theme.primary).toBe('string'); // the theme stays
});

it('refuses items of the wrong shape and unknown shops', async () => {
  for (const bad of [[{ ...item, type: 'script' }], [{ ...item, position: 'first' }], [{ ...item, categories: { countryCode: ['germany'] } }], [{ ...item, extra: 1 }], 'x'])
    expect((await h.call('PATCH', '/dev/customizations', { token: null, body: JSON.stringify({ content: bad }) })).status).toBe(400);
  expect((await h.call('PATCH', '/dev/customizations?shop=nope', { token: null, body: JSON.stringify({ content: [] }) })).status).toBe(404);
});

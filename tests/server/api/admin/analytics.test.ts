// @vitest-environment node
// The admin's Home counts what the widget did for the shop per day, from its tracking events:
// other shops' events and events older than the window are not counted.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, HARNESS_START_MS, NOW, type Harness } from '../helpers';
import { adminCall, adminPath } from './admin-call';

let h: Harness;
beforeAll(async () => { h = await createHarness(); }, HARNESS_START_MS);
afterAll(async () => { await h.close(); });

const DAY = 86_400_000;
let n = 0;
/** Inserts one tracking event received `daysAgo` days before the harness's now. */
async function event(event: string, daysAgo: number, data: Record<string, unknown> = {}, shop = 'demo-shop') {
  const at = new Date(NOW - daysAgo * DAY).toISOString();
  await h.db.query(
    `INSERT INTO tracking_events (id, event, event_data, created_at, customer_id, status_id, shop_id, received_at) VALUES ($1, $2, $3, $4, NULL, 'sid', $5, $4)`,
    [`analytics-${n++}`, event, JSON.stringify(data), at, shop],
  );
}

const date = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toISOString().slice(0, 10);

it('counts sign-ins, favorites, saved from cart, re-bought orders and trigger toasts per day, with totals', async () => {
  await event('sign_in', 0);
  await event('sign_in', 0);
  await event('sign_in', 3);
  await event('save_item', 0, { list: 'favorites', productId: 1 });
  await event('save_item', 1, { list: 'savedFromCart', productId: 2 });
  await event('remove_item', 1, { list: 'favorites', productId: 1 });
  await event('rebuy', 2, { orderId: '1', items: 2 });
  await event('trigger_toast_shown', 29);
  await event('trigger_toast_followed', 29);
  await event('product_view', 0);
  // not counted: another shop's, and older than 30 days
  await event('sign_in', 0, {}, 'other-shop');
  await event('sign_in', 30);
  await event('save_item', 45, { list: 'favorites' });

  const res = await adminCall(h, 'GET', adminPath('analytics?days=30'));
  expect(res.status).toBe(200);
  const { days, totals } = res.json.data;
  expect(days).toHaveLength(30);
  expect(days[0].date).toBe(date(29));
  expect(days[29].date).toBe(date(0));
  expect(totals).toEqual({ signIns: 3, favoritesAdded: 1, savedFromCart: 1, reBought: 1, triggerToastsShown: 1, triggerToastsFollowed: 1 });
  expect(days[29]).toEqual({ date: date(0), signIns: 2, favoritesAdded: 1, savedFromCart: 0, reBought: 0, triggerToastsShown: 0, triggerToastsFollowed: 0 });
  expect(days.find((d: { date: string }) => d.date === date(3)).signIns).toBe(1);
  expect(days[0]).toMatchObject({ triggerToastsShown: 1, triggerToastsFollowed: 1 });
});

it('covers the days asked for (1-90), and refuses others with 400', async () => {
  const week = await adminCall(h, 'GET', adminPath('analytics?days=7'));
  expect(week.json.data.days).toHaveLength(7);
  expect(week.json.data.totals.signIns).toBe(3);
  expect((await adminCall(h, 'GET', adminPath('analytics'))).json.data.days).toHaveLength(30);
  for (const days of ['0', '91', 'x', '1.5']) expect((await adminCall(h, 'GET', adminPath(`analytics?days=${days}`))).status).toBe(400);
});

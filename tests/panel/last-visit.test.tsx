// The line above the panel's screen about the network and the last visit's lists
// (src/panel/last-visit.tsx): "You're offline." while the network is off, that the lists are
// from the last visit when they are, that they are stale when their refresh failed; never over
// another chunk's notice.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { setPageConfig } from '../../src/settings/config';
import { setMember } from '../../src/session/session';
import { entry, load } from '../../src/cache/request-cache';
import { clearRequestCache } from '../../src/cache/request-cache-reset';
import { writeLastVisit } from '../../src/cache/persist';
import { clearLastVisits } from '../../src/cache/persist-clear';
import { panelNotice, showPanelNotice } from '../../src/panel/widget';
import { ApiError } from '../../src/api/client';
import { setLanguage } from '../../src/i18n';
import { config, member } from './fixtures';

setPageConfig(config);
// the chunk starts the lists and the line when it loads, as the panel entry loads it
const { LastVisitNotice } = await import('../../src/panel/last-visit');

/** What the panel shows in its notice slot (panel/app.tsx renders `panelNotice`). */
function NoticeSlot() {
  const Notice = panelNotice.value;
  return Notice ? <Notice /> : null;
}

beforeEach(async () => {
  setMember(null, null);
  clearRequestCache();
  await clearLastVisits();
  showPanelNotice(null);
});
afterEach(async () => {
  cleanup();
  dispatchEvent(new Event('online'));
  await setLanguage('en');
});

test("says \"You're offline.\" while the browser is offline, and nothing once it is back", async () => {
  render(<NoticeSlot />);
  expect(screen.queryByRole('status')).toBeNull();
  dispatchEvent(new Event('offline'));
  expect((await screen.findByRole('status')).textContent).toBe("You're offline.");
  dispatchEvent(new Event('online'));
  await expect.poll(() => screen.queryByRole('status')).toBeNull();
  expect(panelNotice.value).toBeNull();
});

test('offline with the last visit\'s lists on screen, it says the lists are from the last visit (in German too)', async () => {
  await writeLastVisit('demo-shop', '7001', { customer: { data: { id: '7001', firstName: 'Alex' }, pageCursor: null } });
  setMember(member, '7001');
  render(<NoticeSlot />);
  await load('customer', async () => {
    throw new ApiError(0, 'network', 'error.network', 'GET /customer');
  });
  await expect.poll(() => screen.queryByRole('status')?.textContent).toBe("You're offline. These are your lists from your last visit.");
  await setLanguage('de');
  expect(screen.getByRole('status').textContent).toBe('Du bist offline. Das sind deine Listen von deinem letzten Besuch.');
});

test('online, a last-visit list whose refresh failed is marked as from the last visit', async () => {
  await writeLastVisit('demo-shop', '7001', { customer: { data: { id: '7001', firstName: 'Alex' }, pageCursor: null } });
  setMember(member, '7001');
  render(<NoticeSlot />);
  await expect.poll(() => entry('customer').value.data).not.toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
  await load('customer', async () => {
    throw new ApiError(503, 503, 'error.generic', 'HTTP 503');
  });
  expect((await screen.findByRole('status')).textContent).toBe('These lists are from your last visit: they could not be updated.');
});

test("another chunk's notice is not replaced; the offline line shows once it goes", async () => {
  const Other = () => <p role="alert">You are currently not logged into Shopify</p>;
  showPanelNotice(Other);
  render(<NoticeSlot />);
  dispatchEvent(new Event('offline'));
  expect(screen.getByRole('alert').textContent).toBe('You are currently not logged into Shopify');
  expect(screen.queryByRole('status')).toBeNull();
  showPanelNotice(null);
  expect((await screen.findByRole('status')).textContent).toBe("You're offline.");
  expect(LastVisitNotice).toBe(panelNotice.value);
});

// Home: the app embed's state with the theme editor's deep link, the checklist, the 30-day
// counts as a plain table, and the data requests (or their empty state).
import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../admin/pages/home/HomePage';
import { mockAdminApi } from './helpers';

const EDITOR = 'http://127.0.0.1:3000/admin/themes/current/editor?context=apps&activateAppId=demo-status-client-id/app-embed';
const overview = (enabled: boolean) => ({
  shop: { name: 'Demo Shop', domain: 'demo-shop.myshopify.com', plus: true, customerAccounts: 'classic' },
  embed: { enabled, themeName: 'Dawn', editorUrl: EDITOR },
  checklist: { embedOn: enabled, signInChosen: true, storeLogin: 'multipass' },
});
const zero = { signIns: 0, favoritesAdded: 0, savedFromCart: 0, reBought: 0, triggerToastsShown: 0, triggerToastsFollowed: 0 };
const analytics = {
  days: [{ date: '2026-03-01', ...zero, signIns: 4, favoritesAdded: 2 }, { date: '2026-03-02', ...zero, signIns: 1, reBought: 3 }],
  totals: { ...zero, signIns: 5, favoritesAdded: 2, reBought: 3 },
};

function renderHome(embedOn: boolean, requests: unknown[] = []) {
  mockAdminApi({
    'GET /overview': () => ({ body: { data: overview(embedOn) } }),
    'GET /analytics?days=30': () => ({ body: { data: analytics } }),
    'GET /data-requests': () => ({ body: { data: { items: requests } } }),
  });
  render(<AppProvider i18n={en}><HomePage /></AppProvider>);
}

describe('Home', () => {
  it("shows 'Off' and the theme editor button when the app embed is off", async () => {
    renderHome(false);
    expect(await screen.findByText('Off')).toBeTruthy();
    const button = screen.getByRole('link', { name: /Turn on in theme editor/ });
    expect(button.getAttribute('href')).toBe(EDITOR);
    expect(button.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/The account widget is off in your live theme, Dawn/)).toBeTruthy();
    expect(screen.getByText('2 of 3 done')).toBeTruthy();
  });

  it("shows 'On' when the app embed is on, the store login kind, and the counts as a table", async () => {
    renderHome(true);
    expect(await screen.findByText('On')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Turn on in theme editor/ })).toBeNull();
    expect(screen.getByText(/logged in to your store with Multipass/)).toBeTruthy();
    const table = (await screen.findByText('Daily counts, last 30 days')).closest('.Polaris-ShadowBevel, .Polaris-Card') ?? document.body;
    const cells = within(table as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['4', '2', '3']));
    expect(within(table as HTMLElement).getByRole('columnheader', { name: 'Sign-ins' })).toBeTruthy();
  });

  it('lists data requests, or says there are none', async () => {
    renderHome(true, [{ webhookId: 'w1', customerId: '7001', customerEmail: 'pat@example.com', createdAt: '2026-03-05T10:00:00Z', expiresAt: '2999-01-01T00:00:00Z' }]);
    expect(await screen.findByText('pat@example.com')).toBeTruthy();
    expect(screen.getByText('Mar 5, 2026')).toBeTruthy();
    expect(screen.getByText('Ready')).toBeTruthy();
  });

  it('says when no customer asked for their data', async () => {
    renderHome(true);
    expect(await screen.findByText('No customer has asked for their data.')).toBeTruthy();
  });

  it("says the widget is not ready when Shopify did not take the app's settings, and 'Try again' asks again until it is", async () => {
    const answers = [{ ready: false, reason: 'unavailable' }, { ready: true }];
    let asked = 0;
    mockAdminApi({
      'GET /overview': () => ({ body: { data: { ...overview(true), widget: answers[Math.min(asked++, 1)] } } }),
      'GET /analytics?days=30': () => ({ body: { data: analytics } }),
      'GET /data-requests': () => ({ body: { data: { items: [] } } }),
    });
    render(<AppProvider i18n={en}><HomePage /></AppProvider>);
    expect(await screen.findByText('The account widget is not ready on your store yet')).toBeTruthy();
    expect(screen.getByText(/Shopify did not answer while the app was setting up your storefront/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('On');
    await expect.poll(() => screen.queryByText('The account widget is not ready on your store yet')).toBeNull();
    expect(asked).toBe(2);
  });
});

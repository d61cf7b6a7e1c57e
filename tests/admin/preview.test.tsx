// The live preview's parent side: the framed widget's questions are answered with the DRAFT
// (exact origin and source checked), and a draft change reloads the frame after ~300 ms.
import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, type MerchantConfig } from '../../server/api/settings/schema';
import type { Product } from '../../src/api/types';
import { answerApi } from '../../admin/preview/answer';
import { PreviewPane } from '../../admin/preview/PreviewPane';
import { mockAdminApi } from './helpers';

const product = (id: number): Product => ({
  id, title: `Product ${id}`, variantTitle: '', image: `/img/${id}.jpg`, url: `/products/p-${id}`, price: 2800, compareAtPrice: null, prices: [],
  variants: [{ id: id * 10, title: 'Default Title', price: 2800, compareAtPrice: null, available: true }], cacheUntil: 0,
});
const SAMPLE = { products: [1, 2, 3, 4, 5, 6].map(product), shopCurrency: 'USD' };
const noFavorites: MerchantConfig = { ...DEFAULT_CONFIG, settings: { ...DEFAULT_CONFIG.settings, wishlist: { isActive: false } } };

function renderPane(config: MerchantConfig) {
  mockAdminApi({ 'GET /sample': () => ({ body: { data: SAMPLE } }) });
  const view = render(<AppProvider i18n={en}><PreviewPane config={config} /></AppProvider>);
  const rerender = (next: MerchantConfig) => view.rerender(<AppProvider i18n={en}><PreviewPane config={next} /></AppProvider>);
  return { rerender };
}

/** Posts `data` to the admin page as if from `source` at `origin`; resolves to what the page posted back to the frame. */
async function ask(frame: HTMLIFrameElement, data: unknown, opts: { origin?: string; source?: Window | null } = {}) {
  const win = frame.contentWindow!;
  const replies: unknown[] = [];
  const spy = vi.spyOn(win, 'postMessage').mockImplementation((m: unknown) => void replies.push(m));
  window.dispatchEvent(new MessageEvent('message', { data, origin: opts.origin ?? location.origin, source: opts.source === undefined ? win : opts.source }));
  spy.mockRestore();
  return replies;
}

describe('live preview', () => {
  it('answers the user init with the draft: favorites off, the draft theme, no customer for a guest', async () => {
    renderPane(noFavorites);
    const frame = await screen.findByTitle<HTMLIFrameElement>('Account widget preview (Phone)');
    expect(frame.getAttribute('src')).toBe('/admin/preview-frame?lang=en&country=US#status');
    const [reply] = await ask(frame, { source: 'status-preview', id: 7, type: 'api', payload: { method: 'GET', path: '/init/v2/demo-shop/user', body: null } });
    const { data } = (reply as { result: { status: number; body: { data: { settings: MerchantConfig['settings']; customizations: { theme: unknown }; customer: unknown } } } }).result.body;
    expect(reply).toMatchObject({ source: 'status-preview', id: 7, ok: true, result: { status: 200 } });
    expect(data.settings.wishlist).toEqual({ isActive: false });
    expect(data.customizations.theme).toEqual(DEFAULT_CONFIG.customizations.theme);
    expect(data.customer).toBeNull();
  });

  it('ignores messages from another origin or another window', async () => {
    renderPane(noFavorites);
    const frame = await screen.findByTitle<HTMLIFrameElement>('Account widget preview (Phone)');
    const request = { source: 'status-preview', id: 1, type: 'api', payload: { method: 'GET', path: '/init/v2/demo-shop/user' } };
    expect(await ask(frame, request, { origin: 'https://evil.example' })).toEqual([]);
    expect(await ask(frame, request, { source: window })).toEqual([]);
  });

  it('as a signed-in shopper answers who is signed in, their orders of every status kind and a receipt', async () => {
    renderPane(DEFAULT_CONFIG);
    fireEvent.click(await screen.findByRole('button', { name: 'Signed-in shopper' }));
    const frame = await screen.findByTitle<HTMLIFrameElement>('Account widget preview (Phone)');
    expect(JSON.parse(localStorage.getItem('status:member')!)).toMatchObject({ customerId: '9001' });
    const [user] = await ask(frame, { source: 'status-preview', id: 2, type: 'auth', payload: { action: 'user' } });
    expect(user).toMatchObject({ ok: true, result: { user: { uid: 'preview-shopper', isAnonymous: false } } });
    const [orders] = await ask(frame, { source: 'status-preview', id: 3, type: 'api', payload: { method: 'POST', path: '/orders/demo-shop/orders', body: { data: {} } } });
    const items = (orders as { result: { body: { data: { items: { id: string; fulfillmentStatus: string; latestShipment: { displayStatus: string } | null }[] } } } }).result.body.data.items;
    expect(items.map((o) => o.latestShipment?.displayStatus ?? o.fulfillmentStatus)).toEqual(['IN_TRANSIT', 'UNFULFILLED', 'READY_FOR_PICKUP', 'DELIVERED', 'CANCELED']);
    const [receipt] = await ask(frame, { source: 'status-preview', id: 4, type: 'api', payload: { method: 'GET', path: `/orders/demo-shop/order/${items[0]!.id}` } });
    expect(receipt).toMatchObject({ ok: true, result: { status: 200, body: { data: { name: '#1005', tracking: { company: 'UPS' } } } } });
  });

  it('reloads the frame ~300 ms after the draft changes and says so politely', async () => {
    const { rerender } = renderPane(DEFAULT_CONFIG);
    const first = await screen.findByTitle<HTMLIFrameElement>('Account widget preview (Phone)');
    rerender(noFavorites);
    expect(screen.getByTitle('Account widget preview (Phone)')).toBe(first);
    await waitFor(() => expect(screen.getByTitle('Account widget preview (Phone)')).not.toBe(first), { timeout: 2000 });
    const next = screen.getByTitle<HTMLIFrameElement>('Account widget preview (Phone)');
    act(() => void first.dispatchEvent(new Event('load')));
    act(() => void next.dispatchEvent(new Event('load')));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Preview updated'));
    expect(screen.getByRole('region', { name: 'Live preview' })).toBeTruthy();
  });
});

describe('preview answers', () => {
  it('answers For you with the sample products and unknown calls with 404', () => {
    const session = { config: DEFAULT_CONFIG, sample: SAMPLE, signedIn: false, now: 0 };
    expect(answerApi({ method: 'GET', path: '/init/for-you/demo-shop?recentlyViewed=' }, session)).toMatchObject({ status: 200, body: { data: { recentlyViewed: [1, 2, 3, 4], popularToday: [5, 6] } } });
    expect(answerApi({ method: 'GET', path: '/products/demo-shop?ids=2,9' }, session)).toMatchObject({ body: { data: { items: [{ id: 2 }] } } });
    expect(answerApi({ method: 'POST', path: '/orders/demo-shop/orders' }, session)).toMatchObject({ status: 403 });
    expect(answerApi({ method: 'GET', path: '/nothing' }, session)).toMatchObject({ status: 404, body: { error: { code: 'not-in-preview' } } });
  });
});

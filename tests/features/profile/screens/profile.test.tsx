// Profile (docs/product.md#profile-screen): login section for guests; the page-links-before slot; with
// profileUpdate on the preferences card and the addresses strip, with it off links to
// Preferences, Personal info, Addresses, Favorites and Support; then the page-links-after and
// collections slots, and 'Sign out' last.
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, cleanup, fireEvent, within } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
vi.mock('../../../../src/panel/router', () => ({ navigate: vi.fn() }));
const built = vi.hoisted(() => ({ favorites: false }));
vi.mock('../../../../src/routes/table', async (real) => {
  const routes = await real<typeof import('../../../../src/routes/table')>();
  // a Favorites screen exists only when a test says so
  return { ...routes, routeDef: (name: string) => (name === 'favorites' ? { needs: 'wishlist', screen: built.favorites ? 'favorites' : undefined } : routes.routeDef(name)) };
});

import type { ContentItem } from '../../../../src/api/types';
import Profile from '../../../../src/features/profile/screens/profile';
import { takeIdentity } from '../../../../src/session/session';
import { signedIn } from '../../../../src/session/session-change';
import { navigate } from '../../../../src/panel/router';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { member } from '../../../panel/fixtures';
import { pageConfig } from '../../../auth/fixtures';
import { customerApi, userInitIs } from '../../../fixtures/profile-fixtures';

const link = (label: string, target: string, over: Partial<ContentItem> = {}): ContentItem => ({
  id: label, target, isActive: true, type: 'link', style: 'button', position: 1, url: `/pages/${label.toLowerCase()}`, label: { en: label }, ...over,
});

/** True when the elements are in this order in the page. */
const inOrder = (...els: Element[]) => els.every((el, i) => i === 0 || !!(els[i - 1].compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING));

const signIn = () => signedIn(member, '7001', 'otp');
const guest = () => takeIdentity({ uid: 'anon-1', email: null, isAnonymous: true });

beforeAll(() => import('../../../../src/features/content/components/content-blocks'));
beforeEach(async () => {
  built.favorites = false;
  freshSession({ ...pageConfig, routes: { root: '/en-ca' } });
  await userInitIs();
  settingsAre({});
  clearRequestCache();
  customerApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('anonymous visitors see the login section on Profile, and no Sign out', async () => {
  guest();
  render(<Profile />);
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  expect(screen.queryByRole('link', { name: /Preferences/ })).toBeNull();
});

test('a member without a store customer yet is not signed in: the login section shows', async () => {
  takeIdentity(member);
  render(<Profile />);
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
});

test("'Sign out' goes to the sign-out route", () => {
  signIn();
  render(<Profile />);
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(navigate).toHaveBeenCalledWith('sign-out');
});

describe('with profileUpdate on (the default)', () => {
  test('the preferences card shows the email at once, then the name, and links to Preferences', async () => {
    signIn();
    render(<Profile />);
    const card = screen.getByRole('link', { name: /shopper@example\.com/ });
    expect(card.getAttribute('href')).toBe('#status-preferences');
    expect(await within(card).findByText('Sam Lee')).toBeTruthy();
  });

  test("the addresses strip: heading link, cards with the default first and tagged, and 'Add address'", async () => {
    signIn();
    render(<Profile />);
    const strip = screen.getByRole('region', { name: 'Addresses' });
    expect(within(strip).getByRole('link', { name: 'Addresses' }).getAttribute('href')).toBe('#status-addresses');
    const home = await within(strip).findByRole('link', { name: /1 Home Rd/ });
    expect(home.getAttribute('href')).toBe('#status-address:a1');
    expect(within(home).getByText('Default')).toBeTruthy();
    const work = within(strip).getByRole('link', { name: /2 Work Ave/ });
    expect(within(work).queryByText('Default')).toBeNull();
    const add = within(strip).getByRole('link', { name: 'Add address' });
    expect(add.getAttribute('href')).toBe('#status-add-address');
    expect(inOrder(home, work, add)).toBe(true);
  });

  test('sections come in the spec order, slots included', async () => {
    await userInitIs({ content: [
      link('FAQ', 'page-links-before'),
      link('Gift cards', 'page-links-after', { style: 'list' }),
      link('Lookbook', 'collections-before'),
      link('Stores', 'collections-after'),
    ] });
    signIn();
    render(<Profile />);
    const faq = await screen.findByRole('link', { name: 'FAQ' });
    const card = screen.getByRole('link', { name: /shopper@example\.com/ });
    const strip = screen.getByRole('region', { name: 'Addresses' });
    const after = screen.getByRole('link', { name: 'Gift cards' });
    const lookbook = screen.getByRole('link', { name: 'Lookbook' });
    const stores = screen.getByRole('link', { name: 'Stores' });
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    expect(inOrder(faq, card, strip, after, lookbook, stores, signOut)).toBe(true);
    expect(screen.queryByRole('link', { name: 'Personal info' })).toBeNull();
  });

  test('guests get neither the card nor the strip', async () => {
    guest();
    render(<Profile />);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('region', { name: 'Addresses' })).toBeNull();
  });
});

describe('with profileUpdate off', () => {
  test('links to Preferences, Personal info, Addresses and Support, between the slots', async () => {
    await userInitIs({ content: [link('FAQ', 'page-links-before'), link('Gift cards', 'page-links-after')], features: { profileUpdate: false } });
    signIn();
    render(<Profile />);
    const faq = await screen.findByRole('link', { name: 'FAQ' });
    const links = ['Preferences', 'Personal info', 'Addresses', 'Support'].map((name) => screen.getByRole('link', { name }));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#status-preferences', '#status-info', '#status-addresses', '/en-ca/pages/contact']);
    expect(inOrder(faq, ...links, screen.getByRole('link', { name: 'Gift cards' }), screen.getByRole('button', { name: 'Sign out' }))).toBe(true);
    expect(screen.queryByRole('region', { name: 'Addresses' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Favorites' })).toBeNull();
  });

  test('Favorites shows only when the wishlist setting is on and its screen exists', async () => {
    await userInitIs({ features: { profileUpdate: false } });
    settingsAre({ wishlist: { isActive: true } });
    signIn();
    const { unmount } = render(<Profile />);
    expect(screen.queryByRole('link', { name: 'Favorites' })).toBeNull(); // no Favorites screen yet
    unmount();
    built.favorites = true;
    render(<Profile />);
    expect(screen.getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe('#status-favorites');
    cleanup();
    settingsAre({ wishlist: { isActive: false } });
    render(<Profile />);
    expect(screen.queryByRole('link', { name: 'Favorites' })).toBeNull();
  });

  test('guests get only the links that need no account', async () => {
    built.favorites = true;
    await userInitIs({ features: { profileUpdate: false } });
    settingsAre({ wishlist: { isActive: true } });
    guest();
    render(<Profile />);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.getByRole('link', { name: 'Favorites' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Support' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Preferences' })).toBeNull();
  });
});

describe('content blocks', () => {
  test('links show by language with English as fallback; new-tab links say so; unsafe URLs are not linked', async () => {
    await userInitIs({ content: [
      link('Hilfe', 'page-links-before', { label: { en: 'Help', de: 'Hilfe' }, openInNewTab: true, url: 'https://help.example.com' }),
      link('Returns', 'page-links-before', { position: 2, label: { en: 'Returns' } }),
      link('Bad', 'page-links-before', { position: 3, url: 'javascript:alert(1)' }),
    ] });
    freshSession({ ...pageConfig, locale: { ...pageConfig.locale, language: 'de' } });
    settingsAre({});
    signIn();
    render(<Profile />);
    const help = await screen.findByRole('link', { name: 'Hilfe' });
    expect([help.getAttribute('target'), help.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(screen.getByRole('link', { name: 'Returns' }).getAttribute('target')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
  });

  test('image with text shows the image and the text as plain text, never HTML', async () => {
    await userInitIs({ content: [
      { id: 'img', target: 'collections-before', isActive: true, type: 'imageWithText', position: 1, image: '/img/lookbook.jpg', text: { en: '<b>New</b> arrivals' } },
    ] });
    settingsAre({});
    signIn();
    const { container } = render(<Profile />);
    expect(await screen.findByText('<b>New</b> arrivals')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/img/lookbook.jpg');
  });
});

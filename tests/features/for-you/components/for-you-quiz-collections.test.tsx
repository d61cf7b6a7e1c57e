// For you's quiz reminder and recent collections (docs/product.md#for-you-sections: quiz
// reminder, then highlighted order; recent collections before Recently viewed), each a lazy
// section switched on by its setting.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, cleanup, within, waitFor } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);

import ForYouSections from '../../../../src/features/for-you/components/for-you-sections';
import { signedIn } from '../../../../src/session/session-change';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { saveQuiz } from '../../../../src/features/quizzes/state/quiz';
import { clearRecentCollections, recordRecentCollection } from '../../../../src/local/recent-collections';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { config, member } from '../../../panel/fixtures';
import { customerApi, customerRecord } from '../../../fixtures/profile-fixtures';

const FIELDS = [
  { key: 'skinType', label: { en: 'Skin type' }, visible: true, type: 'choice', options: ['Dry', 'Oily'] },
  { key: 'birthdayMonth', label: { en: 'Birthday month' }, visible: true, type: 'text' },
];
const style = { handle: 'style-quiz', title: 'Style quiz', isActive: true, reminder: true, fields: ['skinType'] };
const birthday = { handle: 'birthday', title: 'Birthday', isActive: true, reminder: true, fields: ['birthdayMonth'] };

const quizzes = (list: unknown[], isActive = true, more: Record<string, unknown> = {}) =>
  settingsAre({ personalization: { data: FIELDS }, personalizationQuizzes: { isActive, quizzes: list }, ...more });
const reminder = () => screen.findByRole('region', { name: 'Tell us about yourself' });
/** The sections' chunks have loaded and the greeting shows the customer, whom the quiz reminder reads too. */
const customerShown = async () => {
  await vi.dynamicImportSettled();
  await screen.findByText('Hi Sam');
};

beforeEach(() => {
  freshSession(config);
  clearRequestCache();
  clearRecentCollections();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('quiz reminder', () => {
  test('a signed-in customer with an empty quiz field gets a card linking to that quiz', async () => {
    quizzes([style]);
    customerApi(customerRecord({ personalizations: {} }));
    signedIn(member, '7001', 'otp');
    render(<ForYouSections part="upper" />);
    const card = await reminder();
    expect(within(card).getByText('Style quiz')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Take the quiz' }).getAttribute('href')).toBe('#status-survey:style-quiz');
  });

  test('links to the first reminder quiz that still has an empty field', async () => {
    quizzes([{ ...birthday, handle: 'no-reminder', reminder: false }, style, birthday]);
    customerApi(customerRecord({ personalizations: { skinType: 'Dry' } }));
    signedIn(member, '7001', 'otp');
    render(<ForYouSections part="upper" />);
    expect(within(await reminder()).getByRole('link', { name: 'Take the quiz' }).getAttribute('href')).toBe('#status-survey:birthday');
  });

  test('goes away once the quiz is answered', async () => {
    quizzes([style]);
    customerApi(customerRecord({ personalizations: {} }));
    signedIn(member, '7001', 'otp');
    render(<ForYouSections part="upper" />);
    await reminder();
    expect(await saveQuiz('style-quiz', { skinType: 'Oily' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tell us about yourself' })).toBeNull());
  });

  test('no card when every quiz is answered', async () => {
    quizzes([style]);
    const api = customerApi(customerRecord({ personalizations: { skinType: 'Dry' } }));
    signedIn(member, '7001', 'otp');
    render(<ForYouSections part="upper" />);
    await waitFor(() => expect(api.sent('GET /customer/demo-shop/7001')).toHaveLength(1));
    await customerShown();
    expect(screen.queryByRole('region', { name: 'Tell us about yourself' })).toBeNull();
  });

  test('guests get no card and no customer request; shops with quizzes off get no card', async () => {
    quizzes([style]);
    const api = customerApi();
    const guest = render(<ForYouSections part="upper" />);
    await vi.dynamicImportSettled();
    expect(screen.queryByRole('region', { name: 'Tell us about yourself' })).toBeNull();
    expect(api.sent('GET /customer/demo-shop/7001')).toHaveLength(0);
    guest.unmount();
    quizzes([style], false);
    signedIn(member, '7001', 'otp');
    render(<ForYouSections part="upper" />);
    // the greeting loads the customer for a signed-in shopper; the quiz card still stays away
    await waitFor(() => expect(api.sent('GET /customer/demo-shop/7001')).toHaveLength(1));
    await customerShown();
    expect(screen.queryByRole('region', { name: 'Tell us about yourself' })).toBeNull();
  });
});

describe('recent collections', () => {
  test('shows the collection pages the shopper opened as links, newest first', async () => {
    settingsAre({ recentlyViewedCollections: { isActive: true } });
    recordRecentCollection({ id: 5002, handle: 'apparel', title: 'Apparel' });
    recordRecentCollection({ id: 5003, handle: 'home', title: 'Home' });
    render(<ForYouSections part="beforeRecent" />);
    const section = await screen.findByRole('region', { name: 'Recent collections' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/collections/home'],
      ['Apparel', '/collections/apparel'],
    ]);
  });

  test("links stay in the shopper's language: under the store's locale root", async () => {
    freshSession({ ...config, routes: { root: '/de/' }, locale: { ...config.locale, language: 'de' } });
    settingsAre({ recentlyViewedCollections: { isActive: true } });
    recordRecentCollection({ id: 5002, handle: 'apparel', title: 'Apparel' });
    render(<ForYouSections part="beforeRecent" />);
    const section = await screen.findByRole('region', { name: 'Recent collections' });
    expect(within(section).getByRole('link', { name: 'Apparel' }).getAttribute('href')).toBe('/de/collections/apparel');
  });

  test('nothing without opened collections, or with the setting off', async () => {
    settingsAre({ recentlyViewedCollections: { isActive: true } });
    const none = render(<ForYouSections part="beforeRecent" />);
    await vi.dynamicImportSettled();
    expect(screen.queryByRole('region', { name: 'Recent collections' })).toBeNull();
    none.unmount();
    recordRecentCollection({ id: 5002, handle: 'apparel', title: 'Apparel' });
    settingsAre({ recentlyViewedCollections: { isActive: false } });
    render(<ForYouSections part="beforeRecent" />);
    await vi.dynamicImportSettled();
    expect(screen.queryByRole('region', { name: 'Recent collections' })).toBeNull();
  });
});

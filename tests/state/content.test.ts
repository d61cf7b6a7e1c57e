// The merchant's content items per target (SPEC.md 3 'Content item'): active, for the shopper's
// login state and country, by position.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

vi.mock('../../src/auth/identity', async () => (await import('../auth/identity-mock')).identityMock);

import type { ContentItem } from '../../src/api/types';
import { fakeApi } from '../panel/fixtures';
import { freshSession } from '../state/fixtures';
import { loadSettings, resetSettings } from '../../src/state/settings';
import { contentFor, readContent } from '../../src/state/content';
import { signedIn } from '../../src/state/session-change';
import { pageConfig } from '../auth/fixtures';

const item = (id: string, over: Partial<ContentItem> = {}): ContentItem => ({
  id, target: 'page-links-before', isActive: true, type: 'link', style: 'button', position: 1, url: '/pages/faq', label: { en: id }, ...over,
});

async function contentIs(content: unknown): Promise<void> {
  fakeApi({ 'GET /init/v2/demo-shop/user': () => ({ settings: {}, customizations: { theme: {}, customCss: '', content }, allContent: [], features: {} }) });
  resetSettings();
  await loadSettings('demo-shop', 'DE');
  await readContent();
}

beforeEach(() => freshSession({ ...pageConfig, locale: { ...pageConfig.locale, countryCode: 'DE' } }));
afterEach(() => vi.unstubAllGlobals());

test('gives the active items of a target in position order', async () => {
  await contentIs([item('b', { position: 2 }), item('a', { position: 1 }), item('off', { isActive: false }), item('other', { target: 'page-links-after' })]);
  expect(contentFor('page-links-before').map((c) => c.id)).toEqual(['a', 'b']);
  expect(contentFor('page-links-after').map((c) => c.id)).toEqual(['other']);
});

test("keeps to the items' categories: logged-in state and country", async () => {
  await contentIs([
    item('members', { categories: { loggedIn: true } }),
    item('guests', { categories: { loggedIn: false } }),
    item('germany', { categories: { countryCode: ['DE', 'AT'] } }),
    item('france', { categories: { countryCode: ['FR'] } }),
    item('everyone', { categories: { countryCode: [] } }),
  ]);
  expect(contentFor('page-links-before').map((c) => c.id)).toEqual(['guests', 'germany', 'everyone']);
  signedIn({ uid: 'user-9', email: 'shopper@example.com', isAnonymous: false }, '7001', 'otp');
  expect(contentFor('page-links-before').map((c) => c.id)).toEqual(['members', 'germany', 'everyone']);
});

test('malformed content gives nothing and breaks nothing', async () => {
  await contentIs('<b>oops</b>');
  expect(contentFor('page-links-before')).toEqual([]);
  await contentIs([null, 42, { target: 'page-links-before', type: 'script', isActive: true }, item('ok')]);
  expect(contentFor('page-links-before').map((c) => c.id)).toEqual(['ok']);
});

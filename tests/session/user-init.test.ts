// What the user init says beyond the settings (docs/product.md#data): the profileUpdate flag (default on) and
// the merchant's content items per target: active, for the shopper's login state and country, by position.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

vi.mock('../../src/auth/identity', async () => (await import('../auth/identity-mock')).identityMock);

import type { ContentItem } from '../../src/api/types';
import { freshSession } from '../fixtures/store-fixtures';
import { contentFor, profileUpdate, readUserInit } from '../../src/session/user-init';
import { resetSettings } from '../../src/settings/settings';
import { signedIn } from '../../src/session/session-change';
import { pageConfig } from '../auth/fixtures';
import { userInitIs } from '../fixtures/profile-fixtures';

const item = (id: string, over: Partial<ContentItem> = {}): ContentItem => ({
  id, target: 'page-links-before', isActive: true, type: 'link', style: 'button', position: 1, url: '/pages/faq', label: { en: id }, ...over,
});
const ids = (target = 'page-links-before') => contentFor(target).map((c) => c.id);

beforeEach(() => freshSession({ ...pageConfig, locale: { ...pageConfig.locale, countryCode: 'DE' } }));
afterEach(() => vi.unstubAllGlobals());

describe('profileUpdate', () => {
  test('is on unless the init switches it off', async () => {
    await userInitIs({ features: {} });
    expect(profileUpdate.value).toBe(true);
    await userInitIs({ features: { profileUpdate: false } });
    expect(profileUpdate.value).toBe(false);
  });

  test('nothing is read before the settings arrived', async () => {
    await userInitIs({ features: { profileUpdate: false } });
    resetSettings();
    await readUserInit();
    expect(profileUpdate.value).toBe(false); // the last answer stays until a new one is taken
  });
});

describe('content items', () => {
  test('gives the active items of a target in position order', async () => {
    await userInitIs({ content: [item('b', { position: 2 }), item('a', { position: 1 }), item('off', { isActive: false }), item('other', { target: 'page-links-after' })] });
    expect(ids()).toEqual(['a', 'b']);
    expect(ids('page-links-after')).toEqual(['other']);
  });

  test("keeps to the items' categories: logged-in state and country", async () => {
    await userInitIs({
      content: [
        item('members', { categories: { loggedIn: true } }),
        item('guests', { categories: { loggedIn: false } }),
        item('germany', { categories: { countryCode: ['DE', 'AT'] } }),
        item('france', { categories: { countryCode: ['FR'] } }),
        item('everyone', { categories: { countryCode: [] } }),
      ],
    });
    expect(ids()).toEqual(['guests', 'germany', 'everyone']);
    signedIn({ uid: 'user-9', email: 'shopper@example.com', isAnonymous: false }, '7001', 'otp');
    expect(ids()).toEqual(['members', 'germany', 'everyone']);
  });

  test('malformed content gives nothing and breaks nothing', async () => {
    await userInitIs({ content: '<b>oops</b>' });
    expect(ids()).toEqual([]);
    await userInitIs({ content: [null, 42, { target: 'page-links-before', type: 'script', isActive: true }, item('ok')] });
    expect(ids()).toEqual(['ok']);
  });
});

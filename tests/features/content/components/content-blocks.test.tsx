// Content blocks at For you's targets (docs/product.md#routes, #content-and-triggers 'Content item', #rich-text,
// #limits UTM): rich text renders as <strong>, <em>, <a>; HTML and unsafe links stay text; store links carry UTM.
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);

import type { ContentItem } from '../../../../src/api/types';
import ForYouSections from '../../../../src/features/for-you/components/for-you-sections';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { pageConfig } from '../../../auth/fixtures';
import { userInitIs } from '../../../fixtures/profile-fixtures';

const block = (id: string, target: string, over: Partial<ContentItem> = {}): ContentItem => ({
  id, target, isActive: true, type: 'imageWithText', position: 1, text: { en: id }, ...over,
});

beforeAll(() => import('../../../../src/features/content/components/content-blocks'));
beforeEach(() => freshSession({ ...pageConfig, locale: { ...pageConfig.locale, language: 'en', countryCode: 'US' } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("For you's content targets", () => {
  test('each part shows the blocks of its targets, in position order', async () => {
    await userInitIs({ content: [
      block('Alert', 'alerts-after'), block('Second', 'actions-before', { position: 2 }), block('First', 'actions-before', { position: 1 }),
      block('Last', 'collections-after'), block('Before lists', 'collections-before'),
    ] });
    settingsAre({});
    const upper = render(<ForYouSections part="upper" />);
    const texts = async () => (await screen.findAllByText(/Alert|First|Second/)).map((p) => p.textContent);
    expect(await texts()).toEqual(['Alert', 'First', 'Second']);
    expect(screen.queryByText('Last')).toBeNull();
    upper.unmount();
    render(<ForYouSections part="last" />);
    expect(await screen.findByText('Last')).toBeTruthy();
    expect(screen.queryByText('Before lists')).toBeNull();
  });
});

describe('rich text in content blocks', () => {
  test('bold, italic and links render as such; store links carry the UTM parameters', async () => {
    await userInitIs({ content: [block('r', 'collections-after', {
      text: { en: '**Free returns** for *30 days*' },
      description: { en: 'Read [our policy](/policies/refund?x=1) or [the blog](https://blog.example.com/p)' },
    })] });
    settingsAre({ utmTracking: { medium: 'panel', campaign: 'account' } });
    const { container } = render(<ForYouSections part="last" />);
    expect((await screen.findByText('Free returns')).tagName).toBe('STRONG');
    expect(screen.getByText('30 days').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'our policy' }).getAttribute('href')).toBe('/policies/refund?x=1&utm_source=status&utm_medium=panel&utm_campaign=account');
    expect(screen.getByRole('link', { name: 'the blog' }).getAttribute('href')).toBe('https://blog.example.com/p');
    expect(container.querySelectorAll('a')).toHaveLength(2);
  });

  test('HTML and javascript: links stay inert text', async () => {
    const hostile = '<img src=x onerror="window.pwned=1"> [click](javascript:window.pwned=1) <a href="javascript:alert(1)">x</a>';
    await userInitIs({ content: [block('h', 'collections-after', { text: { en: hostile }, description: { en: '[x](//evil.example.com) **<script>alert(1)</script>**' } })] });
    settingsAre({});
    const { container } = render(<ForYouSections part="last" />);
    expect((await screen.findByText(hostile)).textContent).toBe(hostile);
    expect(container.querySelector('img[src="x"], script, a')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>').tagName).toBe('STRONG');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  test("texts follow the page's language, with English when there is none", async () => {
    freshSession({ ...pageConfig, locale: { ...pageConfig.locale, language: 'de', countryCode: 'DE' } });
    await userInitIs({ content: [
      block('a', 'collections-after', { text: { en: 'Free returns', de: 'Kostenlose Rücksendung' } }),
      block('b', 'collections-after', { position: 2, text: { en: 'Only in English' } }),
    ] });
    settingsAre({});
    render(<ForYouSections part="last" />);
    expect(await screen.findByText('Kostenlose Rücksendung')).toBeTruthy();
    expect(screen.getByText('Only in English')).toBeTruthy();
    expect(screen.queryByText('Free returns')).toBeNull();
  });
});

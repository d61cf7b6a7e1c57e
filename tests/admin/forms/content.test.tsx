import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkMerchantConfig } from '../../../server/api/settings/schema';
import { t } from '../../../admin/i18n';
import { ContentPage } from '../../../admin/pages/content';
import { configWith, renderPage } from './render';

describe('Content page', () => {
  it('adding a content block of type link button', () => {
    const page = renderPage(ContentPage, configWith());
    expect(screen.getByText('No content blocks yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add link button' }));
    const content = page.last()!.customizations.content;
    expect(content).toHaveLength(1);
    expect(content[0]).toMatchObject({ type: 'link', style: 'button', isActive: true, target: 'actions-after', position: 1 });
    const heading = screen.getByRole('heading', { name: 'Block 1: Link button' });
    expect(heading).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Link'), { target: { value: '/collections/sale' } });
    fireEvent.change(screen.getByLabelText('Link text (English)'), { target: { value: 'Summer sale' } });
    fireEvent.change(screen.getByLabelText('Show to'), { target: { value: 'signedIn' } });
    const block = page.last()!.customizations.content[0]!;
    expect(block).toMatchObject({ url: '/collections/sale', label: { en: 'Summer sale' }, categories: { loggedIn: true } });
    // what the form makes passes the shared schema
    expect(checkMerchantConfig(page.last()).ok).toBe(true);
  });

  it('shows the markup issue under the block text and the quiz without fields', () => {
    const config = configWith({
      customizations: { content: [{ id: 'b1', target: 'actions-after', isActive: true, type: 'imageWithText', position: 1, text: { en: '<b>Hi</b>' } }] },
      settings: { personalizationQuizzes: { isActive: true, quizzes: [{ handle: 'style-quiz', trigger: 'login', isActive: true, fields: [] }] } },
    });
    renderPage(ContentPage, config, [
      { path: ['customizations', 'content', 0, 'text', 'en'], message: 'validation.markup' },
      { path: ['settings', 'personalizationQuizzes', 'quizzes', 0, 'fields'], message: 'validation.quizNoFields' },
    ]);
    expect(screen.getByLabelText('Text (English)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('validation.markup'))).toBeTruthy();
    expect(screen.getByText(t('validation.quizNoFields'))).toBeTruthy();
  });

  it('reorders and removes notification triggers with buttons', () => {
    const a = { event: 'product_view', amount: 4, destination: 'toast', delay: 1000 };
    const b = { event: 'page_view', amount: 2, destination: 'page', page: '/collections/all' };
    const page = renderPage(ContentPage, configWith({ settings: { notificationTriggers: [a, b] } }));
    const second = screen.getByRole('heading', { name: 'Trigger 2' }).parentElement!;
    fireEvent.click(within(second).getByRole('button', { name: 'Move up' }));
    expect(page.last()!.settings.notificationTriggers).toEqual([b, a]);
    const first = screen.getByRole('heading', { name: 'Trigger 1' }).parentElement!;
    fireEvent.click(within(first).getByRole('button', { name: 'Remove' }));
    expect(page.last()!.settings.notificationTriggers).toEqual([a]);
  });
});

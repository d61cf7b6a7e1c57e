import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '../../../admin/i18n';
import { LookPage } from '../../../admin/pages/look';
import { configWith, renderPage } from './render';

describe('Look page', () => {
  it("finds 'Sign in' by its English text and saves a German override", () => {
    const page = renderPage(LookPage, configWith({ customizations: { translations: { de: { 'nav.forYou': 'Für Sie' } } } }));
    fireEvent.change(screen.getByLabelText('Find a text'), { target: { value: 'Sign in' } });
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('de');
    // exact matches first: 'Sign in' itself, with the widget's own German text as the placeholder
    const fields = screen.getAllByLabelText('German text for “Sign in”');
    expect(fields.length).toBeGreaterThan(0);
    const field = fields[0] as HTMLInputElement;
    expect(field.placeholder).toBe('Anmelden');
    fireEvent.change(field, { target: { value: 'Einloggen' } });
    const translations = page.last()!.customizations.translations;
    const key = Object.keys(translations.de!).find((k) => translations.de![k] === 'Einloggen')!;
    expect(['auth.heading', 'element.signIn']).toContain(key);
    // the shop's other override stays
    expect(translations.de).toEqual({ 'nav.forYou': 'Für Sie', [key]: 'Einloggen' });
    // emptied again: the widget's own text, and the override is gone
    fireEvent.change(screen.getAllByLabelText('German text for “Sign in”')[0]!, { target: { value: '' } });
    expect(page.last()!.customizations.translations.de).toEqual({ 'nav.forYou': 'Für Sie' });
  });

  it('notes that custom CSS runs in the shadow root and shows its issue', () => {
    renderPage(LookPage, configWith({ customizations: { customCss: '</style><script>' } }), [{ path: ['customizations', 'customCss'], message: 'validation.cssCloseTag' }]);
    expect(screen.getByText("Runs inside the widget's shadow root: it styles only the widget, never your theme.")).toBeTruthy();
    expect(screen.getByText(t('validation.cssCloseTag'))).toBeTruthy();
  });

  it('edits a theme colour and the me-button', () => {
    const page = renderPage(LookPage, configWith());
    fireEvent.change(screen.getByLabelText('Primary colour'), { target: { value: '#aa0000' } });
    expect(page.last()!.customizations.theme.primary).toBe('#aa0000');
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'top-left' } });
    expect(page.last()!.settings.meButton).toMatchObject({ isActive: true, placement: 'top-left', display: 'both' });
    expect(page.last()!.customizations.theme.primary).toBe('#aa0000');
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '../../../admin/i18n';
import { SettingsPage } from '../../../admin/pages/settings';
import { configWith, renderPage } from './render';

/** The block of the setting headed `name` (its heading's section). */
const settingBlock = (name: string): HTMLElement => screen.getByRole('heading', { name, level: 3 }).closest('section')!;

describe('Settings page', () => {
  it('switching Favorites off calls onChange with wishlist inactive', () => {
    const page = renderPage(SettingsPage, configWith());
    const lists = screen.getByRole('heading', { name: 'Lists', level: 2 });
    const favorites = screen.getByLabelText('Favorites');
    expect(favorites).toHaveProperty('checked', true);
    // the Favorites switch lives in the Lists section: after its heading, before the next section's
    const next = screen.getByRole('heading', { name: 'Loyalty and integrations', level: 2 });
    expect(lists.compareDocumentPosition(favorites) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(next.compareDocumentPosition(favorites) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    fireEvent.click(favorites);
    expect(page.changes).toHaveLength(1);
    expect(page.last()!.settings.wishlist).toMatchObject({ isActive: false, showInAppButtons: true, icon: 'heart' });
    expect(screen.getByLabelText('Favorites')).toHaveProperty('checked', false);
  });

  it("shows 'Use a link ...' under the privacy policy link when its issue is given", () => {
    const config = configWith({ settings: { privacyPolicy: { isActive: true, privacyPolicy: 'javascript:alert(1)', termsOfService: '/policies/terms-of-service', conditions: [] } } });
    renderPage(SettingsPage, config, [{ path: ['settings', 'privacyPolicy', 'privacyPolicy'], message: 'validation.link' }]);
    const field = screen.getByLabelText('Privacy policy link');
    expect(field).toHaveProperty('value', 'javascript:alert(1)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    // the admin's text of the schema's message (forms.en.json: 'Use a link that starts with https:// or /')
    expect(t('validation.link')).toMatch(/link that starts with https:\/\/ or/);
    expect(described).toContain(t('validation.link'));
    // only that field: the terms link has no error
    expect(screen.getByLabelText('Terms of service link').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getAllByText(t('validation.link'))).toHaveLength(1);
  });

  it('adds a country-specific value for DE', () => {
    const page = renderPage(SettingsPage, configWith({ settings: { orderLabel: { display: 'status' } } }));
    const block = settingBlock('Order title');
    fireEvent.click(within(block).getByRole('button', { name: 'Add a country-specific value' }));
    const country = within(block).getByLabelText('Country');
    expect(document.activeElement).toBe(country);
    fireEvent.change(country, { target: { value: 'DE' } });
    fireEvent.click(within(block).getByRole('button', { name: 'Add' }));
    expect(page.last()!.settings.orderLabel).toEqual([{ display: 'status' }, { display: 'status', countries: ['DE'] }]);
    expect(within(block).getByRole('heading', { name: 'Value for Germany' })).toBeTruthy();

    // the German value gets its own title; the value for all countries stays
    const selects = within(block).getAllByLabelText('Title orders by');
    expect(selects).toHaveLength(2);
    fireEvent.change(selects[1]!, { target: { value: 'name' } });
    expect(page.last()!.settings.orderLabel).toEqual([{ display: 'status' }, { display: 'name', countries: ['DE'] }]);

    // removing it goes back to one value for every country
    fireEvent.click(within(block).getByRole('button', { name: 'Remove the value for Germany' }));
    expect(page.last()!.settings.orderLabel).toEqual({ display: 'status' });
  });

  it('shows each section and the issue of a country value under its own field', () => {
    renderPage(
      SettingsPage,
      configWith({ settings: { orderLabel: [{ countries: ['DE', 'AT'], display: 'name' }, { display: 'status' }], membership: { isActive: true, name: 'Harbor Club', link: 'data:text/html,x' } } }),
      [{ path: ['settings', 'membership', 'link'], message: 'validation.link' }, { path: ['settings', 'orderLabel', 0, 'countries', 1], message: 'validation.duplicateCountry' }],
    );
    for (const name of ['Sign-in', 'Lists', 'Loyalty and integrations', 'Orders', 'Tracking', 'For you']) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeTruthy();
    }
    const order = settingBlock('Order title');
    expect(within(order).getByRole('heading', { name: 'Value for Germany, Austria' })).toBeTruthy();
    expect(within(order).getByText(t('validation.duplicateCountry'))).toBeTruthy();
    const membership = settingBlock('Membership');
    expect(within(membership).getByLabelText("'View membership' link").getAttribute('aria-invalid')).toBe('true');
  });
});

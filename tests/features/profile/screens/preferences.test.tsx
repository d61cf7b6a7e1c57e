// Preferences and Personal info (docs/product.md#route-table 'preferences', 'info'; 3 'Customer', 'personalization';
// 5; 8): each field type saves its shape, customFields go back unchanged, failures keep what was
// typed and say 'Unable to save preferences.' or 'Unable to save personal info.'.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, fireEvent, cleanup, within } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);

import Preferences from '../../../../src/features/profile/screens/preferences';
import Info from '../../../../src/features/profile/screens/info';
import { signedIn } from '../../../../src/session/session-change';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { customer } from '../../../../src/features/profile/state/customer';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { member } from '../../../panel/fixtures';
import { customerApi, customerRecord, userInitIs } from '../../../fixtures/profile-fixtures';

const FIELDS = [
  { key: 'colors', label: { en: 'Favorite colors' }, visible: true, type: 'choices', options: ['Red', 'Blue', 'Green'] },
  { key: 'height', label: { en: 'Height' }, visible: true, type: 'measure', units: ['cm', 'in'] },
  { key: 'fit', label: { en: 'Fit' }, visible: true, type: 'choice', options: ['Slim', 'Regular'] },
  { key: 'size', label: { en: 'Size' }, visible: true, type: 'choice', options: ['XS', 'S', 'M', 'L', 'XL'] },
  { key: 'shoe', label: { en: 'Shoe size' }, visible: true, type: 'number' },
  { key: 'nickname', label: { en: 'Nickname' }, visible: true, type: 'text' },
  { key: 'anniversary', label: { en: 'Anniversary' }, visible: true, type: 'date' },
  { key: 'secret', label: { en: 'Hidden field' }, visible: false, type: 'text' },
];
const PUT = 'PUT /customer/demo-shop/7001';

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.input(box(name), { target: { value } });
const labelled = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

let api: ReturnType<typeof customerApi>;
async function start(features: { profileUpdate?: boolean } = {}, over = {}) {
  await userInitIs({ features });
  settingsAre({ personalization: { data: FIELDS } });
  api = customerApi(
    customerRecord({
      phone: '(503) 555-0142',
      personalizations: { colors: ['Green'], quizAnswer: 'kept' },
      customFields: { loyaltyTier: 'gold', legacy: { a: 1 } },
      ...over,
    }),
  );
  signedIn(member, '7001', 'otp');
}

beforeEach(() => {
  freshSession();
  clearRequestCache();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Preferences with profileUpdate on (the default)', () => {
  test('shows personal info and then the visible preference fields', async () => {
    await start();
    render(<Preferences />);
    expect(await screen.findByRole('heading', { name: 'Personal info' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your preferences' })).toBeTruthy();
    expect(box('First name').value).toBe('Sam');
    expect(screen.getByRole('group', { name: 'Favorite colors' })).toBeTruthy();
    expect(screen.queryByText('Hidden field')).toBeNull();
  });

  test('the login email is read-only and says it cannot be updated', async () => {
    await start();
    render(<Preferences />);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect((email as HTMLInputElement).readOnly).toBe(true);
    expect((email as HTMLInputElement).value).toBe('shopper@example.com');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Email used for login cannot be updated');
  });

  test("each field type saves its shape; other answers and customFields go back unchanged; then 'Saved'", async () => {
    await start();
    render(<Preferences />);
    const colors = await screen.findByRole('group', { name: 'Favorite colors' });
    fireEvent.click(within(colors).getByRole('checkbox', { name: 'Red' }));
    fireEvent.click(within(colors).getByRole('checkbox', { name: 'Green' })); // unchecks the saved one
    type('Height', '180.5cm');
    expect(box('Height').value).toBe('180.5');
    fireEvent.change(screen.getByRole('combobox', { name: 'Height unit' }), { target: { value: 'in' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Fit' })).getByRole('radio', { name: 'Slim' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Size' }), { target: { value: 'M' } });
    type('Shoe size', '4a2');
    expect(box('Shoe size').value).toBe('42');
    type('Nickname', ' Sammy ');
    fireEvent.input(labelled('Anniversary'), { target: { value: '2020-06-01' } });

    const form = screen.getAllByRole('button', { name: 'Save' })[1];
    fireEvent.click(form);
    expect(await screen.findByText('Saved')).toBeTruthy();
    const [{ customer: update }] = api.sent(PUT);
    expect(update).toEqual({
      personalizations: {
        quizAnswer: 'kept',
        colors: ['Red'],
        height: { value: 180.5, unit: 'in' },
        fit: 'Slim',
        size: 'M',
        shoe: 42,
        nickname: 'Sammy',
        anniversary: '2020-06-01',
      },
      customFields: { loyaltyTier: 'gold', legacy: { a: 1 } },
    });
    expect(customer.value.data?.personalizations.shoe).toBe(42);
  });

  test("a failed save says 'Unable to save preferences.' and keeps the choices", async () => {
    await start();
    api.failing.add(PUT);
    render(<Preferences />);
    await screen.findByRole('group', { name: 'Favorite colors' });
    type('Nickname', 'Sammy');
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[1]);
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to save preferences.');
    expect(box('Nickname').value).toBe('Sammy');
    expect(screen.queryByText('Saved')).toBeNull();
  });

  test("personal info saves names, phone and birthday but never the email; 'Saved' after", async () => {
    await start();
    render(<Preferences />);
    await screen.findByRole('textbox', { name: 'First name' });
    type('First name', 'Samantha');
    type('Phone', '2065550100');
    expect(box('Phone').value).toBe('(206) 555-0100');
    fireEvent.input(labelled('Birthday'), { target: { value: '1990-04-02' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(api.sent(PUT)[0].customer).toEqual({ firstName: 'Samantha', lastName: 'Lee', phone: '(206) 555-0100', birthday: '1990-04-02' });
  });

  test("a failed personal info save says 'Unable to save personal info.' and keeps what was typed", async () => {
    await start();
    api.failing.add(PUT);
    render(<Preferences />);
    await screen.findByRole('textbox', { name: 'First name' });
    type('Last name', 'Leeson');
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to save personal info.');
    expect(box('Last name').value).toBe('Leeson');
  });

  test("the API refusing an email change reads 'Email used for login cannot be updated'", async () => {
    await start();
    api.answerPutWith(400, { error: { code: 'email-locked', message: 'Email used for login cannot be updated' } });
    render(<Preferences />);
    await screen.findByRole('textbox', { name: 'First name' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect((await screen.findByRole('alert')).textContent).toBe('Email used for login cannot be updated');
  });

  test('a phone with letters is not saved: the mobile-phone rule shows and the phone gets focus', async () => {
    await start();
    render(<Preferences />);
    await screen.findByRole('textbox', { name: 'First name' });
    type('Phone', 'call me');
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(screen.getByText('Phone number should be numbers and - only')).toBeTruthy();
    expect(box('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box('Phone'));
    expect(api.sent(PUT)).toHaveLength(0);
  });
});

describe('with profileUpdate off', () => {
  test('Preferences shows only the preference fields', async () => {
    await start({ profileUpdate: false });
    render(<Preferences />);
    expect(await screen.findByRole('group', { name: 'Favorite colors' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Personal info' })).toBeNull();
  });

  test('Personal info has its own page, with its own failure message', async () => {
    await start({ profileUpdate: false });
    api.failing.add(PUT);
    render(<Info />);
    expect(screen.getByRole('heading', { name: 'Personal info' })).toBeTruthy();
    await screen.findByRole('textbox', { name: 'First name' });
    type('First name', 'Samantha');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to save personal info.');
    expect(box('First name').value).toBe('Samantha');
  });

  test('without visible fields Preferences says there is nothing to set', async () => {
    await userInitIs({ features: { profileUpdate: false } });
    settingsAre({ personalization: { data: [] } });
    api = customerApi();
    signedIn(member, '7001', 'otp');
    render(<Preferences />);
    expect(await screen.findByText('There are no preferences to set yet.')).toBeTruthy();
  });
});

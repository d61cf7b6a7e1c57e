// The personalization quiz `#status-survey:{handle}` (docs/product.md#route-table 'PersonalizationQuiz': no login;
// 3 'personalizationQuizzes'; 8 'Unable to save preferences.'): a shopper answers the quiz's
// fields and they are saved to their personalizations; a guest answers, is asked to sign in, and
// what they chose is saved once they are; unknown or inactive handles say so with a way back.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, fireEvent, cleanup, within, waitFor } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);
vi.mock('../../../../src/features/sign-in/components/login-section', () => ({ default: () => <p>Sign in to your account</p> }));

import Survey from '../../../../src/features/quizzes/screens/survey';
import { signedIn } from '../../../../src/session/session-change';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { pendingQuiz, resetForTests } from '../../../../src/features/quizzes/state/quiz';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { resetSettings } from '../../../../src/settings/settings';
import { member } from '../../../panel/fixtures';
import { customerApi, customerRecord } from '../../../fixtures/profile-fixtures';

const FIELDS = [
  { key: 'skinType', label: { en: 'Skin type', de: 'Hauttyp' }, visible: true, type: 'choice', options: ['Dry', 'Oily'] },
  { key: 'shoeSize', label: { en: 'Shoe size' }, visible: true, type: 'measure', units: ['US', 'EU'] },
  { key: 'birthdayMonth', label: { en: 'Birthday month' }, visible: false, type: 'text' },
  { key: 'nickname', label: { en: 'Nickname' }, visible: true, type: 'text' },
];
const QUIZ = { handle: 'style-quiz', title: { en: 'Style quiz' }, trigger: 'login', isActive: true, reminder: true, fields: ['skinType', 'shoeSize', 'birthdayMonth'] };
const PUT = 'PUT /customer/demo-shop/7001';

const quizOn = (quizzes: unknown[] = [QUIZ], isActive = true) => settingsAre({ personalization: { data: FIELDS }, personalizationQuizzes: { isActive, quizzes } });
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.input(box(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));

beforeEach(() => {
  freshSession();
  clearRequestCache();
  resetForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a signed-in shopper', () => {
  test("sees the quiz's title and only its fields, hidden ones too, starting from their answers", async () => {
    quizOn();
    customerApi(customerRecord({ personalizations: { skinType: 'Oily' } }));
    signedIn(member, '7001', 'otp');
    render(<Survey params={['style-quiz']} />);
    expect(screen.getByRole('heading', { name: 'Style quiz' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Style quiz' });
    await waitFor(() => expect((within(form).getByRole('radio', { name: 'Oily' }) as HTMLInputElement).checked).toBe(true));
    expect(box('Shoe size')).toBeTruthy();
    expect(box('Birthday month')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Nickname' })).toBeNull();
  });

  test("saves what they answered over their other answers and says 'Thanks, your answers are saved.'", async () => {
    quizOn();
    const api = customerApi(customerRecord({ personalizations: { skinType: 'Oily', nickname: 'Sam' }, customFields: { tier: 'gold' } }));
    signedIn(member, '7001', 'otp');
    render(<Survey params={['style-quiz']} />);
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Oily' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Dry' }));
    type('Birthday month', ' May ');
    save();
    expect(await screen.findByText('Thanks, your answers are saved.')).toBeTruthy();
    expect(api.sent(PUT)[0].customer).toEqual({ personalizations: { skinType: 'Dry', nickname: 'Sam', birthdayMonth: 'May' }, customFields: { tier: 'gold' } });
    // the saved answers stay on screen (now the customer's own)
    expect((screen.getByRole('radio', { name: 'Dry' }) as HTMLInputElement).checked).toBe(true);
    expect(box('Birthday month').value).toBe('May');
  });

  test("a failed save says 'Unable to save preferences.' and keeps every choice", async () => {
    quizOn();
    const api = customerApi();
    api.failing.add(PUT);
    signedIn(member, '7001', 'otp');
    render(<Survey params={['style-quiz']} />);
    type('Shoe size', '9.5');
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to save preferences.');
    expect(box('Shoe size').value).toBe('9.5');
    expect(screen.queryByText('Thanks, your answers are saved.')).toBeNull();
  });
});

describe('a guest', () => {
  test('answers, is asked to sign in, and the answers are saved once they are signed in', async () => {
    quizOn();
    const api = customerApi(customerRecord({ personalizations: { nickname: 'Sam', skinType: 'Oily' } }));
    render(<Survey params={['style-quiz']} />);
    expect(screen.queryByText('Sign in to your account')).toBeNull();
    type('Shoe size', '10');
    save();
    expect(screen.getByRole('status').textContent).toBe('Sign in to save your answers.');
    expect(await screen.findByText('Sign in to your account')).toBeTruthy();
    expect(box('Shoe size').value).toBe('10');
    expect(api.sent(PUT)).toHaveLength(0);

    signedIn(member, '7001', 'otp');
    expect(await screen.findByText('Thanks, your answers are saved.')).toBeTruthy();
    // only what the guest answered is sent: their stored skin type is not cleared
    expect(api.sent(PUT)[0].customer.personalizations).toEqual({ nickname: 'Sam', skinType: 'Oily', shoeSize: { value: 10, unit: 'US' } });
    expect(screen.queryByText('Sign in to your account')).toBeNull();
    expect(pendingQuiz.value).toBeNull();
  });

  test('what they chose is still there when the quiz opens again (the panel was closed)', () => {
    quizOn();
    customerApi();
    const first = render(<Survey params={['style-quiz']} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Dry' }));
    first.unmount();
    render(<Survey params={['style-quiz']} />);
    expect((screen.getByRole('radio', { name: 'Dry' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('a quiz that cannot be shown', () => {
  test.each([
    ['an unknown handle', () => quizOn(), 'nope'],
    ['an inactive quiz', () => quizOn([{ ...QUIZ, isActive: false }]), 'style-quiz'],
    ['the setting switched off', () => quizOn([QUIZ], false), 'style-quiz'],
    ['no settings at all', () => settingsAre({}), 'style-quiz'],
    ['a quiz none of whose fields exist', () => quizOn([{ ...QUIZ, fields: ['gone'] }]), 'style-quiz'],
  ])("%s: 'This quiz is not available.' and a link back to For you", (_, setUp, handle) => {
    setUp();
    render(<Survey params={[handle]} />);
    expect(screen.getByRole('alert').textContent).toBe('This quiz is not available.');
    expect(screen.getByRole('link', { name: 'Back to For you' }).getAttribute('href')).toBe('#status');
    expect(screen.queryByRole('form')).toBeNull();
  });

  test('no route parameter reads as an unknown quiz', () => {
    quizOn();
    render(<Survey />);
    expect(screen.getByRole('alert').textContent).toBe('This quiz is not available.');
  });
});

test('while the settings are still on their way, it waits instead of saying the quiz is missing', () => {
  resetSettings();
  render(<Survey params={['style-quiz']} />);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
});

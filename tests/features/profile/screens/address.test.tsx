// The address form (docs/product.md#route-table 'add-address', 'address:{id}'; 5; 8): required-field messages on
// blur and on submit, the phone format and rule, countries with and without states and zip codes,
// and saves that succeed (back to the list, which shows the address) or fail (all typed kept).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, fireEvent, cleanup, waitFor, within } from '@testing-library/preact';

vi.mock('../../../../src/auth/identity', async () => (await import('../../../auth/identity-mock')).identityMock);

import AddressScreen from '../../../../src/features/profile/screens/address';
import Addresses from '../../../../src/features/profile/screens/addresses';
import { parseRoute } from '../../../../src/routes/table';
import { back, navigate, resetRoute, route } from '../../../../src/panel/router';
import { signedIn } from '../../../../src/session/session-change';
import { clearRequestCache } from '../../../../src/cache/request-cache-reset';
import { COUNTRIES_STORAGE_KEY, forgetCountries } from '../../../../src/features/profile/state/countries';
import { takeIdentity } from '../../../../src/session/session';
import { freshSession, settingsAre } from '../../../fixtures/store-fixtures';
import { member } from '../../../panel/fixtures';
import { customerApi } from '../../../fixtures/profile-fixtures';

/** The routed part of the panel for these two screens. */
function Panel() {
  const { name, params } = parseRoute(route.value);
  return name === 'addresses' ? <Addresses /> : <AddressScreen params={params} />;
}

const box = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const type = (name: string, value: string) => fireEvent.input(box(name), { target: { value } });
const choose = (name: string, value: string) => fireEvent.change(select(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** Opens the empty form once the customer and the countries are there. */
async function openAddForm() {
  navigate('add-address');
  render(<Panel />);
  await screen.findByRole('textbox', { name: 'First name' });
  await waitFor(() => expect(within(select('Country/region')).queryByRole('option', { name: 'Germany' })).toBeTruthy());
}

/** Everything but the city, in the United States. */
function fillAllButCity() {
  type('First name', 'Alex');
  type('Last name', 'Kim');
  type('Address', '9 Pine St');
  choose('Country/region', 'United States');
  choose('State/province', 'Oregon');
  type('Zip/postal code', '97205');
  type('Phone', '5035550199');
}

let api: ReturnType<typeof customerApi>;
beforeEach(() => {
  freshSession();
  settingsAre({});
  clearRequestCache();
  forgetCountries();
  localStorage.removeItem(COUNTRIES_STORAGE_KEY);
  resetRoute();
  api = customerApi();
  signedIn(member, '7001', 'otp');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('adding an address', () => {
  test("shows 'City required' when the city is left empty, and once it is filled saves and lists the address", async () => {
    await openAddForm();
    fillAllButCity();
    fireEvent.blur(box('City'));
    expect(screen.getByText('City required')).toBeTruthy();
    expect(box('City').getAttribute('aria-invalid')).toBe('true');
    expect(box('City').getAttribute('aria-describedby')).toBe(screen.getByText('City required').id);

    save();
    expect(api.sent('POST /customer/demo-shop/7001/address')).toHaveLength(0);
    expect(document.activeElement).toBe(box('City'));

    type('City', 'Portland');
    expect(screen.queryByText('City required')).toBeNull();
    save();
    await screen.findByRole('heading', { name: 'Addresses' });
    expect(route.value).toBe('addresses');
    expect(api.sent('POST /customer/demo-shop/7001/address')[0].address).toEqual({
      firstName: 'Alex', lastName: 'Kim', company: '', address1: '9 Pine St', address2: '', city: 'Portland',
      province: 'Oregon', zip: '97205', country: 'United States', phone: '(503) 555-0199', default: false,
    });
    expect(screen.getByText('9 Pine St')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Alex Kim, 9 Pine St, Portland' })).toBeTruthy();
  });

  test('Save on an empty form shows every required message and focuses the first field', async () => {
    await openAddForm();
    save();
    for (const text of ['First name required', 'Last name required', 'Address required', 'City required', 'Country/region required']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByText('State required')).toBeNull();
    expect(screen.queryByText('Zip code required')).toBeNull();
    expect(document.activeElement).toBe(box('First name'));
  });

  test("a country with states asks for one ('State required'); one without asks for none", async () => {
    await openAddForm();
    choose('Country/region', 'United States');
    save();
    expect(screen.getByText('State required')).toBeTruthy();
    expect(screen.getByText('Zip code required')).toBeTruthy();
    choose('Country/region', 'Germany');
    expect(screen.queryByRole('combobox', { name: 'State/province' })).toBeNull();
    expect(screen.queryByText('State required')).toBeNull();
    expect(screen.getByText('Zip code required')).toBeTruthy();
  });

  test("'Zip code required' only where the country has zip codes", async () => {
    await openAddForm();
    choose('Country/region', 'Hong Kong');
    save();
    expect(screen.queryByText('Zip code required')).toBeNull();
    expect(screen.getByText('City required')).toBeTruthy();
  });

  test('the phone formats as it is typed, and letters break the mobile-phone rule', async () => {
    await openAddForm();
    type('Phone', '503555');
    expect((box('Phone') as HTMLInputElement).value).toBe('(503) 555');
    type('Phone', '(503) 555-'); // a dash before the next digit is not kept
    expect((box('Phone') as HTMLInputElement).value).toBe('(503) 555');
    type('Phone', '(503) 555-0142x');
    expect((box('Phone') as HTMLInputElement).value).toBe('(503) 555-0142x');
    fireEvent.blur(box('Phone'));
    expect(screen.getByText('Phone number should be numbers and - only')).toBeTruthy();
    type('Phone', '503-555-0142');
    expect((box('Phone') as HTMLInputElement).value).toBe('(503) 555-0142');
    expect(screen.queryByText('Phone number should be numbers and - only')).toBeNull();
  });

  test("offline, Save says the shopper is offline and keeps everything typed", async () => {
    await openAddForm();
    const answer = api.fetchMock.getMockImplementation()!;
    // the network goes: the browser says so, and the save's request never gets an answer
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    api.fetchMock.mockImplementation((url, init) => (init?.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : answer(url, init)));
    fillAllButCity();
    type('City', 'Portland');
    save();
    try {
      expect((await screen.findByRole('alert')).textContent).toBe("You're offline, so this cannot be saved now. What you typed is kept: try again when you're back online.");
    } finally {
      onLine.mockRestore();
    }
    expect(route.value).toBe('add-address');
    expect((box('First name') as HTMLInputElement).value).toBe('Alex');
    expect((box('City') as HTMLInputElement).value).toBe('Portland');
    expect((box('Phone') as HTMLInputElement).value).toBe('(503) 555-0199');
  });

  test("a failed save says 'Unable to save address.' and keeps everything typed", async () => {
    api.failing.add('POST /customer/demo-shop/7001/address');
    await openAddForm();
    fillAllButCity();
    type('City', 'Portland');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Set as default address' }));
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to save address.');
    expect(route.value).toBe('add-address');
    expect((box('First name') as HTMLInputElement).value).toBe('Alex');
    expect((box('City') as HTMLInputElement).value).toBe('Portland');
    expect((box('Phone') as HTMLInputElement).value).toBe('(503) 555-0199');
    expect(select('State/province').value).toBe('Oregon');
    expect((screen.getByRole('checkbox', { name: 'Set as default address' }) as HTMLInputElement).checked).toBe(true);
  });
});

test('after a save, Back from the list goes where the shopper was before it, not into the form again', async () => {
  navigate('profile');
  navigate('addresses');
  render(<Panel />);
  await screen.findByText('1 Home Rd');
  navigate('add-address');
  await screen.findByRole('textbox', { name: 'First name' });
  await waitFor(() => expect(within(select('Country/region')).queryByRole('option', { name: 'Germany' })).toBeTruthy());
  fillAllButCity();
  type('City', 'Portland');
  save();
  expect(await screen.findByText('9 Pine St')).toBeTruthy();
  expect(route.value).toBe('addresses');
  back();
  expect(route.value).toBe('profile');
});

describe('editing an address', () => {
  test('starts from the saved address and saves the change to it', async () => {
    navigate('address:a2');
    render(<Panel />);
    expect(await screen.findByRole('heading', { name: 'Edit address' })).toBeTruthy();
    await waitFor(() => expect(select('State/province').value).toBe('Washington'));
    expect((box('Address') as HTMLInputElement).value).toBe('2 Work Ave');
    type('Address', '3 Work Ave');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Set as default address' }));
    save();
    await screen.findByRole('heading', { name: 'Addresses' });
    expect(api.sent('PUT /customer/demo-shop/7001/address/a2')[0].address).toMatchObject({ address1: '3 Work Ave', default: true });
    // the new default comes first, with its tag
    const cards = screen.getAllByRole('listitem');
    expect(cards[0].textContent).toContain('3 Work Ave');
    expect(within(cards[0]).getByText('Default')).toBeTruthy();
  });

  test('an unknown address id says it could not be found', async () => {
    navigate('address:nope');
    render(<Panel />);
    expect((await screen.findByRole('alert')).textContent).toContain('This address could not be found.');
    expect(screen.getByRole('link', { name: 'Addresses' }).getAttribute('href')).toBe('#status-addresses');
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
  });
});

test('guests see the login section instead of the form', async () => {
  freshSession();
  takeIdentity({ uid: 'anon-1', email: null, isAnonymous: true });
  render(<AddressScreen params={[]} />);
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
});

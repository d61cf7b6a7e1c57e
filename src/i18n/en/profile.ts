/** English texts: Addresses, personal info and preferences (SPEC.md 5, 8): registered by their chunks with addTexts. */
export default {
  'error.saveAddress': 'Unable to save address.',
  'error.deleteAddress': 'Unable to delete address',
  'error.savePersonalInfo': 'Unable to save personal info.',
  'error.savePreferences': 'Unable to save preferences.',
  'error.firstNameRequired': 'First name required',
  'error.lastNameRequired': 'Last name required',
  'error.addressRequired': 'Address required',
  'error.cityRequired': 'City required',
  'error.countryRequired': 'Country/region required',
  'error.stateRequired': 'State required',
  'error.zipRequired': 'Zip code required',
  'error.loginEmailLocked': 'Email used for login cannot be updated',
  'error.phoneFormat': 'Phone number should be numbers and - only',
} as Record<string, string>;

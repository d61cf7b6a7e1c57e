// The hand-off URL to the store's own customer-account sign-in.
import { expect, test } from 'vitest';
import { handOffUrl, handsOff } from '../../src/auth/store-handoff';

const here = { pathname: '/products/canvas-tote', search: '?variant=1', hash: '#status-orders' };

test('goes to the store sign-in with the email as login_hint and this page as return_to', () => {
  const url = new URL(handOffUrl({ routes: { root: '/', accountLogin: '/customer_authentication/redirect?locale=en&region_country=US' } }, 'a+b@example.com', here), 'https://shop.example');
  expect(url.origin + url.pathname).toBe('https://shop.example/customer_authentication/redirect');
  expect(url.searchParams.get('locale')).toBe('en');
  expect(url.searchParams.get('region_country')).toBe('US');
  expect(url.searchParams.get('login_hint')).toBe('a+b@example.com');
  expect(url.searchParams.get('return_to')).toBe('/products/canvas-tote?variant=1#status-orders');
});

test('a login URL without a query gets one', () => {
  expect(handOffUrl({ routes: { root: '/', accountLogin: '/account/login' } }, 'x@example.com', { pathname: '/', search: '', hash: '' }))
    .toBe('/account/login?return_to=%2F&login_hint=x%40example.com');
});

test.each([
  ['another host', 'https://evil.example/login'],
  ['a protocol-relative URL', '//evil.example/login'],
  ['a backslash path', '/\\evil.example'],
  ['javascript:', 'javascript:alert(1)'],
  ['a number', 42],
  ['nothing', undefined],
])('a login URL that is %s falls back to the store root\'s /account/login', (_what, accountLogin) => {
  const to = handOffUrl({ routes: { root: '/de/', accountLogin: accountLogin as string } }, 'x@example.com', here);
  expect(to.startsWith('/de/account/login?return_to=')).toBe(true);
});

test('only the customer_accounts setting hands off; multipass and a missing setting keep multipass', () => {
  expect(handsOff({ storeLogin: 'customer_accounts' })).toBe(true);
  expect(handsOff({ storeLogin: 'multipass' })).toBe(false);
  expect(handsOff({})).toBe(false);
});

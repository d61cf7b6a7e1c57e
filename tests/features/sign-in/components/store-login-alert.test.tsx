// The store-login alert (docs/product.md#error-messages), as the after-login chunk shows it above the panel's screen.
import { afterEach, expect, test } from 'vitest';
import { render, screen, fireEvent, cleanup } from '@testing-library/preact';
import { StoreLoginAlert } from '../../../../src/features/sign-in/components/store-login-alert';
import { showStoreLoginAlert, dismissStoreLoginAlert } from '../../../../src/features/sign-in/state/store-login-alert';
// The after-login chunk, which ships the alert, brings its English texts.
import '../../../../src/features/sign-in/state/after-login';

afterEach(() => {
  cleanup();
  dismissStoreLoginAlert();
});

test("'You are currently not logged into Shopify' shows until the shopper dismisses it", () => {
  showStoreLoginAlert('error.notLoggedIntoShopify');
  render(<StoreLoginAlert />);
  expect(screen.getByRole('alert').textContent).toContain('You are currently not logged into Shopify');
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a shop without a multipass key shows the merchant-facing alert', () => {
  showStoreLoginAlert('error.multipassKey');
  render(<StoreLoginAlert />);
  expect(screen.getByRole('alert').textContent).toContain('Error: Multipass key not set. Users will not be logged in to Shopify.');
});

test('nothing shows without an alert', () => {
  const { container } = render(<StoreLoginAlert />);
  expect(container.innerHTML).toBe('');
});
